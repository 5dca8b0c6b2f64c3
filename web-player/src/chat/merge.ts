/**
 * Merging chat messages (spec 3, §4 "Chat"; docs/live-rooms.md §5): pages of history and live events come in any
 * order and may repeat a message; the list keeps one copy of each message (the one with the highest revision),
 * oldest first. Pure: no React, no lingui.
 */

/** What merging needs of a message. */
export interface MergeableMessage {
  /** The spec's uuid. */
  id: string;
  /** Grows with every change of the message: the highest wins. */
  revision: number;
  /** ISO date-time (server clock). */
  date: string;
  /** `room` for a room message, `user` otherwise. */
  type: string;
}

/** Spec 3, §9: at most this many messages are added by one merge (the oldest of them are dropped). */
export const NEW_MESSAGE_CAP = 300;

export interface MergeOptions {
  /** Cap on the messages one merge adds (default NEW_MESSAGE_CAP). */
  cap?: number;
  /**
   * The incoming messages are a fetched page (history, or a resync after reconnecting), not a live event: its
   * leading room message is dropped when the list already starts with a room message (spec 3, §4). A live
   * event, or a page of older messages, never loses its room message.
   */
  page?: boolean;
}

const time = (message: MergeableMessage): number => {
  const at = Date.parse(message.date);
  return Number.isNaN(at) ? 0 : at;
};

/** Oldest first; messages of the same instant by id, so the order never depends on arrival. */
export function byDate(a: MergeableMessage, b: MergeableMessage): number {
  return time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The copy to keep: the higher revision; on a tie the newer arrival (its joined fields, such as names, are fresher). */
function newest<T extends MergeableMessage>(kept: T, arriving: T): T {
  return arriving.revision >= kept.revision ? arriving : kept;
}

/**
 * `existing` with `incoming` merged in, oldest first: one copy per id (highest revision), at most `cap` new
 * messages added (the newest of them kept), and for a page the leading room message rule.
 */
export function mergeMessages<T extends MergeableMessage>(
  existing: readonly T[],
  incoming: readonly T[],
  options: MergeOptions = {},
): T[] {
  const cap = Math.max(0, options.cap ?? NEW_MESSAGE_CAP);

  // One copy per id within the incoming batch too.
  const arriving = new Map<string, T>();
  for (const message of incoming) {
    const seen = arriving.get(message.id);
    arriving.set(message.id, seen ? newest(seen, message) : message);
  }
  let sorted = [...arriving.values()].sort(byDate);

  const first = [...existing].sort(byDate)[0];
  const lead = sorted[0];
  if (options.page && first?.type === 'room' && lead?.type === 'room' && lead.id !== first.id) sorted = sorted.slice(1);

  const known = new Map(existing.map((message) => [message.id, message]));
  const updated = new Map<string, T>();
  const added: T[] = [];
  for (const message of sorted) {
    const kept = known.get(message.id);
    if (kept) updated.set(message.id, newest(kept, message));
    else added.push(message);
  }
  const keptAdded = added.length > cap ? added.slice(added.length - cap) : added;

  const result = existing.map((message) => updated.get(message.id) ?? message);
  return [...result, ...keptAdded].sort(byDate);
}

/** The list without one message (an optimistic one that failed, for example). */
export function withoutMessage<T extends MergeableMessage>(messages: readonly T[], id: string): T[] {
  return messages.filter((message) => message.id !== id);
}

/** The list with an optimistic message replaced by the server's copy (which a live event may have brought already). */
export function replaceMessage<T extends MergeableMessage>(messages: readonly T[], placeholderId: string, message: T): T[] {
  return mergeMessages(withoutMessage(messages, placeholderId), [message]);
}
