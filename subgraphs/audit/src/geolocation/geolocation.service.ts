import { can, DomainError, type Identity } from '@backspin/platform';
import type { GeoDatabase } from './geolocation.database.ts';
import { canonicalIp, isSpecialPurpose } from './ip-address.ts';

export const geolocationSources = ['DATABASE', 'NOT_IN_DATABASE', 'PRIVATE_ADDRESS', 'NO_ADDRESS'] as const;
export type GeolocationSource = (typeof geolocationSources)[number];

export interface Geolocation {
  /** The address located, canonical (IPv4-mapped IPv6 as IPv4); null when the caller's address is unknown. */
  ip: string | null;
  country: string | null;
  region: string | null;
  source: GeolocationSource;
  /** The database asked (package@version); null when none was (a special-purpose address, no address). */
  database: string | null;
}

/**
 * Geolocation (spec 3 §7 "POST /geolocate", "GET /geolocate"): an address → its country, and region where the
 * database knows one, from an offline database in memory; nothing is ever asked over the network.
 *
 * Who: anyone holding a token (users, bots, guests) locates their own address, the one the gateway signed into the
 * identity (`clientIp`, X-Forwarded-For believed only from `TRUST_PROXY` peers); another address needs `audit.read`
 * (moderators, staff; services hold every permission). Anonymous callers: 401.
 */
export class GeolocationService {
  private database: GeoDatabase | undefined;

  /** `database` is made on first use (the package reads its data into memory then). */
  constructor(private readonly openDatabase: () => GeoDatabase) {}

  geolocate(identity: Identity, ip?: string | null): Geolocation {
    if (identity.tokenType === 'anonymous') throw new DomainError('UNAUTHORIZED');
    // An empty value is no value (the spec's clients skip empty query parameters): the caller's own address.
    const given = ip?.trim() ?? '';
    const own = identity.clientIp ? canonicalIp(identity.clientIp) : null;
    let target = own;
    if (given !== '') {
      target = canonicalIp(given);
      if (target === null) throw new DomainError('INVALID_GEOLOCATION_IP');
      if (target !== own && !can(identity, 'audit.read')) throw new DomainError('GEOLOCATION_IP_FORBIDDEN');
    }
    return this.locate(target);
  }

  /** A canonical address (or none) located: special-purpose addresses are never looked up. */
  locate(ip: string | null): Geolocation {
    if (ip === null) return { ip: null, country: null, region: null, source: 'NO_ADDRESS', database: null };
    if (isSpecialPurpose(ip)) return { ip, country: null, region: null, source: 'PRIVATE_ADDRESS', database: null };
    this.database ??= this.openDatabase();
    const found = this.database.lookup(ip);
    return found
      ? { ip, country: found.country, region: found.region, source: 'DATABASE', database: this.database.name }
      : { ip, country: null, region: null, source: 'NOT_IN_DATABASE', database: this.database.name };
  }
}
