import {
  assertFieldCondition,
  isAndCondition,
  isOrCondition,
  type Condition,
  type FieldCondition,
  type Scalar,
  type SortItem,
} from './list-query.ts';

/**
 * A `Condition` → a MikroORM FilterQuery (a plain object; pass it to `em.find` / `qb.where`).
 *
 *  $eq $ne $gt $gte $lt $lte → the same operator    $in → $in, $notin → $nin
 *  $isnull → {$eq: null}, $notnull → {$ne: null}     $between [a, b] → {$gte: a, $lte: b}
 *  $starts/$ends/$cont → $like 'v%' / '%v' / '%v%'   $excl → $not {$like '%v%'}
 *  $eqL → $ilike 'v', $neL → $not {$ilike 'v'}, $startsL/$endsL/$contL → $ilike, $exclL → $not {$ilike}
 *  $inL → $or of $ilike 'v' per value, $notinL → $not {$or of $ilike}
 *
 * LIKE patterns escape `\`, `%` and `_` in the value (PostgreSQL's default escape character is `\`), so a
 * value only ever matches literally. `$not` sits at the entity level (`{$not: {name: {$like}}}`): MikroORM 7
 * renders a property-level `{name: {$not: {$like}}}` as invalid SQL. The L operators use ILIKE, so they
 * suit text columns only.
 *
 * `fieldMap` renames API fields to entity property paths; a dotted path (`owner.name`) becomes nested
 * objects (`{owner: {name: …}}`), which MikroORM joins automatically.
 */
export type MikroOrmFilter = Record<string, unknown>;

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

function nest(path: string, leaf: unknown): MikroOrmFilter {
  const keys = path.split('.');
  let result: unknown = leaf;
  for (let i = keys.length - 1; i >= 0; i--) result = { [keys[i]!]: result };
  return result as MikroOrmFilter;
}

function text(value: Scalar | Scalar[] | undefined): string {
  return escapeLike(String(value));
}

function list(value: Scalar | Scalar[] | undefined): Scalar[] {
  return Array.isArray(value) ? value : [];
}

function fieldFilter(condition: FieldCondition, fieldMap: Readonly<Record<string, string>> | undefined): MikroOrmFilter {
  assertFieldCondition(condition, 'where');
  const { field, op, value } = condition;
  const path = fieldMap && Object.hasOwn(fieldMap, field) ? fieldMap[field]! : field;
  const on = (leaf: unknown) => nest(path, leaf);
  switch (op) {
    case '$eq':
    case '$ne':
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return on({ [op]: value });
    case '$in':
      return on({ $in: list(value) });
    case '$notin':
      return on({ $nin: list(value) });
    case '$isnull':
      return on({ $eq: null });
    case '$notnull':
      return on({ $ne: null });
    case '$between': {
      const [from, to] = list(value);
      return on({ $gte: from, $lte: to });
    }
    case '$starts':
      return on({ $like: `${text(value)}%` });
    case '$ends':
      return on({ $like: `%${text(value)}` });
    case '$cont':
      return on({ $like: `%${text(value)}%` });
    case '$excl':
      return { $not: on({ $like: `%${text(value)}%` }) };
    case '$eqL':
      return on({ $ilike: text(value) });
    case '$neL':
      return { $not: on({ $ilike: text(value) }) };
    case '$startsL':
      return on({ $ilike: `${text(value)}%` });
    case '$endsL':
      return on({ $ilike: `%${text(value)}` });
    case '$contL':
      return on({ $ilike: `%${text(value)}%` });
    case '$exclL':
      return { $not: on({ $ilike: `%${text(value)}%` }) };
    case '$inL':
    case '$notinL': {
      const each = list(value).map((v) => on({ $ilike: text(v) }));
      const anyOf = each.length === 1 ? each[0]! : { $or: each };
      return op === '$inL' ? anyOf : { $not: anyOf };
    }
  }
}

export function toMikroOrmWhere(
  condition: Condition | null,
  fieldMap?: Readonly<Record<string, string>>,
): MikroOrmFilter {
  if (condition === null) return {};
  if (isAndCondition(condition)) return { $and: condition.and.map((c) => toMikroOrmWhere(c, fieldMap)) };
  if (isOrCondition(condition)) return { $or: condition.or.map((c) => toMikroOrmWhere(c, fieldMap)) };
  return fieldFilter(condition, fieldMap);
}

export type MikroOrmOrder = 'asc' | 'desc';
export interface MikroOrmOrderBy {
  [key: string]: MikroOrmOrder | MikroOrmOrderBy;
}

function orderEntry(item: SortItem, fieldMap: Readonly<Record<string, string>> | undefined): [string[], MikroOrmOrder] {
  const path = fieldMap && Object.hasOwn(fieldMap, item.field) ? fieldMap[item.field]! : item.field;
  return [path.split('.'), item.direction === 'DESC' ? 'desc' : 'asc'];
}

/**
 * Sort → MikroORM orderBy (`{createdAt: 'desc', name: 'asc'}`; dotted paths nest: `{owner: {name: 'asc'}}`).
 * Priority follows key order, so two paths under one relation separated by another key
 * (`owner.name, title, owner.id`) would merge out of order: use toMikroOrmOrderByList for those.
 */
export function toMikroOrmOrderBy(sort: readonly SortItem[], fieldMap?: Readonly<Record<string, string>>): MikroOrmOrderBy {
  const result: MikroOrmOrderBy = {};
  for (const item of sort) {
    const [keys, order] = orderEntry(item, fieldMap);
    let target = result;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        target[key] = order;
        return;
      }
      const next = target[key];
      if (typeof next === 'object') {
        target = next;
      } else {
        const created: MikroOrmOrderBy = {};
        target[key] = created;
        target = created;
      }
    });
  }
  return result;
}

/** Sort → an array of one-key orderBy objects (MikroORM accepts it too); keeps the priority exactly. */
export function toMikroOrmOrderByList(
  sort: readonly SortItem[],
  fieldMap?: Readonly<Record<string, string>>,
): MikroOrmOrderBy[] {
  return sort.map((item) => {
    const [keys, order] = orderEntry(item, fieldMap);
    let result: MikroOrmOrder | MikroOrmOrderBy = order;
    for (let i = keys.length - 1; i >= 0; i--) result = { [keys[i]!]: result };
    return result as MikroOrmOrderBy;
  });
}
