import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, requireUser, type Identity, type UserActions } from '@backspin/platform';
import type { RoomsEffectSender } from '../jobs.ts';
import type { RoomLive } from '../live-state/room-live.service.ts';
import type { RoomStatePart } from '../live-state/room-state.ts';
import { RoomPresenceSchema } from '../presence/presence.entity.ts';
import { RoomPlaySchema, RoomTurntableSchema, type RoomPlay } from '../rotation/room-play.entity.ts';
import type { RotationService } from '../rotation/rotation.service.ts';
import { PlayVoteSchema, voteDirections, type VoteDirection } from './vote.entity.ts';

/**
 * Votes on the song playing: up or down, one per listener per play and changeable; the vibe meter; a like adds
 * the song to the listener's likes list. When down votes pass `skipShare` of the listeners (signed-in users in
 * the room other than the DJ), the song is voted off.
 */
export class VoteService {
  constructor(
    private readonly deps: {
      live: RoomLive;
      rotation: RotationService;
      effects: RoomsEffectSender;
      /** A vote cast or changed, for audit's user actions (one job row in the vote's transaction). */
      userActions?: Pick<UserActions, 'record' | 'wake'>;
    },
    readonly skipShare: number,
  ) {}

  async vote(em: EntityManager, identity: Identity, roomId: string, direction: string): Promise<RoomPlay> {
    if (!(voteDirections as readonly string[]).includes(direction)) throw new DomainError('INVALID_VOTE');
    return this.change(em, identity, roomId, { direction: direction as VoteDirection });
  }

  /** Likes the song playing: counted on the play, and the song joins the listener's likes list (a durable job). */
  async like(em: EntityManager, identity: Identity, roomId: string): Promise<RoomPlay> {
    return this.change(em, identity, roomId, { liked: true });
  }

  private async change(em: EntityManager, identity: Identity, roomId: string, change: { direction?: VoteDirection; liked?: true }): Promise<RoomPlay> {
    const userId = requireUser(identity);
    if (!isUuid(roomId)) throw new DomainError('ROOM_NOT_FOUND');
    const outcome = await em.transactional(async (tx) => {
      // Votes of a room are counted one after the other, under the turntable's lock.
      const turntable = await this.deps.rotation.lockTurntable(tx, roomId);
      const play = turntable.currentPlayId ? await tx.findOne(RoomPlaySchema, { id: turntable.currentPlayId }) : null;
      if (!play) throw new DomainError('NOTHING_PLAYING');
      const present = await tx.findOne(RoomPresenceSchema, { roomId, userId });
      if (!present || present.tokenRole === 'guest' || play.djId === userId) throw new DomainError('VOTE_NOT_ALLOWED');
      const existing = await tx.findOne(PlayVoteSchema, { playId: play.id, userId });
      const vote = existing ?? tx.create(PlayVoteSchema, { playId: play.id, userId, roomId, direction: null, liked: false, updatedAt: new Date() });
      const newlyLiked = change.liked && !vote.liked;
      // A vote cast, or changed (up to down, down to up), is an action; the same vote again is not.
      const voted = change.direction !== undefined && vote.direction !== change.direction ? change.direction : null;
      if (change.direction) vote.direction = change.direction;
      if (change.liked) vote.liked = true;
      vote.updatedAt = new Date();
      await tx.flush();
      const counts = await execute<{ up: string; down: string; stars: string }>(
        tx,
        `select count(*) filter (where direction = 'up') as up, count(*) filter (where direction = 'down') as down,
                count(*) filter (where liked) as stars
           from rooms.play_vote where play_id = ?`,
        [play.id],
      );
      play.upVotes = Number(counts[0]?.up ?? 0);
      play.downVotes = Number(counts[0]?.down ?? 0);
      play.stars = Number(counts[0]?.stars ?? 0);
      if (newlyLiked) await this.deps.effects.send(tx, 'library.like-song', randomUUID(), { userId, songId: play.songId });
      if (voted) await this.deps.userActions?.record(tx, { userId, type: 'VOTED', at: vote.updatedAt, roomId: play.roomId, detail: { vote: voted, playId: play.id } });
      const listeners = await tx.count(RoomPresenceSchema, { roomId, tokenRole: { $ne: 'guest' }, userId: { $ne: play.djId } });
      await tx.flush();
      return { play, newlyLiked, voted, votedOff: play.downVotes > 0 && play.downVotes > this.skipShare * listeners };
    });
    // The like is queued with the vote; run it now rather than at the next poll.
    if (outcome.newlyLiked) this.deps.effects.wake();
    if (outcome.voted) this.deps.userActions?.wake();
    await this.deps.live.stateChanged(em, roomId);
    if (outcome.votedOff) await this.deps.rotation.advance(em, roomId, { expectPlayId: outcome.play.id, force: true, reason: 'VOTED_OFF' });
    return outcome.play;
  }

  /** Listeners whose vote on the play is up (for economy's points when it ends; the DJ cannot vote on their own play). */
  async upVotersOf(tx: EntityManager, play: Pick<RoomPlay, 'id' | 'djId'>): Promise<string[]> {
    const votes = await tx.find(PlayVoteSchema, { playId: play.id, direction: 'up', userId: { $ne: play.djId } }, { fields: ['userId'], disableIdentityMap: true });
    return votes.map((v) => v.userId);
  }

  /** The votes part of the room state: counts, each listener's votes on the song (up or down, liked), the vibe meter (-100 to 100). */
  async statePart(em: EntityManager, roomId: string): Promise<RoomStatePart> {
    const turntable = await em.findOne(RoomTurntableSchema, { roomId }, { disableIdentityMap: true });
    if (!turntable?.currentPlayId) return { voteCounts: { up: 0, down: 0 }, vibeMeter: 0, allUserData: {} };
    const votes = await em.find(PlayVoteSchema, { playId: turntable.currentPlayId }, { disableIdentityMap: true });
    const up = votes.filter((v) => v.direction === 'up').length;
    const down = votes.filter((v) => v.direction === 'down').length;
    return {
      voteCounts: { up, down },
      vibeMeter: up + down ? Math.round((100 * (up - down)) / (up + down)) : 0,
      allUserData: Object.fromEntries(votes.map((v) => [v.userId, { songVotes: { vote: v.direction ?? null, star: v.liked } }])),
    };
  }
}
