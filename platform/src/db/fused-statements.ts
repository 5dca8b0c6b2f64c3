import { execute, type SqlRunner } from './sql.ts';

/** A piece of SQL with `?` placeholders and its parameters, in order. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** A part of `writeTogether` that must write exactly `rows` rows, or the statement fails with `otherwise` in its error. */
export interface CheckedSqlPart extends SqlPart {
  rows?: number;
  otherwise?: string;
}

/** A row of a `selectTogether` part, as PostgreSQL's `json_agg` gives it (timestamps are ISO strings). */
export type JsonRow = Record<string, unknown>;

/**
 * Several selects in one statement (one round trip instead of one each), for a hot path where the round trips cost
 * more than the work (the purchases of a group commit). Each part is a whole `select` (it may lock: `for update`); its
 * rows come back as JSON objects, so a part names its columns as its caller wants them (`"token_cost" as
 * "tokenCost"`) and the caller turns timestamps back into dates. The parts run in the order given, so one that takes
 * row locks in a set order keeps it.
 */
export async function selectTogether<K extends string>(em: SqlRunner, parts: Record<K, SqlPart>): Promise<Record<K, JsonRow[]>> {
  const names = Object.keys(parts) as K[];
  if (!names.length) return {} as Record<K, JsonRow[]>;
  const columns = names.map((name, i) => `(select coalesce(json_agg(t${i}), '[]'::json) from (${parts[name].sql}) t${i}) as ${quoted(name)}`);
  const [row] = await execute<Record<K, JsonRow[] | string>>(em, `select ${columns.join(', ')}`, names.flatMap((name) => parts[name].params));
  const rows = {} as Record<K, JsonRow[]>;
  // json comes back parsed by the pg driver; PGlite hands some builds a string.
  for (const name of names) rows[name] = typeof row![name] === 'string' ? (JSON.parse(row![name]) as JsonRow[]) : (row![name] as JsonRow[]);
  return rows;
}

/**
 * Several inserts, updates or deletes in one statement (data-modifying `WITH` queries: one round trip), answering how
 * many rows each part wrote. A part is one `insert`, `update` or `delete` without a `returning` clause (one is added).
 * They all see the database as it was when the statement began (PostgreSQL runs them on one snapshot), so no part may
 * depend on another's rows, except through constraints checked at the statement's end (a foreign key to a row
 * another part inserts is fine). A part that names the `rows` it must write is checked in the statement itself: if it
 * wrote another number, the statement fails (its error says `otherwise`) and nothing of it stays, which is what lets
 * it carry the transaction's commit (`commit: true`, in a `pipelinedTransaction`).
 */
export async function writeTogether<K extends string>(
  runner: SqlRunner,
  parts: Record<K, CheckedSqlPart>,
  options: { commit?: boolean } = {},
): Promise<Record<K, number>> {
  const names = Object.keys(parts) as K[];
  if (!names.length) return {} as Record<K, number>;
  const withs = names.map((name, i) => `w${i} as (${parts[name].sql} returning 1)`);
  const counts = names.map((name, i) => `(select count(*) from w${i})::int as ${quoted(name)}`);
  const checks = names.flatMap((name, i) => {
    const { rows, otherwise } = parts[name];
    if (rows === undefined) return [];
    if (!Number.isInteger(rows) || rows < 0) throw new Error(`fused statement: ${name} must expect a whole number of rows, not ${rows}`);
    // A failed cast is how plain SQL raises an error; the count in it keeps PostgreSQL from folding it at plan time.
    return [
      {
        sql: `case when (select count(*) from w${i}) = ${rows} then 0 else (? || ' (' || (select count(*) from w${i}) || ' rows, not ${rows})')::int end as "check_${i}"`,
        params: [`fused statement check failed: ${otherwise ?? name}`],
      },
    ];
  });
  const sql = `with ${withs.join(', ')} select ${[...counts, ...checks.map((c) => c.sql)].join(', ')}`;
  const params = [...names.flatMap((name) => parts[name].params), ...checks.flatMap((c) => c.params)];
  const [row] = options.commit && 'commitWith' in runner ? await runner.commitWith<Record<K, number | string>>(sql, params) : await execute<Record<K, number | string>>(runner, sql, params);
  const written = {} as Record<K, number>;
  for (const name of names) written[name] = Number(row![name]);
  return written;
}

function quoted(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`fused statement: a part's name must be an identifier, not ${JSON.stringify(name)}`);
  return `"${name}"`;
}
