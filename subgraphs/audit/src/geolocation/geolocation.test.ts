import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueMessage, inputBoundMessage, type Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AuditServices } from '../context.ts';
import { auditSubgraph } from '../module.ts';
import type { GeoDatabase } from './geolocation.database.ts';
import { GeolocationService } from './geolocation.service.ts';
import { canonicalIp } from './ip-address.ts';

let t: TestSubgraph<AuditServices>;
beforeAll(async () => {
  t = await startTestSubgraph(auditSubgraph);
});
afterAll(() => t?.stop());

const GEOLOCATE = 'query($ip: String) { geolocate(ip: $ip) { ip country region source database } }';
const user = (clientIp?: string): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'], ...(clientIp ? { clientIp } : {}) });
const guest = (clientIp: string): Identity => ({ userId: randomUUID(), tokenType: 'guest', roles: [], clientIp });
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['staff'], clientIp: '127.0.0.1' };
const moderator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['moderator'] };
const service: Identity = { userId: 'economy', tokenType: 'service', roles: [] };

// Addresses whose country the packaged GeoLite2 data gives (Google's public resolvers, MaxMind's own British test
// address, a Japanese and a German network), so the answers come from the database the product ships, not a fake.
const database = /^geoip-country@\d+\.\d+\.\d+$/;

describe('geolocate: the caller’s own address', () => {
  it('answers the country of the address the gateway signed into the identity, from the packaged database', async () => {
    const { geolocate } = await t.ok(user('8.8.8.8'), GEOLOCATE);
    expect(geolocate).toEqual({ ip: '8.8.8.8', country: 'US', region: null, source: 'DATABASE', database: expect.stringMatching(database) });
  });

  it('answers IPv6 addresses too, and names an IPv4-mapped IPv6 client by its IPv4 address', async () => {
    expect((await t.ok(user('2001:4860:4860::8888'), GEOLOCATE)).geolocate).toMatchObject({ ip: '2001:4860:4860::8888', country: 'US', source: 'DATABASE' });
    expect((await t.ok(user('::ffff:8.8.4.4'), GEOLOCATE)).geolocate).toMatchObject({ ip: '8.8.4.4', country: 'US', source: 'DATABASE' });
  });

  it('answers guests too, and an empty ip is the caller’s own', async () => {
    expect((await t.ok(guest('8.8.8.8'), GEOLOCATE, { ip: '' })).geolocate).toMatchObject({ ip: '8.8.8.8', country: 'US' });
  });

  it('answers a loopback or private caller, and one whose address is unknown, with country null rather than an error', async () => {
    expect((await t.ok(user('127.0.0.1'), GEOLOCATE)).geolocate).toEqual({ ip: '127.0.0.1', country: null, region: null, source: 'PRIVATE_ADDRESS', database: null });
    expect((await t.ok(user('::1'), GEOLOCATE)).geolocate).toMatchObject({ ip: '::1', country: null, source: 'PRIVATE_ADDRESS' });
    expect((await t.ok(user('192.168.1.20'), GEOLOCATE)).geolocate).toMatchObject({ country: null, source: 'PRIVATE_ADDRESS' });
    expect((await t.ok(user(), GEOLOCATE)).geolocate).toEqual({ ip: null, country: null, region: null, source: 'NO_ADDRESS', database: null });
  });

  it('refuses anonymous callers (401)', async () => {
    expect(await t.refused({ userId: null, tokenType: 'anonymous', roles: [], clientIp: '8.8.8.8' }, GEOLOCATE)).toMatchObject({ status: 401 });
  });
});

describe('geolocate: a given address', () => {
  it('answers moderators, staff and services for any address, written in any form', async () => {
    expect((await t.ok(staff, GEOLOCATE, { ip: '2001:4860:4860:0:0:0:0:8844' })).geolocate).toMatchObject({ ip: '2001:4860:4860::8844', country: 'US', source: 'DATABASE' });
    expect((await t.ok(moderator, GEOLOCATE, { ip: ' 8.8.8.8 ' })).geolocate).toMatchObject({ ip: '8.8.8.8', country: 'US' });
    expect((await t.ok(service, GEOLOCATE, { ip: '2001:4860:4860::8888' })).geolocate).toMatchObject({ country: 'US' });
    expect((await t.ok(staff, GEOLOCATE, { ip: '81.2.69.142' })).geolocate).toMatchObject({ country: 'GB', source: 'DATABASE' });
    expect((await t.ok(staff, GEOLOCATE, { ip: '1.0.16.1' })).geolocate).toMatchObject({ country: 'JP', source: 'DATABASE' });
    expect((await t.ok(staff, GEOLOCATE, { ip: '2a02:8108::1' })).geolocate).toMatchObject({ country: 'DE', source: 'DATABASE' });
  });

  it('answers private, loopback, link-local, documentation and multicast addresses with country null, never asking the database', async () => {
    for (const ip of ['10.1.2.3', '172.16.0.1', '100.64.0.1', '169.254.1.1', '192.0.2.1', '203.0.113.9', '224.0.0.1', '0.0.0.0', '::', 'fe80::1', 'fd00::1', '2001:db8::1', 'ff02::1', '::ffff:192.168.0.1']) {
      const { geolocate } = await t.ok(staff, GEOLOCATE, { ip });
      expect(geolocate, ip).toMatchObject({ country: null, region: null, source: 'PRIVATE_ADDRESS', database: null });
    }
  });

  it('refuses what is not an IPv4 or IPv6 address with a 400 and the catalogue message', async () => {
    for (const ip of ['not-an-ip', '8.8.8', '1.2.3.256', '08.8.8.8', '[::1]', '8.8.8.8:53', 'fe80::1%eth0', '::gggg', 'example.com', '1'.repeat(46)]) {
      expect(await t.refused(staff, GEOLOCATE, { ip }), ip).toEqual({ status: 400, message: catalogueMessage('INVALID_GEOLOCATION_IP') });
    }
    expect(await t.refused(staff, GEOLOCATE, { ip: '8.8.8.8\u0000' })).toEqual({ status: 400, message: inputBoundMessage('INPUT_NUL_CHARACTER', 'ip') });
    // Checked before who may ask: a user learns only that the value is malformed.
    expect(await t.refused(user('8.8.8.8'), GEOLOCATE, { ip: 'nope' })).toMatchObject({ status: 400 });
  });

  it('lets a user or guest name only their own address: another one is 403 for them', async () => {
    const forbidden = { status: 403, message: catalogueMessage('GEOLOCATION_IP_FORBIDDEN') };
    expect(await t.refused(user('8.8.8.8'), GEOLOCATE, { ip: '8.8.4.4' })).toEqual(forbidden);
    expect(await t.refused(guest('8.8.8.8'), GEOLOCATE, { ip: '10.0.0.1' })).toEqual(forbidden);
    expect(await t.refused(user(), GEOLOCATE, { ip: '8.8.8.8' })).toEqual(forbidden);
    // Their own address, however written, is theirs.
    expect((await t.ok(user('8.8.8.8'), GEOLOCATE, { ip: '::ffff:808:808' })).geolocate).toMatchObject({ ip: '8.8.8.8', country: 'US' });
    expect((await t.ok(user('2001:4860:4860::8888'), GEOLOCATE, { ip: '2001:4860:4860:0000::8888' })).geolocate).toMatchObject({ country: 'US' });
  });
});

describe('GeolocationService', () => {
  it('opens the database on first lookup only, once, and never for special-purpose addresses', () => {
    const lookup = vi.fn<GeoDatabase['lookup']>((ip) => (ip === '198.51.99.1' ? { country: 'NL', region: 'NH' } : null));
    const open = vi.fn(() => ({ name: 'fake@1.0.0', lookup }));
    const service = new GeolocationService(open);
    expect(service.locate('127.0.0.1').source).toBe('PRIVATE_ADDRESS');
    expect(open).not.toHaveBeenCalled();
    expect(service.locate('198.51.99.1')).toEqual({ ip: '198.51.99.1', country: 'NL', region: 'NH', source: 'DATABASE', database: 'fake@1.0.0' });
    expect(service.locate('198.51.99.2')).toEqual({ ip: '198.51.99.2', country: null, region: null, source: 'NOT_IN_DATABASE', database: 'fake@1.0.0' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('writes addresses in one canonical form', () => {
    expect(canonicalIp('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1');
    expect(canonicalIp('::FFFF:7F00:1')).toBe('127.0.0.1');
    expect(canonicalIp('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalIp('203.0.113.9')).toBe('203.0.113.9');
    expect(canonicalIp('fe80::1%1')).toBeNull();
  });
});
