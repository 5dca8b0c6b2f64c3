import { createHash } from 'node:crypto';
import argon2 from 'argon2';
import { DomainError } from '@backspin/platform';

/** OWASP's argon2id baseline (as accounts hashes user passwords): 19 MiB, 2 passes, 1 lane. */
const argon2Options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Room and guest passwords: 4 to 128 characters, taken as given (not trimmed). */
export const passwordLimits = { min: 4, max: 128 } as const;

export function validPassword(raw: unknown): string {
  if (typeof raw !== 'string') throw new DomainError('INVALID_ROOM_PASSWORD');
  const length = [...raw].length;
  if (length < passwordLimits.min || length > passwordLimits.max) throw new DomainError('INVALID_ROOM_PASSWORD');
  return raw;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, argon2Options);
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * 12 bits (0 to 4095) of an unsalted SHA-256 of the password, stored beside its argon2id hash. A by-password
 * lookup verifies only the rooms whose tag matches, so it costs about (private rooms with a password) / 4096
 * argon2 verifications instead of one per room. The price: someone holding the database can discard 4095 of
 * 4096 guesses with a fast hash before paying for argon2 (a 4096-fold cheaper offline guess of a room password).
 */
export function passwordTag(password: string): number {
  const digest = createHash('sha256').update('backspin:room-password\0').update(password).digest();
  return (digest[0]! << 4) | (digest[1]! >> 4);
}
