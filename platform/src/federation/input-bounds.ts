import {
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { catalogue, DomainError, type ErrorReason } from '@backspin/contracts/catalogue';
import { longerThan, pathOfNul, textInputProblem } from '@backspin/contracts/validation';

/**
 * Input bounds: every String, ID and JSON argument and input field of every subgraph has a maximum length, and no
 * text input may hold a NUL character. Both are checked before the field's resolver runs (so before any auth
 * lookup or database work), and each maximum is written into the field's schema description ("Input limit: …"),
 * so the API schema and Apollo Sandbox show it. A field declares its own maximum with `@MaxLength`; every other
 * one gets the default of its type. New fields are covered without anyone remembering.
 */
export const defaultMaxLengths: Readonly<Record<BoundedScalar, number>> = {
  String: 1000,
  ID: 255,
  /** As serialized JSON. */
  JSON: 65_536,
};

type BoundedScalar = 'String' | 'ID' | 'JSON';
const boundedScalars = new Set<string>(Object.keys(defaultMaxLengths));

export interface InputBound {
  maxLength: number;
  /** The catalogue error for a value over the maximum (the field's own rule and message); the generic one otherwise. */
  reason?: ErrorReason;
}

type Declaration = InputBound &
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql keys its metadata by class
  ({ kind: 'property'; target: Function; property: string } | { kind: 'param'; target: Function; methodName: string; index: number });

const declarations: Declaration[] = [];

/**
 * Declares a field's or argument's own maximum length (larger or smaller than the default), on an input/args class
 * property or a resolver's `@Arg` parameter. With `reason`, a longer value is refused with that catalogue error, so a
 * field whose service rule has a spec message keeps it: `@MaxLength(2000, 'INVALID_CHAT_TEXT')`.
 */
export function MaxLength(maxLength: number, reason?: ErrorReason) {
  return (target: object, key: string | symbol | undefined, index?: number | PropertyDescriptor): void => {
    if (typeof key !== 'string') throw new Error('@MaxLength needs a named property or method');
    const bound = { maxLength, ...(reason ? { reason } : {}) };
    if (typeof index === 'number') {
      declarations.push({ kind: 'param', target: target.constructor, methodName: key, index, ...bound });
    } else {
      declarations.push({ kind: 'property', target: target.constructor, property: key, ...bound });
    }
  };
}

/** `Type.field` for an input field, `Type.field(arg:)` for an argument (GraphQL schema coordinates). */
const inputFieldCoordinate = (type: string, field: string) => `${type}.${field}`;
const argumentCoordinate = (type: string, field: string, arg: string) => `${type}.${field}(${arg}:)`;

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql keys its metadata by class
const isOrExtends = (candidate: Function, base: Function) => candidate === base || candidate.prototype instanceof base;

/** Where the declarations land in the schema, through type-graphql's metadata (class → type name, method → field). */
function declaredBounds(): Map<string, InputBound> {
  const storage = getMetadataStorage();
  const bounds = new Map<string, InputBound>();
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql keys its metadata by class
  const fieldsOf = (target: Function, methodName: string): { parent: string; field: string }[] => {
    const roots = [
      ...storage.queries.filter((q) => q.target === target && q.methodName === methodName).map((q) => ({ parent: 'Query', field: q.schemaName })),
      ...storage.mutations.filter((m) => m.target === target && m.methodName === methodName).map((m) => ({ parent: 'Mutation', field: m.schemaName })),
      ...storage.subscriptions
        .filter((s) => s.target === target && s.methodName === methodName)
        .map((s) => ({ parent: 'Subscription', field: s.schemaName })),
    ];
    const resolved = storage.fieldResolvers
      .filter((f) => f.target === target && f.methodName === methodName)
      .flatMap((f) => {
        const objectClass = f.getObjectType?.() ?? storage.resolverClasses.find((r) => r.target === target)?.getObjectType();
        const objectType = storage.objectTypes.find((o) => o.target === objectClass);
        return objectType ? [{ parent: objectType.name, field: f.schemaName }] : [];
      });
    return [...roots, ...resolved];
  };
  for (const declaration of declarations) {
    const bound: InputBound = { maxLength: declaration.maxLength, ...(declaration.reason ? { reason: declaration.reason } : {}) };
    if (declaration.kind === 'param') {
      const param = storage.params.find(
        (p) => p.kind === 'arg' && p.target === declaration.target && p.methodName === declaration.methodName && p.index === declaration.index,
      );
      if (!param || param.kind !== 'arg') continue;
      for (const { parent, field } of fieldsOf(declaration.target, declaration.methodName)) {
        bounds.set(argumentCoordinate(parent, field, param.name), bound);
      }
      continue;
    }
    const field = storage.fields.find((f) => f.target === declaration.target && f.name === declaration.property);
    const name = field?.schemaName ?? declaration.property;
    for (const input of storage.inputTypes.filter((t) => isOrExtends(t.target, declaration.target))) {
      bounds.set(inputFieldCoordinate(input.name, name), bound);
    }
    // An @ArgsType class: its fields are the arguments of every field whose resolver takes it.
    for (const argsType of storage.argumentTypes.filter((t) => isOrExtends(t.target, declaration.target))) {
      for (const param of storage.params) {
        if (param.kind !== 'args' || param.getType() !== argsType.target) continue;
        for (const { parent, field: resolverField } of fieldsOf(param.target, param.methodName)) {
          bounds.set(argumentCoordinate(parent, resolverField, name), bound);
        }
      }
    }
  }
  return bounds;
}

/** The bounds of a schema's inputs, by coordinate: what the check enforces and the descriptions document. */
export interface InputBounds {
  /** The bound of an argument or input field of this type, or null when its values are not text (Int, enums, …). */
  of(coordinate: string, type: GraphQLInputType): InputBound | null;
}

export function inputBounds(): InputBounds {
  const declared = declaredBounds();
  return {
    of(coordinate, type) {
      const named = getNamedType(type).name;
      if (!boundedScalars.has(named)) return null;
      return declared.get(coordinate) ?? { maxLength: defaultMaxLengths[named as BoundedScalar] };
    },
  };
}

function limitSentence(bound: InputBound, type: GraphQLInputType): string {
  const json = getNamedType(type).name === 'JSON';
  const each = isListType(getNullableType(type)) ? ' each' : '';
  return `Input limit: ${bound.maxLength} characters${json ? ' as JSON' : ''}${each}.`;
}

/**
 * Writes each maximum into the description of its argument or input field (before the schema is printed to SDL, so
 * composition carries it to the API schema).
 */
export function documentInputBounds(schema: GraphQLSchema, bounds: InputBounds): void {
  const describe = (target: { description?: string | null | undefined; type: GraphQLInputType }, coordinate: string) => {
    const bound = bounds.of(coordinate, target.type);
    if (!bound) return;
    const sentence = limitSentence(bound, target.type);
    if (target.description?.includes(sentence)) return;
    const before = target.description?.trimEnd();
    target.description = before ? `${before}${/[.!?]$/.test(before) ? '' : '.'} ${sentence}` : sentence;
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) describe(arg, argumentCoordinate(type.name, field.name, arg.name));
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) describe(field, inputFieldCoordinate(type.name, field.name));
    }
  }
}

/** The message of an input-bound refusal, naming the input: "input.message must be at most 2000 characters". */
export function inputBoundMessage(reason: 'INPUT_TOO_LONG' | 'INPUT_NUL_CHARACTER', field: string, maxLength?: number): string {
  return `${field} ${catalogue[reason].message.replace('{max}', String(maxLength))}`;
}

function refuse(reason: 'INPUT_TOO_LONG' | 'INPUT_NUL_CHARACTER', field: string, bound: InputBound): never {
  if (reason === 'INPUT_TOO_LONG' && bound.reason) throw new DomainError(bound.reason, { field, maxLength: bound.maxLength });
  const error = new DomainError(reason, { field, ...(reason === 'INPUT_TOO_LONG' ? { maxLength: bound.maxLength } : {}) });
  error.message = inputBoundMessage(reason, field, bound.maxLength);
  throw error;
}

type Check = (value: unknown, path: string) => void;

/** Input object types whose check is being built (a recursive type refers to itself meanwhile). */
const building = new Set<string>();

/** How to check values of one input type (null: nothing to check), built once per type and position. */
function checkerFor(type: GraphQLInputType, bound: InputBound | null, bounds: InputBounds, inputObjects: Map<string, Check | null>): Check | null {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = checkerFor(nullable.ofType as GraphQLInputType, bound, bounds, inputObjects);
    if (!item) return null;
    return (value, path) => {
      if (!Array.isArray(value)) return item(value, path);
      value.forEach((entry, index) => item(entry, `${path}[${index}]`));
    };
  }
  if (isInputObjectType(nullable)) {
    const name = nullable.name;
    if (inputObjects.has(name)) {
      // A recursive input type (conditions nesting conditions) is still being built: its check is looked up when it runs.
      if (!building.has(name)) return inputObjects.get(name) ?? null;
      return (value, path) => inputObjects.get(name)?.(value, path);
    }
    inputObjects.set(name, null);
    building.add(name);
    const fields = Object.values(nullable.getFields()).flatMap((field) => {
      const check = checkerFor(field.type, bounds.of(inputFieldCoordinate(name, field.name), field.type), bounds, inputObjects);
      return check ? [{ name: field.name, check }] : [];
    });
    const check: Check | null = fields.length
      ? (value, path) => {
          if (!value || typeof value !== 'object') return;
          for (const field of fields) field.check((value as Record<string, unknown>)[field.name], `${path}.${field.name}`);
        }
      : null;
    inputObjects.set(name, check);
    building.delete(name);
    return check;
  }
  if (!bound) return null;
  if (getNamedType(type).name === 'JSON') {
    return (value, path) => {
      if (value === null || value === undefined) return;
      const nul = pathOfNul(value, path);
      if (nul) refuse('INPUT_NUL_CHARACTER', nul, bound);
      if (longerThan(JSON.stringify(value) ?? '', bound.maxLength)) refuse('INPUT_TOO_LONG', path, bound);
    };
  }
  return (value, path) => {
    if (typeof value !== 'string') return;
    const problem = textInputProblem(value, bound.maxLength);
    if (problem === 'long') refuse('INPUT_TOO_LONG', path, bound);
    if (problem === 'nul') refuse('INPUT_NUL_CHARACTER', path, bound);
  };
}

/**
 * Wraps the resolver of every field that takes text: its arguments (inside input objects and lists too) are checked
 * before the resolver runs. An over-long value or a NUL character is a 400 (BAD_USER_INPUT) naming the input's path.
 */
export function enforceInputBounds(schema: GraphQLSchema, bounds: InputBounds): void {
  const inputObjects = new Map<string, Check | null>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const checks = field.args.flatMap((arg) => {
        const check = checkerFor(arg.type, bounds.of(argumentCoordinate(type.name, field.name, arg.name), arg.type), bounds, inputObjects);
        return check ? [{ name: arg.name, check }] : [];
      });
      if (!checks.length) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args: Record<string, unknown>, context, info) => {
        for (const { name, check } of checks) check(args[name], name);
        return resolve(source, args, context, info);
      };
    }
  }
}
