import { createHash } from 'node:crypto';
import { argon2idFixedSaltDigest, argon2idHash, argon2idVerify, DomainError } from '@backspin/platform';
import { roomPasswordLimits } from '@backspin/contracts/room-options';

/** Room and guest passwords (platform's roomPasswordLimits), taken as given (not trimmed). */
export const passwordLimits = roomPasswordLimits;

export function validPassword(raw: unknown): string {
  if (typeof raw !== 'string') throw new DomainError('INVALID_ROOM_PASSWORD');
  const length = [...raw].length;
  if (length < passwordLimits.min || length > passwordLimits.max) throw new DomainError('INVALID_ROOM_PASSWORD');
  return raw;
}

/**
 * How many argon2id computations (hashes, verifications, lookup digests) this process ran: each costs ~25 ms of CPU
 * and 19 MiB, so the paths anyone can call are bounded in these (tests and benchmarks read the count).
 */
export const argon2Work = { operations: 0 };

export function hashPassword(password: string): Promise<string> {
  argon2Work.operations += 1;
  return argon2idHash(password);
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  argon2Work.operations += 1;
  return argon2idVerify(hash, password);
}

/** The lookup digest's salt: fixed, so the same password always gives the same digest (and can be looked up). */
const lookupSalt = createHash('sha256').update('backspin:room-password-lookup/v1').digest().subarray(0, 16);

/**
 * The lookup digest of a room password, stored beside its (salted) argon2id hash: argon2id with the same cost but a
 * fixed salt, 32 bytes in hex. Finding the private rooms of a password (POST /rooms/list) computes it once and looks
 * it up by index (exact match), so a request costs one argon2id computation however many rooms, and however many
 * rooms an attacker creates with one password: nothing is verified room by room.
 *
 * The price of a fixed salt: someone holding the database can test one guess against every room at once (one
 * argon2id per guess, not one per guess and room). Guessing still costs argon2id per try, and room passwords only
 * keep rooms unlisted; account passwords (accounts) keep their own salts.
 */
export async function passwordLookup(password: string): Promise<string> {
  argon2Work.operations += 1;
  return argon2idFixedSaltDigest(password, lookupSalt, 32);
}
