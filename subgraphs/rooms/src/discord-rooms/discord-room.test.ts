import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { refusal } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import { DiscordGuildRoomSchema } from './discord-room.entity.ts';

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

let t: TestSubgraph<RoomsServices>;
const em = () => t.subgraph.db.em.fork();
const svc = () => t.subgraph.services.discordRooms;
let nextGuild = 100_000_000_000_000_000n;
const newGuild = () => String((nextGuild += 1n));

beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('Discord activity rooms', () => {
  it('opens the guild’s room once: the first caller creates and owns it, later calls answer the same room', async () => {
    const guild = newGuild();
    const first = randomUUID();
    expect(await svc().ofGuild(em(), guild)).toEqual([]);
    const room = await svc().open(em(), asUser(first), guild);
    expect(room).toMatchObject({ slug: `discord-${guild}`, ownerId: first, type: 'PUBLIC' });
    expect((await svc().open(em(), asUser(randomUUID()), guild)).id).toBe(room.id);
    expect((await svc().ofGuild(em(), guild)).map((r) => r.id)).toEqual([room.id]);
    const listed = await t.ok(guest, 'query($g: String!) { discordGuildRooms(guild: $g) { id slug } }', { g: guild });
    expect(listed.discordGuildRooms).toEqual([{ id: room.id, slug: `discord-${guild}` }]);
  });

  it('creates racing for one guild end in one room (the losers’ rooms roll back)', async () => {
    const guild = newGuild();
    const roomsBefore = await em().count(RoomSchema, {});
    const opened = await Promise.all(Array.from({ length: 8 }, () => svc().open(em(), asUser(randomUUID()), guild)));
    expect(new Set(opened.map((r) => r.id)).size).toBe(1);
    expect(await em().count(RoomSchema, {})).toBe(roomsBefore + 1);
    expect(await em().count(DiscordGuildRoomSchema, { guildId: guild })).toBe(1);
  });

  it('takes another slug when a room already holds discord-<guild>; a deleted guild room is opened anew', async () => {
    const guild = newGuild();
    const squatter = randomUUID();
    await t.ok(asUser(squatter), 'mutation($i: CreateRoomInput!) { createRoom(input: $i) { id } }', { i: { slug: `discord-${guild}`, name: 'Not the guild’s' } });
    const room = await svc().open(em(), asUser(randomUUID()), guild);
    expect(room.slug).toMatch(new RegExp(`^discord-${guild}-[0-9a-f]{6}$`));
    await t.subgraph.services.rooms.delete(em(), asUser(room.ownerId), room.id);
    expect(await svc().ofGuild(em(), guild)).toEqual([]);
    const again = await svc().open(em(), asUser(randomUUID()), guild);
    expect(again.id).not.toBe(room.id);
    expect(await em().count(DiscordGuildRoomSchema, { guildId: guild })).toBe(1);
  });

  it('refuses a malformed guild id and guests, creating nothing', async () => {
    const before = await em().count(RoomSchema, {});
    for (const bad of ['', '123', 'abc12345678901234567', '1'.repeat(21)]) {
      expect(await refusal(svc().open(em(), asUser(randomUUID()), bad))).toMatchObject({ reason: 'INVALID_DISCORD_GUILD_ID', status: 400 });
    }
    expect((await refusal(svc().open(em(), guest, newGuild()))).status).toBe(401);
    expect(await t.refused(guest, 'mutation($g: String!) { openDiscordGuildRoom(guild: $g) { id } }', { g: newGuild() })).toMatchObject({ status: 401 });
    expect(await em().count(RoomSchema, {})).toBe(before);
  });
});
