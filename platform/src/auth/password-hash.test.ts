import { describe, expect, it } from 'vitest';
import { argon2idFixedSaltDigest, argon2idHash, argon2idVerify } from './password-hash.ts';

describe('argon2id password hashing (one parameter set for the product)', () => {
  it('hashes with the OWASP baseline and verifies only the right password', async () => {
    const hash = await argon2idHash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await argon2idVerify(hash, 'correct horse')).toBe(true);
    expect(await argon2idVerify(hash, 'correct horsE')).toBe(false);
  });

  it('a stored value that is not an argon2 hash matches nothing', async () => {
    expect(await argon2idVerify('not-a-hash', 'anything')).toBe(false);
  });

  it('gives equal digests for equal passwords under one salt, different ones otherwise', async () => {
    const salt = Buffer.alloc(16, 7);
    const a = await argon2idFixedSaltDigest('shared pass', salt);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await argon2idFixedSaltDigest('shared pass', salt)).toBe(a);
    expect(await argon2idFixedSaltDigest('shared pasS', salt)).not.toBe(a);
    expect(await argon2idFixedSaltDigest('shared pass', Buffer.alloc(16, 8))).not.toBe(a);
  });
});
