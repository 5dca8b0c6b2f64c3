import { describe, expect, it } from 'vitest';
import { mergeMessages, NEW_MESSAGE_CAP, replaceMessage, withoutMessage, type MergeableMessage } from './merge';

interface Msg extends MergeableMessage {
  text?: string | null;
  deleted?: boolean;
}

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString();
const msg = (id: string, second: number, extra: Partial<Msg> = {}): Msg => ({ id, revision: 1, date: at(second), type: 'user', ...extra });
const ids = (list: readonly Msg[]) => list.map((m) => m.id);

describe('mergeMessages', () => {
  it('orders by date, oldest first, whatever order pages and events arrive in', () => {
    const page = [msg('c', 3), msg('b', 2), msg('a', 1)]; // newest first, as chatMessages answers
    expect(ids(mergeMessages([], page))).toEqual(['a', 'b', 'c']);
    expect(ids(mergeMessages([msg('d', 4)], page))).toEqual(['a', 'b', 'c', 'd']);
    // Same instant: by id, so every client shows the same order.
    expect(ids(mergeMessages([msg('y', 5)], [msg('x', 5)]))).toEqual(['x', 'y']);
  });

  it('keeps one copy per id: the highest revision, whichever arrives first', () => {
    const original = msg('a', 1, { text: 'hi', revision: 1 });
    const edited = msg('a', 1, { text: 'hello', revision: 2 });
    expect(mergeMessages([original], [edited])).toEqual([edited]);
    // A late echo of an older revision (the mutation's answer after the live event) does not undo the edit.
    expect(mergeMessages([edited], [original])).toEqual([edited]);
    // Repeats inside one batch too.
    expect(mergeMessages([], [edited, original, original])).toEqual([edited]);
  });

  it('takes the arriving copy on an equal revision (fresher names), and keeps the rest untouched', () => {
    const old = msg('a', 1, { text: 'by Ada' });
    const again = msg('a', 1, { text: 'by Ada Lovelace' });
    const other = msg('b', 2);
    const merged = mergeMessages([old, other], [again]);
    expect(merged).toEqual([again, other]);
    expect(merged[1]).toBe(other);
  });

  it('shows a deletion: the deleted copy (no content) replaces the message', () => {
    const live = msg('a', 1, { text: 'oops', revision: 1 });
    const deleted = msg('a', 1, { text: null, deleted: true, revision: 2 });
    expect(mergeMessages([live, msg('b', 2)], [deleted])).toEqual([deleted, msg('b', 2)]);
  });

  it('adds at most 300 new messages in one merge, dropping the oldest of them', () => {
    const existing = [msg('old', 0)];
    const incoming = Array.from({ length: NEW_MESSAGE_CAP + 20 }, (_, i) => msg(`n${String(i).padStart(3, '0')}`, i + 1));
    const merged = mergeMessages(existing, incoming);
    expect(merged).toHaveLength(1 + NEW_MESSAGE_CAP);
    expect(merged[0]!.id).toBe('old'); // what was there stays
    expect(merged[1]!.id).toBe('n020'); // the 20 oldest newcomers are dropped
    expect(merged.at(-1)!.id).toBe(`n${NEW_MESSAGE_CAP + 19}`);
    // Updates of known messages do not count against the cap.
    const updates = merged.map((m) => ({ ...m, revision: 2 }));
    expect(mergeMessages(merged, [...updates, msg('z', 999)], { cap: 1 })).toHaveLength(merged.length + 1);
    expect(ids(mergeMessages([], [msg('a', 1), msg('b', 2), msg('c', 3)], { cap: 2 }))).toEqual(['b', 'c']);
  });

  it('drops the leading room message of a page when the list also starts with one', () => {
    const welcome = msg('w1', 0, { type: 'room', text: 'Welcome!' });
    const list = [welcome, msg('a', 1)];
    const page = [msg('w2', 0, { type: 'room', text: 'Welcome!' }), msg('a', 1), msg('b', 2)];
    expect(ids(mergeMessages(list, page, { page: true }))).toEqual(['w1', 'a', 'b']);
    // Only when the list starts with a room message.
    expect(ids(mergeMessages([msg('a', 1)], page, { page: true }))).toEqual(['w2', 'a', 'b']);
    // Only the leading one of the page.
    const later = [msg('c', 3), msg('r', 4, { type: 'room' })];
    expect(ids(mergeMessages(list, later, { page: true }))).toEqual(['w1', 'a', 'c', 'r']);
    // The same message is an update, not a duplicate to drop.
    const edited = { ...welcome, revision: 2, text: 'Welcome, all!' };
    expect(mergeMessages(list, [edited], { page: true })[0]).toEqual(edited);
  });

  it('never drops a room message that arrives live (not a page)', () => {
    const list = [msg('w1', 0, { type: 'room' }), msg('a', 1)];
    expect(ids(mergeMessages(list, [msg('r', 2, { type: 'room' })]))).toEqual(['w1', 'a', 'r']);
  });

  it('does not change its inputs', () => {
    const existing = [msg('b', 2), msg('a', 1)];
    const incoming = [msg('c', 3)];
    mergeMessages(existing, incoming, { page: true });
    expect(ids(existing)).toEqual(['b', 'a']);
    expect(ids(incoming)).toEqual(['c']);
  });
});

describe('replaceMessage and withoutMessage', () => {
  it('swaps an optimistic message for the server copy, once even if the live event came first', () => {
    const pending = msg('pending-1', 5, { revision: 0 });
    const sent = msg('real', 4);
    expect(ids(replaceMessage([msg('a', 1), pending], 'pending-1', sent))).toEqual(['a', 'real']);
    const afterLive = mergeMessages([msg('a', 1), pending], [{ ...sent, revision: 2 }]);
    expect(replaceMessage(afterLive, 'pending-1', sent)).toEqual([msg('a', 1), { ...sent, revision: 2 }]);
    expect(ids(withoutMessage([msg('a', 1), pending], 'pending-1'))).toEqual(['a']);
  });
});
