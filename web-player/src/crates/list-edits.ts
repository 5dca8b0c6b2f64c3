/**
 * Edits of an ordered list of things with ids (crate songs, crates), as the server will make them. Each returns a
 * new list and is safe to apply to a list that already has the edit (or lost the item meanwhile): optimistic edits
 * are re-applied on top of every newer list the server sends until the server's list shows them.
 */
export interface Keyed {
  id: string;
}

/** The item moved to `newIndex` (0-based, the index it will have; clamped to the list). Unknown id: unchanged. */
export function moveItem<T extends Keyed>(items: readonly T[], id: string, newIndex: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return [...items];
  const rest = items.filter((_, i) => i !== from);
  const to = Math.min(Math.max(Math.trunc(newIndex), 0), rest.length);
  return [...rest.slice(0, to), items[from]!, ...rest.slice(to)];
}

/** The list without the item (unchanged when it is not there). */
export function removeItem<T extends Keyed>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/**
 * `added` inserted at `position` (0-based; null or past the end: at the end), leaving out those `isPresent` says the
 * list already has (the server skips songs a crate already has, and the list may already show the real ones).
 */
export function insertItems<T>(
  items: readonly T[],
  added: readonly T[],
  position: number | null | undefined,
  isPresent: (list: readonly T[], item: T) => boolean = () => false,
): T[] {
  const fresh: T[] = [];
  for (const item of added) if (!isPresent(items, item) && !isPresent(fresh, item)) fresh.push(item);
  if (!fresh.length) return [...items];
  const at = position === null || position === undefined ? items.length : Math.min(Math.max(Math.trunc(position), 0), items.length);
  return [...items.slice(0, at), ...fresh, ...items.slice(at)];
}

/** The item with `patch` applied (unchanged when it is not there). */
export function updateItem<T extends Keyed>(items: readonly T[], id: string, patch: Partial<T>): T[] {
  return items.map((item) => (item.id === id ? { ...item, ...patch } : item));
}

/** The index an item moves to with a "move up" (-1) or "move down" (+1); null at the edge. */
export function stepIndex(items: readonly Keyed[], id: string, step: -1 | 1): number | null {
  const from = items.findIndex((item) => item.id === id);
  if (from < 0) return null;
  const to = from + step;
  return to < 0 || to >= items.length ? null : to;
}
