import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Stored form of a high-entropy secret we hand out (bot secrets, link tokens): its SHA-256 in hex. A secret of
 * 256 random bits needs no slow hash; a leaked table gives nothing usable.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Whether the presented secret hashes to the stored hash, compared in constant time. */
export function secretHashMatches(presented: string, storedHash: string): boolean {
  const a = Buffer.from(sha256Hex(presented), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
