import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A DJ as the console sees one (GET /admin/djs): a user who has played songs in rooms, with the totals of their plays.
 * A read-only view over room_play (a virtual entity: no table, no migration), so it is never out of step with the plays.
 */
export const DjSchema = defineEntity({
  name: 'Dj',
  expression: `select dj_id as id, count(*)::int as plays, count(distinct room_id)::int as rooms,
    coalesce(sum(up_votes), 0)::int as up_votes, coalesce(sum(down_votes), 0)::int as down_votes,
    min(started_at) as first_played_at, max(started_at) as last_played_at, min(started_at) as created_at,
    (array_agg(room_id order by started_at desc, id desc))[1] as last_room_id
    from rooms.room_play group by dj_id`,
  properties: {
    id: p.uuid(),
    plays: p.integer(),
    rooms: p.integer(),
    upVotes: p.integer(),
    downVotes: p.integer(),
    firstPlayedAt: p.datetime(),
    lastPlayedAt: p.datetime(),
    /** The room of their latest play (the console links to it). */
    lastRoomId: p.uuid(),
    /** When they became a DJ: their first play (the admin lists' default order is newest first by it). */
    createdAt: p.datetime(),
  },
});
export type Dj = InferEntity<typeof DjSchema>;
