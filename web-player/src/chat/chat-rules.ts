/**
 * The chat's rules as the panel applies them before asking the server (which decides): the edit window, who may
 * delete, message and image limits, the chat-disabled time. Pure: no React, no lingui.
 */
import { musicProviderOfHost } from '@backspin/contracts/music-links';
import { httpUrlOf } from '@backspin/contracts/validation';

/** Spec 3, §9: own-message edit window. */
export const EDIT_WINDOW_MS = 20_000;
/** docs/live-rooms.md §5: text of at most 2000 characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Spec 3, §3 and §9. */
export const DEFAULT_COLOR = '#562DF9';
/** The server's default CHAT_IMAGE_MAX_BYTES (512 KiB); a server configured lower answers 413. */
export const IMAGE_MAX_BYTES = 524_288;
/** SendChatMessageInput.images: up to 4. */
export const IMAGES_MAX = 4;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
/** History page size (newest first). */
export const HISTORY_PAGE_SIZE = 50;

/** Characters as the server counts them (code points). */
export const textLength = (text: string): number => [...text].length;

interface OwnedMessage {
  date: string;
  userUuid: string | null;
  deleted: boolean;
  pending?: boolean;
}

const isOwn = (message: OwnedMessage, viewerId: string | null) =>
  !!viewerId && !!message.userUuid && message.userUuid.toLowerCase() === viewerId.toLowerCase();

/** When the author may no longer edit: 20 s after the message's date (server clock, ms). */
export function editDeadline(message: Pick<OwnedMessage, 'date'>): number {
  return Date.parse(message.date) + EDIT_WINDOW_MS;
}

/** The viewer may edit: their own live message, sent less than 20 s ago by the server clock. */
export function canEdit(message: OwnedMessage, viewerId: string | null, serverNow: number): boolean {
  return isOwn(message, viewerId) && !message.deleted && !message.pending && serverNow < editDeadline(message);
}

/** The soonest moment (server clock) one of the viewer's messages stops being editable, or null when none is. */
export function nextEditDeadline(messages: readonly OwnedMessage[], viewerId: string | null, serverNow: number): number | null {
  let soonest: number | null = null;
  for (const message of messages) {
    if (!canEdit(message, viewerId, serverNow)) continue;
    const deadline = editDeadline(message);
    if (soonest === null || deadline < soonest) soonest = deadline;
  }
  return soonest;
}

/** The viewer may delete: their own message, or anyone's as a moderator of the room. */
export function canDelete(message: OwnedMessage, viewerId: string | null, canModerate: boolean): boolean {
  if (message.deleted || message.pending || !viewerId) return false;
  return canModerate || isOwn(message, viewerId);
}

/** Why an image file cannot be attached, or null when it can. */
export function imageProblem(file: { type: string; size: number }, maxBytes = IMAGE_MAX_BYTES): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** An http(s) URL (what the server accepts for a gif), at most 2048 characters. */
export function isHttpUrl(value: string): boolean {
  // The server's rule for chat URLs (spaces are taken, as %20).
  return httpUrlOf(value, 2048, { allowSpaces: true }) !== null;
}

/** When chat is disabled until `until` (ISO), the ms left by the server clock; 0 when it is not (or no longer). */
export function chatDisabledFor(until: string | null, serverNow: number): number {
  if (!until) return 0;
  const end = Date.parse(until);
  return Number.isNaN(end) ? 0 : Math.max(0, end - serverNow);
}

/** Platform roles shown as badges beside an author's name. */
const badgeRoles = ['superUser', 'admin', 'staff', 'globalModerator', 'moderator', 'promoter', 'bot'] as const;
export type Badge = (typeof badgeRoles)[number];

export function badgesOf(roles: readonly string[] | null | undefined): Badge[] {
  return badgeRoles.filter((role) => roles?.includes(role));
}

/** A safe colour for the message's accent: a #RRGGBB from the server, else the default. */
export function colorOf(color: string | null | undefined): string {
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_COLOR;
}

/** The list is scrolled to (within `slack` px of) its end. */
export function isNearBottom(metrics: { scrollTop: number; scrollHeight: number; clientHeight: number }, slack = 48): boolean {
  return metrics.scrollHeight - metrics.scrollTop - metrics.clientHeight <= slack;
}

/** The emojis the picker offers. */
export const PICKER_EMOJIS = ['👍', '❤️', '😂', '🔥', '🎉', '😮', '😢', '🙏'] as const;

/** The first of a song's page links the server turns into a song card (a music provider's host, spec 3 §5), or null. */
export function songCardLink(links: readonly string[]): string | null {
  return links.find((link) => isHttpUrl(link) && musicProviderOfHost(new URL(link.trim()).hostname) !== null)?.trim() ?? null;
}

/**
 * Spec 3, §5: a message without text needs an image plus media. A gif's own link is its media, so a gif alone is sent
 * with it; an uploaded picture has no link before the server stores it, so it needs a few words with it.
 */
export function draftMedia(text: string, gif: string | null): string[] | null {
  return !text.trim() && gif ? [gif] : null;
}

export function needsCaption(text: string, images: number, gif: string | null): boolean {
  return !text.trim() && images > 0 && !gif;
}
