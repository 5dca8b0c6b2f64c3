import argon2 from 'argon2';

/**
 * OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The one parameter set of every password hash in the product
 * (accounts' user passwords, rooms' room and guest passwords and their lookup digests); change it here only.
 */
export const argon2idParameters = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The stored (PHC string, random salt) argon2id hash of a password. */
export function argon2idHash(password: string): Promise<string> {
  return argon2.hash(password, argon2idParameters);
}

/**
 * Whether the password matches the stored hash (which carries its own parameters and salt). A stored value that is
 * not an argon2 hash matches nothing rather than failing the request.
 */
export async function argon2idVerify(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A deterministic digest of a password: argon2id with the same cost but a caller's fixed salt, `bytes` long, in hex.
 * Equal passwords give equal digests, so a digest can be looked up by index (rooms' password lookup says why).
 */
export async function argon2idFixedSaltDigest(password: string, salt: Buffer, bytes = 32): Promise<string> {
  const digest = await argon2.hash(password, { ...argon2idParameters, salt, hashLength: bytes, raw: true });
  return digest.toString('hex');
}
