import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Stored form of a high-entropy secret we hand out (refresh tokens, bot secrets, link and reset tokens): its SHA-256
 * in hex. A secret of 256 random bits needs no slow hash; a leaked table gives nothing usable.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Whether two hex digests are equal, compared in constant time. */
export function hexDigestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether the presented secret hashes to the stored hash, compared in constant time. */
export function secretHashMatches(presented: string, storedHash: string): boolean {
  return hexDigestsEqual(sha256Hex(presented), storedHash);
}

/** A six-digit one-time code (phone sign-in, e-mail verification), uniformly drawn. */
export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Stored form of a short one-time code: an HMAC under a server secret (the pepper), bound to the record it was sent
 * for, so a leaked table does not give codes away by brute force and a code never counts for another request.
 */
export function oneTimeCodeHash(pepper: string, bindingId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${bindingId}:${code}`).digest('hex');
}
