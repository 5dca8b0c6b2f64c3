import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { decodeKey } from '@backspin/platform';

/**
 * Provider tokens at rest: AES-256-GCM with a random 96-bit IV per value, stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). The associated data names the row's user, provider and field, so a value copied into another row
 * does not decrypt. The key is PROVIDER_TOKEN_KEY, else HKDF-SHA256 of the gateway secret.
 */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(settings: { PROVIDER_TOKEN_KEY?: string | undefined; gatewaySecret: string }) {
    const explicit = settings.PROVIDER_TOKEN_KEY ? decodeKey(settings.PROVIDER_TOKEN_KEY) : null;
    this.key =
      explicit ?? Buffer.from(hkdfSync('sha256', settings.gatewaySecret, 'backspin', 'provider-token-key/v1', 32));
  }

  encrypt(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plaintext, or null when the value was not made with this key and context (key changed, row tampered with). */
  decrypt(stored: string, context: string): string | null {
    const [version, iv, tag, body] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
