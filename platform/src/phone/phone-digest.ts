import { createHmac, hkdfSync } from 'node:crypto';
import { decodeKey, type Config } from '../config/config.ts';

/**
 * The keyed hash a phone number is stored and compared under where it must not be kept in clear (address-book
 * contacts): HMAC-SHA256 of the E.164 number under CONTACT_PHONE_KEY, or a key derived from GATEWAY_SECRET with
 * HKDF-SHA256 when that is unset. Rooms stores contacts' digests; accounts computes its verified numbers' digests with
 * the same key to say whose number a digest is. A leaked table gives no numbers without the key (a plain hash of a
 * phone number is reversed by enumerating the numbering plan).
 */
export class PhoneDigester {
  private readonly key: Buffer;
  /**
   * Which key the digests are made with (16 hex digits, derived from the key, giving nothing of it away): stored beside
   * a digest, it tells a digest of the current key from one of an earlier key.
   */
  readonly keyVersion: string;

  constructor(settings: Pick<Config, 'CONTACT_PHONE_KEY' | 'gatewaySecret'>) {
    const explicit = settings.CONTACT_PHONE_KEY ? decodeKey(settings.CONTACT_PHONE_KEY) : null;
    this.key = explicit ?? Buffer.from(hkdfSync('sha256', settings.gatewaySecret, 'backspin', 'contact-phone-key/v1', 32));
    this.keyVersion = createHmac('sha256', this.key).update('contact-phone-key version').digest('hex').slice(0, 16);
  }

  /** 64 hex digits for a number in E.164 (normalise first: the digest of another spelling differs). */
  digest(e164: string): string {
    return createHmac('sha256', this.key).update(e164).digest('hex');
  }
}
