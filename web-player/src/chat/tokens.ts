/**
 * Spec 3, §5, message consumption tokens: in a message's text `<@user-id>` mentions a user and `<consumable:id>`
 * carries a consumable; links are shown as links. The text is split into tokens the panel renders (a mention as
 * "@Name"), and the composer finds the "@" being typed to offer members. Pure: no React, no lingui.
 */

export type MessageToken =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; userId: string }
  | { kind: 'consumable'; id: string }
  | { kind: 'link'; url: string };

/** The markers the rooms service reads (subgraphs/rooms/src/chat/chat.service.ts), and http(s) links. */
const tokenPattern = /<@([^<>\s]{1,64})>|<consumable:([^<>\s]{1,100})>|\bhttps?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than a link (as the service reads links). */
const trailingPunctuation = /[.,!?;:)\]}]+$/;

/** The text as tokens, in order; adjacent text is kept in one token. */
export function tokenize(text: string): MessageToken[] {
  const tokens: MessageToken[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = tokens.at(-1);
    if (last?.kind === 'text') last.text += value;
    else tokens.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const index = match.index;
    pushText(text.slice(at, index));
    const [whole, userId, consumableId] = match;
    if (userId) {
      tokens.push({ kind: 'mention', userId });
      at = index + whole.length;
    } else if (consumableId) {
      tokens.push({ kind: 'consumable', id: consumableId });
      at = index + whole.length;
    } else {
      const url = whole.replace(trailingPunctuation, '');
      tokens.push({ kind: 'link', url });
      at = index + url.length;
    }
  }
  pushText(text.slice(at));
  return tokens;
}

/** Whether a message mentions this user (the service lowercases the ids it stores). */
export function mentionsUser(message: { mentionedUserIds: readonly string[] }, userId: string): boolean {
  const id = userId.toLowerCase();
  return message.mentionedUserIds.some((mentioned) => mentioned.toLowerCase() === id);
}

/** The "@…" being typed just before the caret: where its "@" is and what follows it. */
export interface MentionQuery {
  /** Index of the "@". */
  start: number;
  query: string;
}

const MENTION_QUERY_MAX = 32;

/**
 * The mention being typed at `caret`, if any: an "@" at the start of the text or after a space or newline, then up
 * to 32 characters without a newline, "@", "<" or ">" (display names may hold spaces).
 */
export function mentionQueryAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, Math.max(0, Math.min(caret, text.length)));
  const start = before.lastIndexOf('@');
  if (start < 0) return null;
  if (start > 0 && !/\s/.test(before[start - 1]!)) return null;
  const query = before.slice(start + 1);
  if (query.length > MENTION_QUERY_MAX || /[\n@<>]/.test(query) || query.startsWith(' ')) return null;
  return { start, query };
}

export interface Member {
  id: string;
  displayName: string;
}

/** Members whose name matches the query: name prefix first, then a word's prefix, then anywhere; at most `limit`. */
export function matchMembers<M extends Member>(members: readonly M[], query: string, limit = 6): M[] {
  const q = query.trim().toLocaleLowerCase();
  const rank = (member: M): number => {
    const name = member.displayName.toLocaleLowerCase();
    if (!q || name.startsWith(q)) return 0;
    if (name.split(/\s+/).some((word) => word.startsWith(q))) return 1;
    return name.includes(q) ? 2 : -1;
  };
  return members
    .map((member, index) => ({ member, index, rank: rank(member) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.member.displayName.localeCompare(b.member.displayName) || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.member);
}

/**
 * The text with the "@query" before the caret replaced by "@Name " (what the composer shows); the caret after it.
 * The marker the server reads is put in when the text is sent (`encodeMentions`).
 */
export function insertMention(text: string, mention: MentionQuery, caret: number, member: Member): { text: string; caret: number } {
  const shown = `@${member.displayName} `;
  const end = Math.max(mention.start, Math.min(caret, text.length));
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + shown + rest, caret: mention.start + shown.length };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The composer's text as sent: each "@Name" of a member picked from the suggestions becomes their `<@id>` marker
 * (an "@" at the start or after white space, the whole name, then an end, white space or punctuation). Longer names
 * first, so "@Ada Lovelace" is not read as "@Ada"; a name typed by hand without picking stays text.
 */
export function encodeMentions(text: string, picked: readonly Member[]): string {
  const byName = new Map(picked.filter((m) => m.displayName).map((m) => [m.displayName, m.id]));
  if (!byName.size) return text;
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(^|\\s)@(${names.join('|')})(?=$|[\\s.,!?;:)\\]}])`, 'g');
  return text.replace(pattern, (_whole, lead: string, name: string) => `${lead}<@${byName.get(name)}>`);
}

/** A sent text back in the composer's words: each `<@id>` marker as "@Name" (the people named, for `encodeMentions`). */
export function decodeMentions(text: string, nameOf: (userId: string) => string | undefined): { text: string; mentioned: Member[] } {
  const mentioned: Member[] = [];
  const shown = tokenize(text)
    .map((token) => {
      if (token.kind === 'text') return token.text;
      if (token.kind === 'link') return token.url;
      if (token.kind === 'consumable') return `<consumable:${token.id}>`;
      const name = nameOf(token.userId);
      if (!name) return `<@${token.userId}>`;
      mentioned.push({ id: token.userId, displayName: name });
      return `@${name}`;
    })
    .join('');
  return { text: shown, mentioned };
}

/** The text as plain words (a reply's quote, a label): mentions as "@Name", a consumable as `consumable`. */
export function plainText(text: string, nameOf: (userId: string) => string | undefined, consumable = '🎁'): string {
  return tokenize(text)
    .map((token) => {
      if (token.kind === 'text') return token.text;
      if (token.kind === 'link') return token.url;
      if (token.kind === 'consumable') return consumable;
      return `@${nameOf(token.userId) ?? '…'}`;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
