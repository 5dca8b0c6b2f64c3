import 'reflect-metadata';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import {
  checkField,
  checkFields,
  checkSort,
  isAndCondition,
  isOrCondition,
  ListQueryError,
  maxConditionDepth,
  operatorArity,
  resolvePaging,
  type ComparisonOperator,
  type Condition,
  type ListQuery,
  type ListQueryOptions,
  type Scalar,
} from './list-query.ts';

/**
 * GraphQL input types for a parsed list query, so a REST bridge can forward it to a subgraph:
 * REST query → parseListQuery → listQueryToInput (GraphQL variables) → subgraph → listQueryFromInput → toMikroOrmWhere.
 *
 * Every value travels as a String (the subgraph's column types coerce them); conditionFromInput keeps them as
 * strings. The enum values are their own names, so an input object is valid both as GraphQL variables and as
 * what a resolver receives.
 */

export enum ComparisonOperatorName {
  EQ = 'EQ',
  NE = 'NE',
  GT = 'GT',
  LT = 'LT',
  GTE = 'GTE',
  LTE = 'LTE',
  STARTS = 'STARTS',
  ENDS = 'ENDS',
  CONT = 'CONT',
  EXCL = 'EXCL',
  IN = 'IN',
  NOTIN = 'NOTIN',
  ISNULL = 'ISNULL',
  NOTNULL = 'NOTNULL',
  BETWEEN = 'BETWEEN',
  EQ_L = 'EQ_L',
  NE_L = 'NE_L',
  STARTS_L = 'STARTS_L',
  ENDS_L = 'ENDS_L',
  CONT_L = 'CONT_L',
  EXCL_L = 'EXCL_L',
  IN_L = 'IN_L',
  NOTIN_L = 'NOTIN_L',
}

export const operatorOfName: Readonly<Record<ComparisonOperatorName, ComparisonOperator>> = {
  EQ: '$eq',
  NE: '$ne',
  GT: '$gt',
  LT: '$lt',
  GTE: '$gte',
  LTE: '$lte',
  STARTS: '$starts',
  ENDS: '$ends',
  CONT: '$cont',
  EXCL: '$excl',
  IN: '$in',
  NOTIN: '$notin',
  ISNULL: '$isnull',
  NOTNULL: '$notnull',
  BETWEEN: '$between',
  EQ_L: '$eqL',
  NE_L: '$neL',
  STARTS_L: '$startsL',
  ENDS_L: '$endsL',
  CONT_L: '$contL',
  EXCL_L: '$exclL',
  IN_L: '$inL',
  NOTIN_L: '$notinL',
};

export const nameOfOperator = Object.fromEntries(
  Object.entries(operatorOfName).map(([name, op]) => [op, name]),
) as Readonly<Record<ComparisonOperator, ComparisonOperatorName>>;

registerEnumType(ComparisonOperatorName, {
  name: 'ComparisonOperator',
  description: 'A nestjsx/crud comparison operator; the _L variants ignore case.',
  valuesConfig: {
    EQ: { description: 'equals value' },
    NE: { description: 'differs from value' },
    GT: { description: 'greater than value' },
    LT: { description: 'less than value' },
    GTE: { description: 'greater than or equal to value' },
    LTE: { description: 'less than or equal to value' },
    STARTS: { description: 'starts with value' },
    ENDS: { description: 'ends with value' },
    CONT: { description: 'contains value' },
    EXCL: { description: 'does not contain value' },
    IN: { description: 'one of values' },
    NOTIN: { description: 'none of values' },
    ISNULL: { description: 'is null (no value)' },
    NOTNULL: { description: 'is not null (no value)' },
    BETWEEN: { description: 'between values[0] and values[1], inclusive' },
    EQ_L: { description: 'equals value, ignoring case' },
    NE_L: { description: 'differs from value, ignoring case' },
    STARTS_L: { description: 'starts with value, ignoring case' },
    ENDS_L: { description: 'ends with value, ignoring case' },
    CONT_L: { description: 'contains value, ignoring case' },
    EXCL_L: { description: 'does not contain value, ignoring case' },
    IN_L: { description: 'one of values, ignoring case' },
    NOTIN_L: { description: 'none of values, ignoring case' },
  },
});

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@InputType('ConditionInput', {
  description:
    'A filter: set exactly one of field (with op and value or values), and, or. ' +
    'IN/NOTIN/IN_L/NOTIN_L take values (1+), BETWEEN takes values (2), ISNULL/NOTNULL nothing, the rest value.',
})
export class ConditionInput {
  @Field(() => String, { nullable: true })
  field?: string | null;

  @Field(() => ComparisonOperatorName, { nullable: true })
  op?: ComparisonOperatorName | null;

  @Field(() => String, { nullable: true })
  value?: string | null;

  @Field(() => [String], { nullable: true })
  values?: string[] | null;

  @Field(() => [ConditionInput], { nullable: true })
  and?: ConditionInput[] | null;

  @Field(() => [ConditionInput], { nullable: true })
  or?: ConditionInput[] | null;
}

@InputType('SortInput')
export class SortInput {
  @Field(() => String)
  field!: string;

  @Field(() => SortDirection, { defaultValue: SortDirection.ASC })
  direction!: SortDirection;
}

@InputType('ListQueryInput', { description: 'Which rows of a list, in which order (nestjsx/crud list query).' })
export class ListQueryInput {
  @Field(() => [String], { nullable: true, description: 'The fields to return; all when absent.' })
  fields?: string[] | null;

  @Field(() => ConditionInput, { nullable: true })
  where?: ConditionInput | null;

  @Field(() => [SortInput], { nullable: true })
  sort?: SortInput[] | null;

  @Field(() => Int, { nullable: true })
  limit?: number | null;

  @Field(() => Int, { nullable: true })
  offset?: number | null;
}

function isSet<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

export interface ConditionFromInputOptions {
  /** When given, every field must be one of these (a subgraph must check: any client can send any field). */
  allowedFields?: readonly string[] | ReadonlySet<string>;
  /** The parameter name errors start with (default `where`). */
  parameter?: string;
}

/** ConditionInput → Condition, validated; throws ListQueryError naming the input path (`where.and[1]`). */
export function conditionFromInput(input: ConditionInput, options: ConditionFromInputOptions = {}): Condition {
  const allowed = options.allowedFields === undefined ? undefined : new Set(options.allowedFields);
  return fromInput(input, options.parameter ?? 'where', allowed, 0);
}

function fromInput(input: ConditionInput, path: string, allowed: ReadonlySet<string> | undefined, depth: number): Condition {
  if (depth > maxConditionDepth) throw new ListQueryError(path, `conditions nested deeper than ${maxConditionDepth} levels`);
  const set = (['field', 'and', 'or'] as const).filter((key) => isSet(input[key]));
  if (set.length !== 1) {
    throw new ListQueryError(path, `set exactly one of field, and, or (got ${set.length ? set.join(', ') : 'none'})`);
  }
  const { field, op, value, values } = input;
  if (!isSet(field)) {
    if (isSet(op) || isSet(value) || isSet(values)) throw new ListQueryError(path, 'op, value and values go with field only');
    const kind = isSet(input.and) ? 'and' : 'or';
    const items = input[kind] ?? [];
    if (items.length === 0) throw new ListQueryError(path, `${kind} must not be empty`);
    const conditions = items.map((item, index) => fromInput(item, `${path}.${kind}[${index}]`, allowed, depth + 1));
    return kind === 'and' ? { and: conditions } : { or: conditions };
  }

  if (field === '') throw new ListQueryError(path, 'field must not be empty');
  if (allowed) checkField(path, field, allowed);
  if (!isSet(op)) throw new ListQueryError(path, `field "${field}" needs op`);
  if (!Object.hasOwn(operatorOfName, op)) throw new ListQueryError(path, `unknown op "${String(op)}"`);
  const operator = operatorOfName[op];
  switch (operatorArity(operator)) {
    case 'none':
      if (isSet(value) || isSet(values)) throw new ListQueryError(path, `${op} on "${field}" takes neither value nor values`);
      return { field, op: operator };
    case 'one':
      if (isSet(values)) throw new ListQueryError(path, `${op} on "${field}" takes value, not values`);
      if (!isSet(value)) throw new ListQueryError(path, `${op} on "${field}" needs value`);
      return { field, op: operator, value };
    case 'two':
      if (isSet(value)) throw new ListQueryError(path, `${op} on "${field}" takes values, not value`);
      if (!isSet(values) || values.length !== 2) throw new ListQueryError(path, `${op} on "${field}" needs exactly two values`);
      return { field, op: operator, value: [...values] };
    case 'list':
      if (isSet(value)) throw new ListQueryError(path, `${op} on "${field}" takes values, not value`);
      if (!isSet(values) || values.length === 0) throw new ListQueryError(path, `${op} on "${field}" needs at least one of values`);
      return { field, op: operator, value: [...values] };
  }
}

const toText = (value: Scalar): string => String(value);

/** Condition → ConditionInput (a plain object: usable as GraphQL variables). Values become strings. */
export function conditionToInput(condition: Condition): ConditionInput {
  if (isAndCondition(condition)) return { and: condition.and.map(conditionToInput) };
  if (isOrCondition(condition)) return { or: condition.or.map(conditionToInput) };
  const { field, op, value } = condition;
  const input: ConditionInput = { field, op: nameOfOperator[op] };
  if (Array.isArray(value)) input.values = value.map(toText);
  else if (value !== undefined) input.value = toText(value);
  return input;
}

/** ListQuery → ListQueryInput (plain object for GraphQL variables). join and cache stay on the REST side. */
export function listQueryToInput(query: ListQuery): ListQueryInput {
  const input: ListQueryInput = { limit: query.limit, offset: query.offset };
  if (query.fields !== null) input.fields = [...query.fields];
  if (query.where !== null) input.where = conditionToInput(query.where);
  if (query.sort.length > 0) input.sort = query.sort.map(({ field, direction }) => ({ field, direction: SortDirection[direction] }));
  return input;
}

/**
 * ListQueryInput → ListQuery with the same rules as parseListQuery (allowed fields, limit clamped to
 * maxLimit, defaults); what a subgraph resolver calls before toMikroOrmWhere. join is [] and cache true.
 */
export function listQueryFromInput(input: ListQueryInput | null | undefined, options: ListQueryOptions): ListQuery {
  const allowed = new Set(options.allowedFields);
  const fields = isSet(input?.fields) ? checkFields('fields', input.fields, allowed) : null;
  const where = isSet(input?.where) ? conditionFromInput(input.where, { allowedFields: allowed }) : null;
  const sort = isSet(input?.sort)
    ? checkSort('sort', input.sort.map(({ field, direction }) => ({ field, direction: direction ?? SortDirection.ASC })), allowed)
    : (options.defaultSort ?? []).map((s) => ({ ...s }));
  const { limit, offset } = resolvePaging({ limit: input?.limit ?? undefined, offset: input?.offset ?? undefined }, options);
  return { fields, where, sort, join: [], limit, offset, cache: true };
}
