import { readFileSync } from 'node:fs';
import { buildSchema, introspectionFromSchema, print, validate, type DocumentNode, type IntrospectionObjectType } from 'graphql';
import type { IntrospectionResult } from 'ra-data-graphql';
import { CREATE, DELETE, GET_LIST, GET_ONE, GET_MANY, GET_MANY_REFERENCE, UPDATE } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { buildQuery, listOperations, listQueryOf, mutationInput, mutationOperations, oneOperations, operationNames, recordKeys, resourceTypes } from './buildQuery';

// The data provider's list calls, built against the committed gateway schema (no server: the schema is given).

const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** What ra-data-graphql's introspection finds for the console's resources (its own code needs the Apollo client). */
function introspect(): IntrospectionResult {
  const introspection = introspectionFromSchema(schema).__schema;
  const objects = introspection.types.filter((type): type is IntrospectionObjectType => type.kind === 'OBJECT');
  // ra-data-graphql's `queries` are the Query and the Mutation type's fields.
  const queries = objects.filter((type) => type.name === 'Query' || type.name === 'Mutation').flatMap((type) => type.fields);
  const resources = Object.values(resourceTypes).map((name) => ({
    type: objects.find((type) => type.name === name)!,
    ...Object.fromEntries(
      Object.entries(operationNames).flatMap(([fetchType, nameOf]) => queries.filter((query) => query.name === nameOf({ name })).map((query) => [fetchType, query])),
    ),
  }));
  // IntrospectionResult types `queries` as object types; ra-data-graphql fills it with the Query type's fields.
  return { types: introspection.types, queries, resources, schema: introspection } as unknown as IntrospectionResult;
}

describe('listQueryOf', () => {
  it('turns react-admin paging, sort and filters into a ListQueryInput', () => {
    expect(
      listQueryOf({
        pagination: { page: 3, perPage: 20 },
        sort: { field: 'createdAt', order: 'DESC' },
        filter: { 'email||CONT_L': 'ada', roles: ['admin', 'staff'], displayName: '', 'phone||NOTNULL': true },
      }),
    ).toEqual({
      limit: 20,
      offset: 40,
      sort: [{ field: 'createdAt', direction: 'DESC' }],
      where: {
        and: [
          { field: 'email', op: 'CONT_L', value: 'ada' },
          { field: 'roles', op: 'IN', values: ['admin', 'staff'] },
          { field: 'phone', op: 'NOTNULL' },
        ],
      },
    });
    expect(listQueryOf({ pagination: { page: 1, perPage: 10 }, filter: { status: 'PENDING' } })).toEqual({
      limit: 10,
      offset: 0,
      where: { field: 'status', op: 'EQ', value: 'PENDING' },
    });
  });

  it('takes a day given as an upper bound through its end', () => {
    expect(listQueryOf({ filter: { 'createdAt||GTE': '2028-02-28', 'createdAt||LTE': '2028-02-29' } }).where).toEqual({
      and: [
        { field: 'createdAt', op: 'GTE', value: '2028-02-28' },
        { field: 'createdAt', op: 'LT', value: '2028-03-01' },
      ],
    });
    expect(listQueryOf({ filter: { 'createdAt||LTE': '2028-12-31T10:00:00.000Z' } }).where).toEqual({ field: 'createdAt', op: 'LTE', value: '2028-12-31T10:00:00.000Z' });
  });
});

describe('GET_LIST and GET_MANY_REFERENCE', () => {
  const build = buildQuery(introspect());

  it('asks the list query with a ListQueryInput and reads the page', () => {
    const built = build(GET_LIST, 'users', { pagination: { page: 2, perPage: 5 }, sort: { field: 'displayName', order: 'ASC' }, filter: {} });
    const document = built.query as DocumentNode;
    expect(validate(schema, document)).toEqual([]);
    expect(print(document)).toMatch(/page: allUsers\(query: \$query\) \{\s*data \{[^}]*\bemail\b[^}]*\}\s*total/);
    expect(built.variables).toEqual({ query: { limit: 5, offset: 5, sort: [{ field: 'displayName', direction: 'ASC' }] } });
    expect(built.parseResponse({ data: { page: { data: [{ id: 'u1' }], total: 6 } }, loading: false, networkStatus: 7 /* NetworkStatus.ready */ })).toEqual({ data: [{ id: 'u1' }], total: 6 });
  });

  it('filters a reference list by its target', () => {
    const built = build(GET_MANY_REFERENCE, 'users', { target: 'avatarId', id: 'a1', pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(built.variables).toEqual({ query: { limit: 10, offset: 0, where: { field: 'avatarId', op: 'EQ', value: 'a1' } } });
  });

  it('names list queries that exist and take the one list query and answer the one page shape', () => {
    const queryType = schema.getQueryType()!;
    for (const [type, name] of Object.entries(listOperations)) {
      const field = queryType.getFields()[name];
      expect(field, name).toBeDefined();
      expect(field!.args.map((arg) => `${arg.name}: ${String(arg.type)}`), name).toContain('query: ListQueryInput');
      expect(String(field!.type), name).toBe(`${type}Page!`);
    }
  });
});

const ready = { loading: false, networkStatus: 7 /* NetworkStatus.ready */ } as const;

describe('the console resources', () => {
  const build = buildQuery(introspect());
  const valid = (document: unknown) => expect(validate(schema, document as DocumentNode)).toEqual([]);

  it('creates with the input type\'s fields only', () => {
    const built = build(CREATE, 'seasons', { data: { seasonName: 'S', seasonStart: '2300-01-01T00:00:00.000Z', seasonEnd: '2300-02-01T00:00:00.000Z', extra: 1 } });
    valid(built.query);
    expect(print(built.query as DocumentNode)).toMatch(/mutation createSeason\(\$input: CreateSeasonInput!\)/);
    expect(built.variables).toEqual({ input: { seasonName: 'S', seasonStart: '2300-01-01T00:00:00.000Z', seasonEnd: '2300-02-01T00:00:00.000Z' } });
    expect(built.parseResponse({ data: { data: { id: 's1' } }, ...ready })).toEqual({ data: { id: 's1' } });
  });

  it('updates with the id and only the fields that changed (a Date equal to the stored instant is no change)', () => {
    const previousData = { id: 's1', seasonName: 'Old', seasonStart: '2300-01-01T00:00:00.000Z', seasonEnd: '2300-02-01T00:00:00.000Z' };
    const data = { ...previousData, seasonName: 'New', seasonStart: new Date('2300-01-01T00:00:00.000Z') };
    const built = build(UPDATE, 'seasons', { id: 's1', data, previousData });
    valid(built.query);
    expect(built.variables).toEqual({ id: 's1', input: { seasonName: 'New' } });
    expect(mutationInput(['a', 'b'], { a: 1, b: undefined, c: 3 })).toEqual({ a: 1 });
  });

  it('deletes by id, and revokes a voucher as its delete', () => {
    expect(mutationOperations.Voucher).toBeDefined();
    const season = build(DELETE, 'seasons', { id: 's1', previousData: { id: 's1' } });
    valid(season.query);
    expect(print(season.query as DocumentNode)).toContain('deleteSeason(id: $id)');
    const voucher = build(DELETE, 'vouchers', { id: 'v1', previousData: { id: 'v1' } });
    valid(voucher.query);
    expect(print(voucher.query as DocumentNode)).toMatch(/data: revokeVoucher\(id: \$id\) \{[^}]*\bstatus\b/);
    expect(voucher.variables).toEqual({ id: 'v1' });
  });

  it('creates a voucher with its optional input', () => {
    const built = build(CREATE, 'vouchers', { data: { note: 'for Ada', expiresAt: null } });
    valid(built.query);
    expect(built.variables).toEqual({ input: { note: 'for Ada', expiresAt: null } });
  });

  it('passes a list query\'s own arguments from the reference target or the filter', () => {
    const built = build(GET_MANY_REFERENCE, 'token-transactions', { target: 'accountId', id: 'a1', pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { type: 'credit' } });
    valid(built.query);
    expect(built.variables).toEqual({ accountId: 'a1', query: { limit: 10, offset: 0, sort: [{ field: 'createdAt', direction: 'DESC' }], where: { field: 'type', op: 'EQ', value: 'credit' } } });
    const listed = build(GET_LIST, 'token-transactions', { pagination: { page: 1, perPage: 5 }, filter: { accountId: 'a2' } });
    expect(listed.variables).toEqual({ accountId: 'a2', query: { limit: 5, offset: 0 } });
  });

  it('reads many through the list query when the type has no by-ids query', () => {
    const built = build(GET_MANY, 'consumables', { ids: ['c1', 'c2'] });
    valid(built.query);
    expect(built.variables).toEqual({ query: { limit: 2, offset: 0, where: { field: 'id', op: 'IN', values: ['c1', 'c2'] } } });
    expect(built.parseResponse({ data: { page: { data: [{ id: 'c1' }] } }, ...ready })).toEqual({ data: [{ id: 'c1' }] });
  });

  it('reads a token account\'s holder as a reference', () => {
    const built = build(GET_LIST, 'token-accounts', { pagination: { page: 1, perPage: 25 }, filter: { status: 'disabled' } });
    valid(built.query);
    expect(print(built.query as DocumentNode)).toMatch(/user \{\s*id\s*\}/);
    const one = build(GET_ONE, 'consumables', { id: 'c1' });
    valid(one.query);
  });
});

const built = (call: { query: unknown }) => print(call.query as DocumentNode);

describe('moderation actions and the phone whitelist', () => {
  const build = buildQuery(introspect());
  const valid = (document: unknown) => expect(validate(schema, document as DocumentNode)).toEqual([]);

  it("reads a moderation action with its revisions on its own page only, leaving withDeleted to its default", () => {
    const one = build(GET_ONE, 'moderation-actions', { id: 'm1' });
    valid(one.query);
    const text = print(one.query as DocumentNode);
    expect(text).toMatch(/data: moderationAction\(id: \$id\)/);
    expect(text).not.toContain('withDeleted');
    expect(text).toMatch(/revisions \{[^}]*\brevision\b[^}]*\bchangedAt\b[^}]*\}/);
    expect(one.variables).toEqual({ id: 'm1' });

    const list = build(GET_LIST, 'moderation-actions', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    valid(list.query);
    expect(print(list.query as DocumentNode)).not.toContain('revisions');
  });

  it('filters the trail by actor, target, type and a time range', () => {
    const built = build(GET_LIST, 'moderation-actions', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {
        actionType: 'kickUser',
        actorId: 'a1',
        targetUserId: 't1',
        'createdAt||GTE': '2300-01-01T00:00:00.000Z',
        'createdAt||LT': '2300-02-01T00:00:00.000Z',
      },
    });
    valid(built.query);
    expect(built.variables).toEqual({
      query: {
        limit: 25,
        offset: 0,
        sort: [{ field: 'createdAt', direction: 'DESC' }],
        where: {
          and: [
            { field: 'actionType', op: 'EQ', value: 'kickUser' },
            { field: 'actorId', op: 'EQ', value: 'a1' },
            { field: 'targetUserId', op: 'EQ', value: 't1' },
            { field: 'createdAt', op: 'GTE', value: '2300-01-01T00:00:00.000Z' },
            { field: 'createdAt', op: 'LT', value: '2300-02-01T00:00:00.000Z' },
          ],
        },
      },
    });
  });

  it('creates, corrects (only the changed fields, a cleared one as null) and deletes a moderation action', () => {
    const created = build(CREATE, 'moderation-actions', { data: { actionType: 'kickUser', targetUserId: 't1', reason: 'spam' } });
    valid(created.query);
    expect(built(created)).toMatch(/createModerationAction\(input: \$input\)/);
    expect(created.variables).toEqual({ input: { actionType: 'kickUser', targetUserId: 't1', reason: 'spam' } });

    const previousData = { id: 'm1', actionType: 'kickUser', targetUserId: 't1', roomId: 'r1', reason: 'spam', revision: 1, revisions: [] };
    const updated = build(UPDATE, 'moderation-actions', { id: 'm1', data: { ...previousData, roomId: null, reason: 'flooding' }, previousData });
    valid(updated.query);
    expect(built(updated)).toMatch(/updateModerationAction\(input: \$input, id: \$id\)/);
    expect(updated.variables).toEqual({ id: 'm1', input: { roomId: null, reason: 'flooding' } });
    // The answer carries the revisions, as the record's page (where react-admin caches it) shows them.
    expect(built(updated)).toMatch(/revisions \{[^}]*\bchange\b/);

    const deleted = build(DELETE, 'moderation-actions', { id: 'm1', previousData });
    valid(deleted.query);
    expect(built(deleted)).toContain('deleteModerationAction(id: $id)');
    expect(deleted.variables).toEqual({ id: 'm1' });
  });

  it('adds a number to the whitelist with its fields as arguments, and removes an entry as its delete', () => {
    const added = build(CREATE, 'phone-whitelist', { data: { phone: '+34600000000', note: 'Tester' } });
    valid(added.query);
    expect(built(added)).toMatch(/data: addPhoneToWhitelist\(note: \$note, phone: \$phone\)/);
    expect(added.variables).toEqual({ phone: '+34600000000', note: 'Tester' });
    const withoutNote = build(CREATE, 'phone-whitelist', { data: { phone: '+34600000001' } });
    expect(withoutNote.variables).toEqual({ phone: '+34600000001' });

    const removed = build(DELETE, 'phone-whitelist', { id: 'p1', previousData: { id: 'p1' } });
    valid(removed.query);
    expect(built(removed)).toContain('data: removePhoneWhitelistEntry(id: $id)');
    expect(removed.variables).toEqual({ id: 'p1' });

    const list = build(GET_LIST, 'phone-whitelist', { pagination: { page: 1, perPage: 25 }, filter: { 'phone||CONT': '600' } });
    valid(list.query);
    expect(list.variables).toEqual({ query: { limit: 25, offset: 0, where: { field: 'phone', op: 'CONT', value: '600' } } });
  });
});

describe('users and deactivation requests', () => {
  const build = buildQuery(introspect());

  it('searches several fields with one box (`a|b||OP`) beside the other filters', () => {
    const filter = { 'email|displayName||CONT_L': 'ann', roles: 'moderator', banned: false, 'createdAt||GTE': '2026-01-01' };
    const built = build(GET_LIST, 'users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter });
    expect(validate(schema, built.query as DocumentNode)).toEqual([]);
    expect(built.variables).toEqual({
      query: {
        limit: 25,
        offset: 0,
        sort: [{ field: 'createdAt', direction: 'DESC' }],
        where: {
          and: [
            { or: [{ field: 'email', op: 'CONT_L', value: 'ann' }, { field: 'displayName', op: 'CONT_L', value: 'ann' }] },
            { field: 'roles', op: 'EQ', value: 'moderator' },
            { field: 'banned', op: 'EQ', value: 'false' },
            { field: 'createdAt', op: 'GTE', value: '2026-01-01' },
          ],
        },
      },
    });
  });

  it('lists the pending deactivation requests through pendingDeactivations', () => {
    const built = build(GET_LIST, 'deactivation-requests', { pagination: { page: 1, perPage: 25 }, sort: { field: 'requestedAt', order: 'ASC' }, filter: {} });
    expect(validate(schema, built.query as DocumentNode)).toEqual([]);
    expect(print(built.query as DocumentNode)).toMatch(/page: pendingDeactivations\(query: \$query\)[^]*userId[^]*requestedAt/);
  });
});

describe('rooms, communities, events, DJs and bots', () => {
  const build = buildQuery(introspect());
  const valid = (document: unknown) => expect(validate(schema, document as DocumentNode)).toEqual([]);

  it('names one-record queries that exist, take the record’s key and answer the type', () => {
    const queryType = schema.getQueryType()!;
    for (const [type, name] of Object.entries(oneOperations)) {
      const field = queryType.getFields()[name];
      expect(field, name).toBeDefined();
      // Taking the record's key: its id, or the field `recordKeys` names (an avatar's slug).
      expect(field!.args.map((arg) => `${arg.name}: ${String(arg.type)}`), name).toEqual([recordKeys[type] ? `${recordKeys[type]}: String!` : 'id: ID!']);
      expect(String(field!.type).replace('!', ''), name).toBe(type);
    }
  });

  it('lists rooms by name, privacy, owner and flags through adminRooms, and reads many by id through it', () => {
    const list = build(GET_LIST, 'rooms', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { 'name||CONT_L': 'lobby', type: 'PRIVATE', ownerId: 'u1', promoted: false, 'createdAt||GTE': '2300-01-01T00:00:00.000Z' },
    });
    valid(list.query);
    expect(built(list)).toMatch(/page: adminRooms\(query: \$query\) \{\s*data \{[^}]*\bhasPassword\b[^}]*\}\s*total/);
    expect(list.variables).toEqual({
      query: {
        limit: 10,
        offset: 10,
        sort: [{ field: 'name', direction: 'ASC' }],
        where: {
          and: [
            { field: 'name', op: 'CONT_L', value: 'lobby' },
            { field: 'type', op: 'EQ', value: 'PRIVATE' },
            { field: 'ownerId', op: 'EQ', value: 'u1' },
            { field: 'promoted', op: 'EQ', value: 'false' },
            { field: 'createdAt', op: 'GTE', value: '2300-01-01T00:00:00.000Z' },
          ],
        },
      },
    });
    const many = build(GET_MANY, 'rooms', { ids: ['r1'] });
    valid(many.query);
    expect(built(many)).toContain('adminRooms(query: $query)');
    // Events' `events` is the public list (no ids, no list query): many events are read through allEvents.
    const events = build(GET_MANY, 'events', { ids: ['e1'] });
    valid(events.query);
    expect(built(events)).toContain('allEvents(query: $query)');
  });

  it("reads a room by adminRoom, changes its settings by adminUpdateRoom (only what changed, a cleared one as null) and deletes it by deleteRoom", () => {
    const one = build(GET_ONE, 'rooms', { id: 'r1' });
    valid(one.query);
    expect(built(one)).toContain('data: adminRoom(id: $id)');
    const previousData = { id: 'r1', name: 'Lobby', slug: 'lobby', description: 'Old', type: 'PUBLIC', numberOfDjs: 5, promoted: false, listenerCount: 3, hasPassword: false };
    const updated = build(UPDATE, 'rooms', {
      id: 'r1',
      data: { ...previousData, name: 'Lobby 2', description: null, type: 'PRIVATE', password: 'secret', promotedProviders: ['spotify'] },
      previousData: { ...previousData, promotedProviders: [] },
    });
    valid(updated.query);
    expect(built(updated)).toMatch(/mutation adminUpdateRoom\(\$input: AdminUpdateRoomInput!, \$id: ID!\)/);
    expect(updated.variables).toEqual({ id: 'r1', input: { name: 'Lobby 2', description: null, type: 'PRIVATE', password: 'secret', promotedProviders: ['spotify'] } });
    const deleted = build(DELETE, 'rooms', { id: 'r1', previousData });
    valid(deleted.query);
    expect(built(deleted)).toContain('data: deleteRoom(id: $id)');
  });

  it('creates, reads, changes and deletes communities through the admin calls', () => {
    const list = build(GET_LIST, 'communities', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { 'name||CONT_L': 'jazz' } });
    valid(list.query);
    expect(built(list)).toContain('allCommunities(query: $query)');
    expect(built(list)).toMatch(/\bmemberCount\b/);
    const one = build(GET_ONE, 'communities', { id: 'c1' });
    valid(one.query);
    expect(built(one)).toContain('adminCommunity(id: $id)');
    const created = build(CREATE, 'communities', { data: { name: 'Jazz', slug: 'jazz', description: null, ownerId: 'u1', memberCount: 0 } });
    valid(created.query);
    expect(created.variables).toEqual({ input: { name: 'Jazz', slug: 'jazz', description: null, ownerId: 'u1' } });
    const previousData = { id: 'c1', name: 'Jazz', slug: 'jazz', imageUrl: 'https://example.com/a.png' };
    const updated = build(UPDATE, 'communities', { id: 'c1', data: { ...previousData, imageUrl: null }, previousData });
    valid(updated.query);
    expect(updated.variables).toEqual({ id: 'c1', input: { imageUrl: null } });
    const deleted = build(DELETE, 'communities', { id: 'c1', previousData });
    valid(deleted.query);
    expect(built(deleted)).toContain('deleteCommunity(id: $id)');
  });

  it('creates, reads, changes and deletes events through the admin calls', () => {
    const list = build(GET_LIST, 'events', { pagination: { page: 1, perPage: 25 }, sort: { field: 'startsAt', order: 'DESC' }, filter: { roomId: 'r1', 'startsAt||GTE': '2300-01-01T00:00:00.000Z' } });
    valid(list.query);
    expect(built(list)).toContain('allEvents(query: $query)');
    expect(list.variables).toEqual({
      query: {
        limit: 25,
        offset: 0,
        sort: [{ field: 'startsAt', direction: 'DESC' }],
        where: { and: [{ field: 'roomId', op: 'EQ', value: 'r1' }, { field: 'startsAt', op: 'GTE', value: '2300-01-01T00:00:00.000Z' }] },
      },
    });
    const one = build(GET_ONE, 'events', { id: 'e1' });
    valid(one.query);
    expect(built(one)).toContain('adminEvent(id: $id)');
    const data = { roomId: 'r1', title: 'Night', startsAt: '2300-01-01T20:00:00.000Z', endsAt: '2300-01-01T23:00:00.000Z', interestedCount: 0 };
    const created = build(CREATE, 'events', { data });
    valid(created.query);
    expect(created.variables).toEqual({ input: { roomId: 'r1', title: 'Night', startsAt: '2300-01-01T20:00:00.000Z', endsAt: '2300-01-01T23:00:00.000Z' } });
    const previousData = { id: 'e1', ...data, communityId: 'c1' };
    const updated = build(UPDATE, 'events', { id: 'e1', data: { ...previousData, title: 'Late night', communityId: null }, previousData });
    valid(updated.query);
    expect(updated.variables).toEqual({ id: 'e1', input: { title: 'Late night', communityId: null } });
    valid(build(DELETE, 'events', { id: 'e1', previousData }).query);
  });

  it('lists DJs through allDjs and reads one through adminDj; lists bots, revoked ones by a null check', () => {
    const djs = build(GET_LIST, 'djs', { pagination: { page: 1, perPage: 25 }, sort: { field: 'plays', order: 'DESC' }, filter: { 'plays||GTE': 2 } });
    valid(djs.query);
    expect(built(djs)).toContain('allDjs(query: $query)');
    expect(djs.variables).toEqual({ query: { limit: 25, offset: 0, sort: [{ field: 'plays', direction: 'DESC' }], where: { field: 'plays', op: 'GTE', value: '2' } } });
    const dj = build(GET_ONE, 'djs', { id: 'u1' });
    valid(dj.query);
    expect(built(dj)).toContain('adminDj(id: $id)');
    const bots = build(GET_LIST, 'bots', { pagination: { page: 1, perPage: 25 }, filter: { 'secretRevokedAt||NOTNULL': true } });
    valid(bots.query);
    expect(built(bots)).toMatch(/page: bots\(query: \$query\) \{\s*data \{[^}]*\bsecretActive\b/);
    expect(bots.variables).toEqual({ query: { limit: 25, offset: 0, where: { field: 'secretRevokedAt', op: 'NOTNULL' } } });
    expect(build(GET_LIST, 'bots', { pagination: { page: 1, perPage: 25 }, filter: { 'secretRevokedAt||NOTNULL': false } }).variables).toEqual({ query: { limit: 25, offset: 0 } });
  });
});

describe('avatars, their holders, the phone validations and the rankings', () => {
  const build = buildQuery(introspect());
  const valid = (document: unknown) => expect(validate(schema, document as DocumentNode)).toEqual([]);

  it('addresses an avatar by its slug: the record id is the slug, each by-key call names it', () => {
    const one = build(GET_ONE, 'avatars', { id: 'neon-cat' });
    valid(one.query);
    expect(built(one)).toMatch(/data: adminAvatar\(slug: \$slug\)/);
    expect(one.variables).toEqual({ slug: 'neon-cat' });
    expect(one.parseResponse({ data: { data: { id: 'uuid-1', slug: 'neon-cat' } }, ...ready })).toEqual({ data: { id: 'neon-cat', slug: 'neon-cat' } });

    const list = build(GET_LIST, 'avatars', { pagination: { page: 1, perPage: 25 }, filter: { avatarStatus: 'SEASON_AWARD' } });
    valid(list.query);
    expect(list.parseResponse({ data: { page: { data: [{ id: 'uuid-1', slug: 'gold' }], total: 1 } }, ...ready })).toEqual({ data: [{ id: 'gold', slug: 'gold' }], total: 1 });

    const previousData = { id: 'neon-cat', slug: 'neon-cat', name: 'Neon', avatarStatus: 'PUBLIC', discordOnly: false, imageFileId: null };
    const updated = build(UPDATE, 'avatars', { id: 'neon-cat', data: { ...previousData, discordOnly: true, imageFileId: 'f1' }, previousData });
    valid(updated.query);
    expect(built(updated)).toMatch(/data: updateAvatar\(input: \$input, slug: \$slug\)/);
    expect(updated.variables).toEqual({ slug: 'neon-cat', input: { discordOnly: true, imageFileId: 'f1' } });

    const deleted = build(DELETE, 'avatars', { id: 'neon-cat', previousData });
    valid(deleted.query);
    expect(deleted.variables).toEqual({ slug: 'neon-cat' });

    const created = build(CREATE, 'avatars', { data: { slug: 'new-one', name: 'New', avatarStatus: 'PUBLIC', discordOnly: false, imageFileId: 'f2' } });
    valid(created.query);
    expect(created.variables).toEqual({ input: { slug: 'new-one', name: 'New', avatarStatus: 'PUBLIC', discordOnly: false, imageFileId: 'f2' } });
  });

  it('reads many avatars and seasons (references) through their list queries, by key', () => {
    const avatars = build(GET_MANY, 'avatars', { ids: ['gold', 'vinyl-1'] });
    valid(avatars.query);
    expect(built(avatars)).toContain('allAvatars(query: $query)');
    expect(avatars.variables).toEqual({ query: { limit: 2, offset: 0, where: { field: 'slug', op: 'IN', values: ['gold', 'vinyl-1'] } } });
    expect(avatars.parseResponse({ data: { page: { data: [{ id: 'u', slug: 'gold' }] } }, ...ready })).toEqual({ data: [{ id: 'gold', slug: 'gold' }] });
    const seasons = build(GET_MANY, 'seasons', { ids: ['s1'] });
    valid(seasons.query);
    expect(seasons.variables).toEqual({ query: { limit: 1, offset: 0, where: { field: 'id', op: 'IN', values: ['s1'] } } });
  });

  it("lists an avatar's holders by its slug (the reference's target)", () => {
    const holders = build(GET_MANY_REFERENCE, 'avatar-assignments', { target: 'slug', id: 'gold', pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    valid(holders.query);
    expect(built(holders)).toContain('avatarAssignmentsOf(');
    expect(holders.variables).toEqual({ slug: 'gold', query: { limit: 25, offset: 0, sort: [{ field: 'createdAt', direction: 'DESC' }] } });
  });

  it("passes a Boolean list argument as a Boolean: everyone's phone validations", () => {
    const recents = build(GET_LIST, 'phone-validations', { pagination: { page: 1, perPage: 10 }, filter: { all: true, status: 'VOIP' } });
    valid(recents.query);
    expect(built(recents)).toContain('phoneValidationRecents(');
    expect(recents.variables).toEqual({ all: true, query: { limit: 10, offset: 0, where: { field: 'status', op: 'EQ', value: 'VOIP' } } });
  });

  it('reads a season ranking and the lifetime ranking with each row\'s rank', () => {
    const season = build(GET_LIST, 'ranking-statuses', { pagination: { page: 2, perPage: 25 }, sort: { field: 'balance', order: 'DESC' }, filter: { seasonId: 's1' } });
    valid(season.query);
    expect(built(season)).toMatch(/allRankingStatuses\(query: \$query\) \{\s*data \{[^}]*\brank\b/);
    expect(season.variables).toEqual({ query: { limit: 25, offset: 25, sort: [{ field: 'balance', direction: 'DESC' }], where: { field: 'seasonId', op: 'EQ', value: 's1' } } });
    const lifetime = build(GET_LIST, 'lifetime-ranking-statuses', { pagination: { page: 1, perPage: 25 }, sort: { field: 'balance', order: 'DESC' }, filter: {} });
    valid(lifetime.query);
    expect(built(lifetime)).toContain('allLifetimeRankingStatuses(');
  });

  it('filters the trail by a time range as two instants', () => {
    const range = build(GET_LIST, 'moderation-actions', {
      pagination: { page: 1, perPage: 25 },
      filter: { 'createdAt||GTE': '2300-01-01T00:00:00.000Z', 'createdAt||LT': '2300-01-02T00:00:00.000Z', actionType: 'globalBan' },
    });
    valid(range.query);
    expect((range.variables as { query: { where: unknown } }).query.where).toEqual({
      and: [
        { field: 'createdAt', op: 'GTE', value: '2300-01-01T00:00:00.000Z' },
        { field: 'createdAt', op: 'LT', value: '2300-01-02T00:00:00.000Z' },
        { field: 'actionType', op: 'EQ', value: 'globalBan' },
      ],
    });
  });
});
