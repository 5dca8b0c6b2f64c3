import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The room a Discord guild's activity opens (POST /rooms/discord/{guild}): one per guild, the guild id the primary key,
 * so creates racing for one guild end in one row and one room (discord-room.service.ts). The room goes, the row goes.
 */
export const DiscordGuildRoomSchema = defineEntity({
  name: 'DiscordGuildRoom',
  tableName: 'discord_guild_room',
  properties: {
    /** A Discord snowflake, 17 to 20 digits. */
    guildId: p.string().length(20).primary(),
    roomId: p.uuid().unique(),
    createdBy: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type DiscordGuildRoom = InferEntity<typeof DiscordGuildRoomSchema>;
