import { createRequire } from 'node:module';

/** What a database knows of one address. */
export interface GeoRecord {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** The subdivision (ISO 3166-2 without the country prefix) where the database has one; null otherwise. */
  region: string | null;
}

/** An offline IP-to-location database: looked up in memory, never over the network. */
export interface GeoDatabase {
  /** The package and version that answered (its data's age: geoip-country's version is its build date). */
  readonly name: string;
  /** A canonical public address (ip-address.ts); null when the database has no range holding it. */
  lookup(ip: string): GeoRecord | null;
}

interface GeoipCountryModule {
  lookup(ip: string): { country?: string } | null;
}

const require = createRequire(import.meta.url);

/**
 * geoip-country: MaxMind GeoLite2 country ranges for IPv4 and IPv6, shipped inside the package (about 7 MB, read into
 * memory at load), republished weekly with fresh data. Country only: region stays null. Loaded on first use, so a
 * process that never geolocates (most test products) never reads it.
 */
export function geoipCountryDatabase(): GeoDatabase {
  const geoip = require('geoip-country') as GeoipCountryModule;
  const { version } = require('geoip-country/package.json') as { version: string };
  return {
    name: `geoip-country@${version}`,
    lookup(ip) {
      const country = geoip.lookup(ip)?.country?.toUpperCase();
      return country && /^[A-Z]{2}$/.test(country) ? { country, region: null } : null;
    },
  };
}
