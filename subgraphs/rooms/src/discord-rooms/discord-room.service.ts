import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, requireUser, type Identity } from '@backspin/platform';
import type { Room } from '../rooms/room.entity.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import type { RoomService } from '../rooms/room.service.ts';
import { DiscordGuildRoomSchema } from './discord-room.entity.ts';

/** A Discord snowflake (guild id). */
const guildIdPattern = /^[0-9]{17,20}$/;

/** Thrown inside the create transaction when another create for the guild committed first: rolls the new room back. */
class GuildTaken extends Error {}

/**
 * Discord activity rooms: the room a guild's activity opens, created once per guild (GET /rooms/discord/list/{guild},
 * POST /rooms/discord/{guild}). The first signed-in user to open it creates it and owns it (a PUBLIC room, slug
 * `discord-<guild>`, or with a random suffix when another room holds that slug). The guild's row is the room's
 * one claim: it is inserted in the room's transaction with ON CONFLICT DO NOTHING, so of creates racing for one guild
 * one commits and the others roll their room back and answer the winner's room. A deleted room's claim is dropped
 * by the next open, which then creates a new room.
 */
export class DiscordRoomService {
  constructor(private readonly deps: { rooms: RoomService }) {}

  /** The guild's rooms (none or one), for anyone. */
  async ofGuild(em: EntityManager, guild: string): Promise<Room[]> {
    const guildId = guildIdOf(guild);
    const row = await em.findOne(DiscordGuildRoomSchema, { guildId });
    const room = row ? await em.findOne(RoomSchema, { id: row.roomId }) : null;
    return room ? [room] : [];
  }

  /** The guild's room, created by the caller when there is none yet. */
  async open(em: EntityManager, identity: Identity, guild: string): Promise<Room> {
    const guildId = guildIdOf(guild);
    requireUser(identity);
    for (let attempt = 0; attempt < 4; attempt++) {
      const [existing] = await this.ofGuild(em.fork(), guildId);
      if (existing) return existing;
      // The guild's room was deleted since: its claim goes, so the guild can open a new one.
      await execute(em.fork(), 'delete from rooms.discord_guild_room where guild_id = ? and not exists (select 1 from rooms.room r where r.id = room_id)', [guildId]);
      const slug = attempt === 0 ? `discord-${guildId}` : `discord-${guildId}-${randomBytes(3).toString('hex')}`;
      try {
        return await em.fork().transactional(async (tx) => {
          const room = await this.deps.rooms.create(tx, identity, { slug, name: 'Discord activity', type: 'PUBLIC' });
          const claimed = await execute<{ room_id: string }>(
            tx,
            `insert into rooms.discord_guild_room (guild_id, room_id, created_by, created_at) values (?, ?::uuid, ?::uuid, now())
             on conflict (guild_id) do nothing returning room_id`,
            [guildId, room.id, room.ownerId],
          );
          if (!claimed.length) throw new GuildTaken();
          return room;
        });
      } catch (error) {
        // Another create won the guild (its row, or the slug of its room): answer its room on the next turn.
        if (error instanceof GuildTaken) continue;
        if (error instanceof DomainError && error.reason === 'ROOM_SLUG_TAKEN') continue;
        throw error;
      }
    }
    const [room] = await this.ofGuild(em.fork(), guildId);
    if (!room) throw new DomainError('ROOM_SLUG_TAKEN');
    return room;
  }
}

function guildIdOf(guild: string): string {
  const trimmed = typeof guild === 'string' ? guild.trim() : '';
  if (!guildIdPattern.test(trimmed)) throw new DomainError('INVALID_DISCORD_GUILD_ID');
  return trimmed;
}
