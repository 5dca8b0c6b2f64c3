/**
 * Refreshes the geolocation database in place: runs geoip-country's own update script, which downloads MaxMind's
 * GeoLite2 country data and rewrites the package's data files. It needs network access and a MaxMind licence key
 * (free, with a GeoLite2 account): `GEOLITE2_LICENSE_KEY=… npm run geolocation:update -w subgraphs/audit`.
 * The audit service reads the files when it starts: restart it afterwards. Requests never download anything.
 *
 * The usual refresh needs neither: geoip-country is republished weekly with fresh data, so bumping the pinned version
 * (`npm install -w subgraphs/audit --save-exact geoip-country@latest`) refreshes it reproducibly (README, audit trail).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const licenceKey = process.env.GEOLITE2_LICENSE_KEY?.trim();
// The package can also build its files from the ip-location-db project's country lists (e.g. geo-whois-asn-country,
// public domain), which need no key: IP_LOCATION_DB names the list.
const ipLocationDb = process.env.IP_LOCATION_DB?.trim();
if (!licenceKey && !ipLocationDb) {
  console.error(
    'GEOLITE2_LICENSE_KEY is required: a MaxMind licence key (free with a GeoLite2 account) to download GeoLite2 country data ' +
      '(or IP_LOCATION_DB=geo-whois-asn-country for the ip-location-db list, which needs none).',
  );
  process.exit(2);
}

const packageDir = dirname(createRequire(import.meta.url).resolve('geoip-country/package.json'));
// The key travels in the environment, not on the command line, where other users' `ps` would show it.
const result = spawnSync(process.execPath, [join(packageDir, 'scripts', 'updatedb.js')], {
  cwd: packageDir,
  stdio: 'inherit',
  env: { ...process.env, ...(licenceKey ? { GEOLITE2_LICENSE_KEY: licenceKey } : {}) },
});
if (result.status !== 0) {
  console.error(`geoip-country's update failed (exit ${result.status ?? result.signal}): the packaged data stays in place.`);
  process.exit(result.status ?? 1);
}
console.log('Geolocation data refreshed: restart the audit service (or the product) to load it.');
