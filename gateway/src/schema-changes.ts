import { BreakingChangeType, buildSchema, findBreakingChanges, findDangerousChanges, specifiedScalarTypes } from 'graphql';

/**
 * Breaking changes of the API schema (what clients see), and the committed list of the ones made on purpose.
 *
 * A breaking change (a field, type, argument or enum value removed, a type changed, an argument made required...)
 * breaks clients already shipped: `npm run compose` refuses it unless `schema-changes.json` lists it with a reason,
 * and CI compares the schema it composes with the one committed before (`npm run compose -- --since <git rev>`), so
 * one that reached a commit some other way is caught too. Dangerous changes (a new enum value, an argument's default
 * changed) are printed, never refused.
 */
export interface SchemaChange {
  /** graphql-js's change type, e.g. FIELD_REMOVED. */
  type: string;
  /** graphql-js's description, e.g. "Query.adminUsers arg limit was removed." */
  description: string;
}

/** One accepted breaking change: the change as `compose` prints it, and why clients may lose it. */
export interface AcceptedChange {
  change: string;
  reason: string;
}

export interface SchemaChanges {
  breaking: SchemaChange[];
  dangerous: SchemaChange[];
}

/** How a change is written in the accepted list: `FIELD_REMOVED: Query.foo was removed.` */
export const changeKey = (change: SchemaChange) => `${change.type}: ${change.description}`;

const standardScalars = specifiedScalarTypes.map((scalar) => scalar.name);

export function schemaChanges(previousSdl: string, nextSdl: string): SchemaChanges {
  const previous = buildSchema(previousSdl);
  const next = buildSchema(nextSdl);
  const plain = (changes: readonly { type: string; description: string }[]) =>
    changes.map(({ type, description }) => ({ type, description }));
  // graphql-js reports a built-in scalar (Int, Float...) no field uses any more as removed; no client can miss it.
  const builtInRemoved = (change: { type: string; description: string }) =>
    change.type === BreakingChangeType.TYPE_REMOVED && standardScalars.some((name) => change.description.startsWith(`Standard scalar ${name} `));
  return {
    breaking: plain(findBreakingChanges(previous, next).filter((change) => !builtInRemoved(change))),
    dangerous: plain(findDangerousChanges(previous, next)),
  };
}

/** The breaking changes the accepted list does not name. An entry without a reason accepts nothing. */
export function unacceptedChanges(breaking: readonly SchemaChange[], accepted: readonly AcceptedChange[]): SchemaChange[] {
  const keys = new Set(accepted.filter((entry) => entry.reason.trim().length > 0).map((entry) => entry.change));
  return breaking.filter((change) => !keys.has(changeKey(change)));
}

/** Reads the accepted list (a JSON array of `{ change, reason }`), with a clear message when it is malformed. */
export function parseAcceptedChanges(json: string, file: string): AcceptedChange[] {
  const value: unknown = JSON.parse(json);
  const valid =
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Record<string, unknown>).change === 'string' &&
        typeof (entry as Record<string, unknown>).reason === 'string',
    );
  if (!valid) throw new Error(`${file} must be a JSON array of { "change": "...", "reason": "..." }`);
  return value as AcceptedChange[];
}
