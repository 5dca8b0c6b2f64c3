import {
  djTypes as serverDjTypes,
  roomDesigns as serverRoomDesigns,
  roomVisibilities as serverRoomVisibilities,
} from '@backspin/contracts/room-options';
import type { DjType, RoomDesign, RoomVisibility } from '../gql/graphql';
import { httpUrlOf } from '@backspin/contracts/validation';

/**
 * A room's settings as the rooms subgraph checks them (README "Who may do what"; rooms/room.service.ts), so a
 * form can say what is wrong before asking. The server stays the judge: its answer is shown as it comes.
 */
export const roomLimits = {
  nameMax: 80,
  descriptionMax: 500,
  slugMin: 3,
  slugMax: 64,
  djsMin: 1,
  djsMax: 10,
  djsDefault: 5,
  passwordMin: 4,
  passwordMax: 128,
  urlMax: 2048,
  pinnedMax: 5,
  pinnedTextMax: 500,
} as const;

// The option lists are the server's own (platform), checked against the API's enums.
export const roomDesigns = serverRoomDesigns satisfies readonly RoomDesign[];
export const djTypes = serverDjTypes satisfies readonly DjType[];
export const roomVisibilities = serverRoomVisibilities satisfies readonly RoomVisibility[];

/** Characters as the server counts them (code points, so an emoji is one). */
export const characters = (text: string): number => [...text].length;

/** The slug rule of platform's isRoomSlug: 3 to 64 lowercase letters, digits or hyphens, a letter or digit at both ends. */
export function isRoomSlug(value: string): boolean {
  return /^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/.test(value);
}

/** A slug suggested from a room's name: "Café Tunes!" → "cafe-tunes"; too short ones get "-room". */
export function slugFromName(name: string): string {
  let slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, roomLimits.slugMax)
    .replace(/-+$/, '');
  if (slug.length === 0) return '';
  if (slug.length < roomLimits.slugMin) slug = `${slug}-room`;
  return slug;
}

export type RoomFieldProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'descriptionTooLong'
  | 'slugInvalid'
  | 'seatsOutOfRange'
  | 'passwordLength'
  | 'urlInvalid'
  | 'pinnedTooMany'
  | 'pinnedTextLength';

export interface RoomFormValues {
  name: string;
  slug: string;
  description: string;
  numberOfDjs: string;
  type: RoomVisibility;
  /** Empty: none (or unchanged). */
  password: string;
  externalUrl: string;
}

/** An absolute http(s) URL of at most 2048 characters (empty is fine: no URL). */
export function isHttpUrl(raw: string): boolean {
  // The server's rule for room URLs (spaces are taken, as %20).
  return httpUrlOf(raw, roomLimits.urlMax, { allowSpaces: true }) !== null;
}

/** The seat count a form field holds, or null when it is not a whole number from 1 to 10. */
export function seatsOf(raw: string): number | null {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isInteger(value) || value < roomLimits.djsMin || value > roomLimits.djsMax) return null;
  return value;
}

/** What is wrong with each field of a room form (fields left out are fine). */
export function roomFormProblems(values: RoomFormValues): Partial<Record<keyof RoomFormValues, RoomFieldProblem>> {
  const problems: Partial<Record<keyof RoomFormValues, RoomFieldProblem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if (characters(name) > roomLimits.nameMax) problems.name = 'nameTooLong';
  if (!isRoomSlug(values.slug.trim().toLowerCase())) problems.slug = 'slugInvalid';
  if (characters(values.description.trim()) > roomLimits.descriptionMax) problems.description = 'descriptionTooLong';
  if (seatsOf(values.numberOfDjs) === null) problems.numberOfDjs = 'seatsOutOfRange';
  const passwordLength = characters(values.password);
  if (values.type === 'PRIVATE' && passwordLength > 0 && (passwordLength < roomLimits.passwordMin || passwordLength > roomLimits.passwordMax)) {
    problems.password = 'passwordLength';
  }
  if (values.externalUrl.trim() && !isHttpUrl(values.externalUrl)) problems.externalUrl = 'urlInvalid';
  return problems;
}

/** What is wrong with a list of pinned messages, or null. */
export function pinnedMessagesProblem(texts: readonly string[]): RoomFieldProblem | null {
  if (texts.length > roomLimits.pinnedMax) return 'pinnedTooMany';
  if (texts.some((text) => !text.trim() || characters(text.trim()) > roomLimits.pinnedTextMax)) return 'pinnedTextLength';
  return null;
}
