/**
 * An optimistic list (spec 3, §4 "Playlist edits": applied optimistically and rolled back on error, or the cache is
 * refetched), as plain data:
 *
 * - `base` is the last list the server sent; `reflects` is the number of the last edit it is known to contain
 *   (every edit numbered up to it had finished before that list was asked for);
 * - `edits` are the local edits not yet known to be in `base`, in the order they were made: pending ones, and
 *   finished ones the server has not shown back yet;
 * - what the user sees is `base` with those edits applied in order.
 *
 * An edit the server refuses is dropped, which rolls it back while keeping every other edit; a newer list from the
 * server drops the edits it contains. Edits must be safe to re-apply to a list that already shows them (see
 * list-edits.ts): a list asked for while an edit runs may or may not contain it.
 */
export type Apply<T> = (items: readonly T[]) => T[];

export interface Edit<T> {
  seq: number;
  apply: Apply<T>;
  /** The server has answered (and accepted it). */
  done: boolean;
}

export interface OptimisticList<T> {
  base: readonly T[];
  reflects: number;
  edits: readonly Edit<T>[];
  nextSeq: number;
  /** The server has sent a list at least once. */
  loaded: boolean;
}

export function emptyOptimisticList<T>(): OptimisticList<T> {
  return { base: [], reflects: 0, edits: [], nextSeq: 1, loaded: false };
}

/** What to show: the server's list with the local edits on top. */
export function currentItems<T>(state: OptimisticList<T>): T[] {
  return state.edits.reduce<T[]>((items, edit) => edit.apply(items), [...state.base]);
}

/** Starts an edit: it shows at once. */
export function beginEdit<T>(state: OptimisticList<T>, apply: Apply<T>): { state: OptimisticList<T>; seq: number } {
  const seq = state.nextSeq;
  return { state: { ...state, edits: [...state.edits, { seq, apply, done: false }], nextSeq: seq + 1 }, seq };
}

/** The server accepted the edit: it stays shown until a list from the server contains it. */
export function settleEdit<T>(state: OptimisticList<T>, seq: number): OptimisticList<T> {
  return { ...state, edits: state.edits.map((edit) => (edit.seq === seq ? { ...edit, done: true } : edit)) };
}

/** The server refused the edit: it is rolled back (the other edits stay). */
export function failEdit<T>(state: OptimisticList<T>, seq: number): OptimisticList<T> {
  return { ...state, edits: state.edits.filter((edit) => edit.seq !== seq) };
}

/** Whether some edit still waits for the server. */
export function hasPendingEdits<T>(state: OptimisticList<T>): boolean {
  return state.edits.some((edit) => !edit.done);
}

/**
 * The number of the last edit such that every edit up to it has finished (accepted or refused): a list asked for
 * now contains all of those. Stamp each request for the list with it and give it back to `receiveList`.
 */
export function finishedThrough<T>(state: OptimisticList<T>): number {
  const pending = state.edits.filter((edit) => !edit.done).map((edit) => edit.seq);
  return (pending.length ? Math.min(...pending) : state.nextSeq) - 1;
}

/** A list from the server, asked for when `finishedThrough` was `reflects`: it replaces the base. */
export function receiveList<T>(state: OptimisticList<T>, items: readonly T[], reflects: number): OptimisticList<T> {
  const known = Math.max(state.reflects, reflects);
  return { ...state, base: [...items], reflects: known, edits: state.edits.filter((edit) => edit.seq > known), loaded: true };
}
