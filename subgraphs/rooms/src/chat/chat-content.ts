import { DomainError, httpUrlOf, imageTypeOf, isUuid, musicProviderOfHost } from '@backspin/platform';
import type { StoredSongCard } from './chat.entity.ts';

/*
 * What a message carries, read and checked before anything is written (no I/O): text and its markers, song cards,
 * a playlist, images, a gif and media URLs. Every refusal is a precise 400 (413 for a large image).
 */

export const chatLimits = {
  textMax: 2000,
  /** Spec 3, §9: own-message edit window. */
  editWindowMs: 20_000,
  historyDefault: 50,
  historyMax: 100,
  imagesMax: 4,
  mediaMax: 4,
  urlMax: 2048,
  songsMax: 5,
  mentionsMax: 20,
  emojiMax: 32,
  distinctReactionsMax: 20,
  /** Replies shown inline with a message (oldest first); `replyCount` gives the total. */
  repliesShown: 20,
} as const;

/** Spec 3, §3 and §9: the colour of a message when its author picks none. */
export const defaultChatColor = '#562DF9';

/** The avatarId a user's message carries when its author has chosen no avatar (the web player draws an initial). */
export const defaultChatAvatarId = 'default';

/**
 * Spec 3, §5: "a chat message is valid if it has text, or an image plus media". An image is an uploaded image or a
 * gif (an image by URL); media are the media URLs. So an image alone, a gif alone or media alone is not a message.
 */
export function hasChatContent(content: { text: string | null; images: number; gif: string | null; media: readonly string[] }): boolean {
  return Boolean(content.text) || ((content.images > 0 || Boolean(content.gif)) && content.media.length > 0);
}

/**
 * Spec 3, §5, message consumption tokens: a user mention is `<@user-id>` and a consumable is `<consumable:id>`
 * inside the text; the text keeps them (clients render them), the message also stores what they name.
 */
export const mentionMarker = /<@([^<>\s]{0,64})>/g;
export const consumableMarker = /<consumable:([^<>\s]{0,100})>/g;

const avatarIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const consumableIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const colorPattern = /^#[0-9A-Fa-f]{6}$/;
const linkInText = /\bhttps?:\/\/[^\s<>"']+/gi;

export interface SongCardInput {
  link: string;
  /** Ignored: the song of a card is the one the server resolves from the link. */
  songId?: string | null;
}

/** The text with what its markers name. */
export interface ParsedText {
  text: string | null;
  mentionedUserIds: string[];
  consumableId: string | null;
  /** Music-provider links found in the text. */
  songLinks: StoredSongCard[];
}

export function parseText(raw: string | null | undefined): ParsedText {
  const text = raw?.trim() ? raw.trim() : null;
  if (text && [...text].length > chatLimits.textMax) throw new DomainError('INVALID_CHAT_TEXT');
  if (!text) return { text: null, mentionedUserIds: [], consumableId: null, songLinks: [] };

  const mentioned = new Set<string>();
  for (const [, id] of text.matchAll(mentionMarker)) {
    if (!id || !isUuid(id)) throw new DomainError('INVALID_CHAT_MENTIONS');
    mentioned.add(id.toLowerCase());
  }
  if (mentioned.size > chatLimits.mentionsMax) throw new DomainError('INVALID_CHAT_MENTIONS');

  const consumables = new Set<string>();
  for (const [, id] of text.matchAll(consumableMarker)) {
    if (!id || !consumableIdPattern.test(id)) throw new DomainError('INVALID_CHAT_CONSUMABLE');
    consumables.add(id);
  }
  if (consumables.size > 1) throw new DomainError('INVALID_CHAT_CONSUMABLE');

  const songLinks: StoredSongCard[] = [];
  for (const [match] of text.matchAll(linkInText)) {
    const link = match.replace(/[.,!?;:)\]}]+$/, '');
    const provider = providerOfLink(link);
    if (provider && !songLinks.some((s) => s.link === link)) songLinks.push({ link, provider, songId: null, fromText: true });
  }
  return { text, mentionedUserIds: [...mentioned], consumableId: [...consumables][0] ?? null, songLinks };
}

/** An http(s) URL of at most 2048 characters, or null. */
const httpUrl = (raw: string): URL | null => httpUrlOf(raw, chatLimits.urlMax, { allowSpaces: true });

/** Spec 3, §5: a chat link is a music link only when its host carries one of the provider host fragments. */
export function providerOfLink(raw: string): string | null {
  const url = httpUrl(raw);
  return url ? musicProviderOfHost(url.hostname) : null;
}

/**
 * Song cards sent explicitly, then those found in the text, without repeats, at most 5 (text links beyond are
 * dropped). Each carries its link only: the song is resolved from the link (withSongIds), whatever id a client names.
 */
export function songCards(input: readonly SongCardInput[] | null | undefined, fromText: readonly StoredSongCard[]): StoredSongCard[] {
  const given = input ?? [];
  if (given.length > chatLimits.songsMax) throw new DomainError('INVALID_CHAT_SONG_LINK');
  const cards: StoredSongCard[] = [];
  for (const song of given) {
    const link = typeof song.link === 'string' ? song.link.trim() : '';
    const provider = providerOfLink(link);
    const songId = typeof song.songId === 'string' ? song.songId.trim() : null;
    if (!provider || (songId && !isUuid(songId))) throw new DomainError('INVALID_CHAT_SONG_LINK');
    if (!cards.some((c) => c.link === link)) cards.push({ link, provider, songId: null, fromText: false });
  }
  for (const card of fromText) {
    if (cards.length >= chatLimits.songsMax) break;
    if (!cards.some((c) => c.link === card.link)) cards.push(card);
  }
  return cards;
}

/** Spec 3, §5: "playlist links are resolved via a crate lookup": a crate id, or a link whose path names one. */
export function playlistIdOf(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (isUuid(value)) return value.toLowerCase();
  const url = httpUrl(value);
  const segments = url?.pathname.split('/').filter(Boolean) ?? [];
  const at = segments.findIndex((s, i) => i > 0 && isUuid(s) && /^(crates?|playlists?)$/i.test(segments[i - 1]!));
  if (at < 0) throw new DomainError('INVALID_CHAT_PLAYLIST');
  return segments[at]!.toLowerCase();
}

export function mediaUrls(gif: string | null | undefined, media: readonly string[] | null | undefined) {
  const gifUrl = gif?.trim() ? httpUrl(gif) : null;
  if (gif?.trim() && !gifUrl) throw new DomainError('INVALID_CHAT_MEDIA');
  const list = media ?? [];
  if (list.length > chatLimits.mediaMax) throw new DomainError('INVALID_CHAT_MEDIA');
  const urls = list.map((m) => {
    const url = typeof m === 'string' ? httpUrl(m) : null;
    if (!url) throw new DomainError('INVALID_CHAT_MEDIA');
    return m.trim();
  });
  return { gif: gifUrl ? gif!.trim() : null, media: urls };
}

export function avatarIdOf(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!avatarIdPattern.test(value)) throw new DomainError('INVALID_CHAT_AVATAR');
  return value;
}

export function colorOf(raw: string | null | undefined): string {
  const value = raw?.trim();
  if (!value) return defaultChatColor;
  if (!colorPattern.test(value)) throw new DomainError('INVALID_CHAT_COLOR');
  return value.toUpperCase();
}

/** One emoji (a pictographic sequence: modifiers, joiners, variation selectors, flags and keycaps included). */
export function emojiOf(raw: string): string {
  const value = typeof raw === 'string' ? raw.trim() : '';
  const emoji = /^(?:\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3|\u200D|\uFE0F)+$/u;
  if (!value || value.length > chatLimits.emojiMax || !emoji.test(value) || /^[#*0-9]+$/.test(value)) {
    throw new DomainError('INVALID_CHAT_EMOJI');
  }
  return value;
}

/** A decoded image whose type was read from its first bytes. */
export interface ChatImage {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/** The longest base64 image text taken: the largest CHAT_IMAGE_MAX_BYTES (10 MiB) in base64, with room for a data URL prefix and line breaks. */
export const chatImageMaxCharacters = 16_777_216;

/** Images sent as base64 (a data URL's prefix is allowed): at most 4, each at most `maxBytes` decoded (413 above). */
export async function decodeImages(raw: readonly string[] | null | undefined, maxBytes: number): Promise<ChatImage[]> {
  const list = raw ?? [];
  if (list.length > chatLimits.imagesMax) throw new DomainError('INVALID_CHAT_IMAGE');
  const images: ChatImage[] = [];
  for (const item of list) {
    if (typeof item !== 'string') throw new DomainError('INVALID_CHAT_IMAGE');
    const base64 = item.replace(/^data:[\w.+/-]*;base64,/, '').replace(/\s+/g, '');
    // Refuse by length before decoding: 4 base64 characters carry 3 bytes.
    if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw new DomainError('CHAT_IMAGE_TOO_LARGE', { maxBytes });
    if (!base64 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(base64)) throw new DomainError('INVALID_CHAT_IMAGE');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > maxBytes) throw new DomainError('CHAT_IMAGE_TOO_LARGE', { maxBytes });
    // The type comes from the bytes (PNG, JPEG, GIF or WebP), whatever a client claims.
    const type = await imageTypeOf(bytes);
    if (!type) throw new DomainError('INVALID_CHAT_IMAGE');
    images.push({ bytes, contentType: type.contentType, extension: type.ext });
  }
  return images;
}

export interface MusicInfo {
  type: 'ChatMusicInfo';
  providerUrls: string[];
  trackInfo: { trackName: string; artistName: string; albumName: string | null; isrc: string };
}

/** Spec 3, §3 and §5: a song card's music-info item, produced only when the song has an isrc. */
export function musicInfoOf(song: {
  isrc?: string | null;
  trackName?: string;
  artistName?: string;
  albumName?: string | null;
  links?: string[];
}): MusicInfo | null {
  const isrc = song.isrc?.trim();
  if (!isrc) return null;
  return {
    type: 'ChatMusicInfo',
    providerUrls: song.links ?? [],
    trackInfo: { trackName: song.trackName ?? '', artistName: song.artistName ?? '', albumName: song.albumName ?? null, isrc },
  };
}
