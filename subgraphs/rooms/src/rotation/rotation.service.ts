import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, requirePermission, requireUser, type Identity, type Peers, type PlayPointsEffect, type UserActions } from '@backspin/platform';
import { DjSeatSchema, type DjSeat, type SeatLeaveHow } from './dj-seat.entity.ts';
import { RoomSchema } from '../rooms/room.entity.ts';
import type { RoomsEffectSender } from '../jobs.ts';
import type { RoomLive } from '../live-state/room-live.service.ts';
import type { RoomStateDocument } from '../live-state/room-state.ts';
import type { RoomAuthorityService } from '../rooms/room-authority.service.ts';
import { RoomPlaySchema, RoomTurntableSchema, type PlayEndReason, type RoomPlay, type RoomTurntable } from './room-play.entity.ts';

/** What economy's point rules read of an ended play's audience (platform's PlayPointsEffect). */
export type PlayAudience = Pick<PlayPointsEffect, 'upVoterUuids' | 'listeners'>;

export interface AdvanceOptions {
  /** Advance only if this play is still the current one (a timer of that play, a skip of that song). */
  expectPlayId?: string;
  /** End the current song now, before its end time (skip, DJ left, voted off). */
  force?: boolean;
  reason?: PlayEndReason;
}

interface NextSong {
  id: string;
  duration: number | null;
  /** The library's rule (Song.playable): false when no listener could hear it. */
  playable: boolean;
  trackName: string;
  artistName: string;
}

/** What a SONG_SKIPPED notice says, for clients that show it as is (the web player translates by `reason`). */
export const unplayableSongNotice = (song: Pick<NextSong, 'trackName' | 'artistName'>) =>
  `“${song.trackName}” by ${song.artistName} was skipped: it has no audio source listeners can play`;

/** A song whose duration is unknown plays this long (seconds). */
export const unknownDurationSeconds = 240;
/** How long an advance waiting for the library may take before another instance retries it. */
const pendingRetryMs = 15_000;

/**
 * The DJ rotation. The end of the current song is stored (`room_turntable.advance_at`); whoever reaches it first
 * — this instance's timer, or any instance's sweep after a restart — advances the room under the turntable row's
 * lock, so one advance happens however many instances run:
 * 1. (locked) end the current play (recorded by a durable job), move its DJ to the end of the seats (or free the
 *    seat if they asked to leave after the song), pick the next seat, and store a pending play id;
 * 2. (no transaction held) ask the library for that DJ's next queue song with the play id — idempotent, so a retry
 *    after a crash gets the same song and the queue turns once;
 * 3. (locked, if still pending) start the play, `advance_at` = its end — only if that DJ still has the seat (they
 *    may have left during step 2), else the next seat is tried; or, with an empty queue, free that DJ's seat and try
 *    the next one; or, when the song is one no listener can play (the library says so), skip it at
 *    once with a SONG_SKIPPED notice to the room and ask for the same DJ's next song under a new pending play id;
 *    when their queue comes round to a song already skipped in this advance, nothing in it plays: they leave the
 *    seat, as with an empty queue, and the next seat is tried.
 * Step 2 runs outside any transaction: in embedded mode every subgraph shares one PGlite session.
 */
export class RotationService {
  /** Called with each play that starts (the room clock sets a timer for its end). */
  onPlayStarted: (play: RoomPlay) => void = () => {};

  /**
   * Who voted an ending play up and who heard it, read in the advance's transaction (votes and presence know; module.ts
   * wires them, as they sit above the rotation).
   */
  playAudience: (tx: EntityManager, play: RoomPlay & { endedAt: Date }) => Promise<PlayAudience> = async () => ({ upVoterUuids: [], listeners: [] });

  /**
   * The room's DJ rule, asked again as a seat's turn comes, in the advance's transaction (presence knows it; module.ts
   * wires it): a DJ it no longer lets DJ there — the room's djType changed, their dj role was taken back, their plan
   * lapsed — leaves the seat instead of playing, and the next seat is tried.
   */
  mayKeepSeat: (tx: EntityManager, seat: DjSeat) => Promise<boolean> = async () => true;

  constructor(
    private readonly deps: {
      live: RoomLive;
      peers: Peers;
      effects: RoomsEffectSender;
      authority: RoomAuthorityService;
      /** Seats left and songs played, for audit's user actions (in the transaction that frees the seat, starts the play). */
      userActions?: Pick<UserActions, 'recordWithFlush' | 'wake'>;
    },
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The room's turntable row, locked for this transaction (created the first time). */
  async lockTurntable(tx: EntityManager, roomId: string): Promise<RoomTurntable> {
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    const found = await tx.findOne(RoomTurntableSchema, { roomId }, lock);
    if (found) return found;
    await tx.upsert(
      RoomTurntableSchema,
      { roomId, currentPlayId: null, advanceAt: null, pendingPlayId: null, pendingDjId: null, updatedAt: this.clock() },
      { onConflictFields: ['roomId'], onConflictAction: 'ignore' },
    );
    tx.clear();
    const row = await tx.findOne(RoomTurntableSchema, { roomId }, lock);
    if (!row) throw new Error(`turntable of room ${roomId} vanished`);
    return row;
  }

  async currentPlay(em: EntityManager, turntable: Pick<RoomTurntable, 'currentPlayId'>): Promise<RoomPlay | null> {
    return turntable.currentPlayId ? em.findOne(RoomPlaySchema, { id: turntable.currentPlayId }) : null;
  }

  /** Starts the room when someone sits and nothing plays. */
  async startIfIdle(em: EntityManager, roomId: string): Promise<void> {
    const turntable = await em.findOne(RoomTurntableSchema, { roomId }, { disableIdentityMap: true });
    if (turntable?.currentPlayId || turntable?.pendingPlayId) return;
    await this.advance(em, roomId, {});
  }

  /**
   * Frees a DJ's seat. After the song: only meaningful for the current DJ while their song plays (the advance frees
   * the seat when it ends); otherwise the seat is freed now, and if their song was playing the room moves on to the
   * next DJ (`reason` is why that song ended; `how`, how the DJ left, for LEFT_DJ_SEAT). Leaving the seat, a
   * moderator's removal and leaving the room end here.
   */
  async freeSeat(em: EntityManager, roomId: string, userId: string, afterSong: boolean, reason: 'DJ_LEFT' | 'SKIPPED', how: SeatLeaveHow): Promise<void> {
    if (!isUuid(roomId) || !isUuid(userId)) throw new DomainError('NOT_A_DJ');
    const outcome = await em.transactional(async (tx) => {
      const turntable = await this.lockTurntable(tx, roomId);
      const seat = await tx.findOne(DjSeatSchema, { roomId, userId });
      if (!seat) throw new DomainError('NOT_A_DJ');
      const playing = await this.currentPlay(tx, turntable);
      const isCurrent = playing?.djId === userId;
      if (isCurrent) {
        // The seat of the DJ whose song plays goes when that song ends — now (the advance below) or after it — so
        // no published state shows their song playing without their seat (or another DJ spinning it).
        seat.leaveAfterSong = true;
        seat.leaveHow = how;
        await tx.flush();
        return { stop: afterSong ? null : playing.id };
      }
      this.seatLeft(tx, seat, how);
      await tx.flush();
      return { stop: null };
    });
    if (!outcome.stop) this.deps.userActions?.wake();
    // The advance ends the song and frees the seat in one transaction, and publishes that state itself.
    if (outcome.stop) await this.advance(em, roomId, { expectPlayId: outcome.stop, force: true, reason });
    await this.deps.live.stateChanged(em, roomId);
  }

  /**
   * A room being deleted (rooms' `onDelete`, in the deletion's transaction): the song playing ends (ROOM_DELETED; not
   * reported as a play, there is no room to report it under), every DJ seat is left (LEFT_DJ_SEAT `room_deleted`) and
   * the turntable goes, so no instance advances the room again or turns its DJs' queues.
   */
  async roomDeleted(tx: EntityManager, roomId: string): Promise<void> {
    const turntable = await tx.findOne(RoomTurntableSchema, { roomId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (turntable) {
      const playing = await this.currentPlay(tx, turntable);
      if (playing && !playing.endedAt) {
        playing.endedAt = this.clock();
        playing.endReason = 'ROOM_DELETED';
      }
      tx.remove(turntable);
    }
    for (const seat of await tx.find(DjSeatSchema, { roomId })) this.seatLeft(tx, seat, 'room_deleted');
    await tx.flush();
  }

  /** Frees the seats of users who left the room (presence ended, kicked, banned) or were made djDisabled (`how`). */
  async usersLeft(em: EntityManager, roomId: string, userIds: readonly string[], how: SeatLeaveHow): Promise<void> {
    for (const userId of userIds) {
      if (await em.count(DjSeatSchema, { roomId, userId })) await this.freeSeat(em, roomId, userId, false, 'DJ_LEFT', how);
    }
  }

  /** Skip the current song: its DJ or a room moderator. */
  async skip(em: EntityManager, identity: Identity, roomId: string): Promise<void> {
    const userId = requireUser(identity);
    if (!isUuid(roomId)) throw new DomainError('ROOM_NOT_FOUND');
    const turntable = await em.findOne(RoomTurntableSchema, { roomId }, { disableIdentityMap: true });
    const play = turntable ? await this.currentPlay(em, turntable) : null;
    if (!play) throw new DomainError('NOTHING_PLAYING');
    if (play.djId !== userId && !(await this.deps.authority.canModerate(em, identity, roomId))) throw new DomainError('SKIP_NOT_ALLOWED');
    await this.advance(em, roomId, { expectPlayId: play.id, force: true, reason: 'SKIPPED' });
  }

  /** Advances the room if it is due (or forced); a no-op when another instance already did. */
  async advance(em: EntityManager, roomId: string, options: AdvanceOptions): Promise<void> {
    let first = true;
    /** Per DJ, the songs skipped as unplayable in this advance. */
    const unplayable = new Map<string, Set<string>>();
    // Each round tries one seat; a DJ with an empty queue leaves and the next is tried.
    for (let round = 0; round < 32; round++) {
      const step = await em.fork().transactional(async (tx) => this.beginAdvance(tx, roomId, first ? options : {}, first));
      first = false;
      if (step.changed) this.deps.userActions?.wake();
      if (step.changed) await this.deps.live.stateChanged(em, roomId);
      if (!step.pending) return;
      let song: NextSong | null;
      try {
        const answer = await this.deps.peers.call<{ takeNextQueueSong: NextSong | null }>(
          'library',
          'mutation($playId: ID!) { takeNextQueueSong(playId: $playId) { id duration playable trackName artistName } }',
          { playId: step.pending.playId },
          { userId: step.pending.djId, tokenType: 'user', roles: ['user'] },
        );
        song = answer.takeNextQueueSong;
      } catch (error) {
        // Left pending: the sweep retries once advance_at (now + 15 s) passes, with the same play id.
        console.warn(`rooms: could not take the next song of DJ ${step.pending.djId} in room ${roomId}:`, (error as Error).message);
        return;
      }
      const pending = step.pending;
      const skipped = unplayable.get(pending.djId) ?? new Set<string>();
      unplayable.set(pending.djId, skipped);
      const started = await em.fork().transactional(async (tx) => this.finishAdvance(tx, roomId, pending, song, skipped));
      if (started !== 'superseded') this.deps.userActions?.wake();
      await this.deps.live.stateChanged(em, roomId);
      if ((started === 'unplayable' || started === 'unplayable, seat freed') && song) {
        skipped.add(song.id);
        await this.deps.live.notify(em, roomId, {
          kind: 'SONG_SKIPPED',
          userId: pending.djId,
          data: {
            reason: 'SONG_NOT_PLAYABLE',
            message: unplayableSongNotice(song),
            songId: song.id,
            trackName: song.trackName,
            artistName: song.artistName,
            djUuid: pending.djId,
            djLeftSeat: started === 'unplayable, seat freed',
          },
        });
        continue;
      }
      // After the commit, and outside the transaction's async context: the timer it sets must not inherit it.
      if (typeof started !== 'string') this.onPlayStarted(started);
      if (started !== 'skipped') return;
    }
  }

  private async beginAdvance(tx: EntityManager, roomId: string, options: AdvanceOptions, first: boolean) {
    const turntable = await this.lockTurntable(tx, roomId);
    const now = this.clock();
    if (first) {
      if (options.expectPlayId !== undefined && turntable.currentPlayId !== options.expectPlayId) return { changed: false, pending: null };
      const due = !turntable.advanceAt || turntable.advanceAt <= now;
      if (turntable.pendingPlayId && !due) return { changed: false, pending: null };
      if (turntable.currentPlayId && !options.force && !due) return { changed: false, pending: null };
    }
    let changed = false;
    const current = await this.currentPlay(tx, turntable);
    if (current) {
      current.endedAt = now;
      current.endReason = options.reason ?? 'ENDED';
      await this.recordPlay(tx, current);
      const seat = await tx.findOne(DjSeatSchema, { roomId, userId: current.djId });
      if (seat?.leaveAfterSong) this.seatLeft(tx, seat, seat.leaveHow ?? 'stepped_down');
      else if (seat) seat.turn = (await this.maxTurn(tx, roomId)) + 1;
      turntable.currentPlayId = null;
      turntable.advanceAt = null;
      changed = true;
      // The next seat is read from the database: the seats' new turns must be there first.
      await tx.flush();
    }
    let pending: { playId: string; djId: string } | null = null;
    if (turntable.pendingPlayId && turntable.pendingDjId && (await tx.count(DjSeatSchema, { roomId, userId: turntable.pendingDjId }))) {
      // A crashed or slow advance: ask again with the same play id.
      pending = { playId: turntable.pendingPlayId, djId: turntable.pendingDjId };
    } else {
      pending = null;
      for (const seat of await tx.find(DjSeatSchema, { roomId }, { orderBy: { turn: 'asc' } })) {
        if (await this.mayKeepSeat(tx, seat)) {
          pending = { playId: randomUUID(), djId: seat.userId };
          break;
        }
        this.seatLeft(tx, seat, 'not_allowed');
        changed = true;
      }
    }
    turntable.pendingPlayId = pending?.playId ?? null;
    turntable.pendingDjId = pending?.djId ?? null;
    turntable.advanceAt = pending ? new Date(now.getTime() + pendingRetryMs) : null;
    turntable.updatedAt = now;
    await tx.flush();
    return { changed, pending };
  }

  private async finishAdvance(
    tx: EntityManager,
    roomId: string,
    pending: { playId: string; djId: string },
    song: NextSong | null,
    /** This DJ's songs already skipped as unplayable in this advance. */
    skipped: ReadonlySet<string>,
  ) {
    const turntable = await this.lockTurntable(tx, roomId);
    if (turntable.pendingPlayId !== pending.playId) return 'superseded' as const;
    const now = this.clock();
    turntable.pendingPlayId = null;
    turntable.pendingDjId = null;
    turntable.updatedAt = now;
    if (!song) {
      // An empty queue: the DJ is skipped and leaves the seat.
      const seat = await tx.findOne(DjSeatSchema, { roomId, userId: pending.djId });
      if (seat) this.seatLeft(tx, seat, 'queue_empty');
      turntable.advanceAt = null;
      await tx.flush();
      return 'skipped' as const;
    }
    if (!song.playable) {
      // Minutes of silence otherwise: no play starts. The DJ's next song is asked for under a new play id (the
      // old one answers this song), unless their queue came round to a song already skipped: nothing in it plays.
      const seat = await tx.findOne(DjSeatSchema, { roomId, userId: pending.djId });
      if (!seat || seat.leaveAfterSong || skipped.has(song.id)) {
        if (seat) this.seatLeft(tx, seat, seat.leaveAfterSong ? (seat.leaveHow ?? 'stepped_down') : 'song_unplayable');
        turntable.advanceAt = null;
        await tx.flush();
        return 'unplayable, seat freed' as const;
      }
      turntable.pendingPlayId = randomUUID();
      turntable.pendingDjId = pending.djId;
      turntable.advanceAt = new Date(now.getTime() + pendingRetryMs);
      await tx.flush();
      return 'unplayable' as const;
    }
    // The DJ may have left while the library was asked (no lock held then): under the lock, a play starts only for a
    // DJ who still has the seat; otherwise the next seat is tried, as with an empty queue.
    if (!(await tx.count(DjSeatSchema, { roomId, userId: pending.djId }))) {
      turntable.advanceAt = null;
      await tx.flush();
      return 'skipped' as const;
    }
    const duration = song.duration && song.duration > 0 ? Math.round(song.duration) : unknownDurationSeconds;
    const play = tx.create(RoomPlaySchema, {
      id: pending.playId,
      roomId,
      djId: pending.djId,
      songId: song.id,
      duration,
      startedAt: now,
      endsAt: new Date(now.getTime() + duration * 1000),
      endedAt: null,
      endReason: null,
      upVotes: 0,
      downVotes: 0,
      stars: 0,
    });
    turntable.currentPlayId = play.id;
    turntable.advanceAt = play.endsAt;
    // Keyed by the play: a play is recorded once.
    this.deps.userActions?.recordWithFlush(tx, { eventId: play.id, userId: play.djId, type: 'PLAYED_SONG', at: now, roomId, detail: { songId: play.songId, playId: play.id } });
    await tx.flush();
    return play;
  }

  /** A DJ leaves their seat (written with the caller's flush), recorded for audit as LEFT_DJ_SEAT saying how. */
  private seatLeft(tx: EntityManager, seat: DjSeat, how: SeatLeaveHow): void {
    tx.remove(seat);
    this.deps.userActions?.recordWithFlush(tx, { userId: seat.userId, type: 'LEFT_DJ_SEAT', at: this.clock(), roomId: seat.roomId, detail: { how, seatId: seat.id } });
  }

  private async maxTurn(tx: EntityManager, roomId: string): Promise<number> {
    const last = await tx.findOne(DjSeatSchema, { roomId }, { orderBy: { turn: 'desc' }, fields: ['turn'] });
    return last?.turn ?? 0;
  }

  /** Rooms whose turntable is due: their song ended, or an advance was left pending. */
  async dueRooms(em: EntityManager, now = this.clock(), limit = 100): Promise<string[]> {
    const rows = await em.find(RoomTurntableSchema, { advanceAt: { $lte: now } }, { fields: ['roomId'], limit, orderBy: { advanceAt: 'asc' }, disableIdentityMap: true });
    return rows.map((r) => r.roomId);
  }

  /**
   * Queues the ended play for the library's recent plays, in the advance's transaction (a cross-subgraph effect keyed
   * by the play's id: the library records it once).
   */
  private async recordPlay(tx: EntityManager, play: RoomPlay): Promise<void> {
    const room = await tx.findOne(RoomSchema, { id: play.roomId }, { fields: ['slug'] });
    if (!room) return; // The room is being deleted: nothing to record it under.
    await this.deps.effects.send(tx, 'library.record-play', play.id, {
      roomSlug: room.slug,
      songId: play.songId,
      djUuid: play.djId,
      voteCounts: { up: play.upVotes, down: play.downVotes, stars: play.stars },
      playedAt: play.startedAt.toISOString(),
    });
    await this.deps.effects.send(tx, 'economy.play-points', play.id, await this.playPointsFact(tx, play));
  }

  /** The ended play's fact for economy's point rules: its DJ, how it ended, and its audience (votes and presence tell). */
  private async playPointsFact(tx: EntityManager, play: RoomPlay): Promise<PlayPointsEffect> {
    const endedAt = play.endedAt ?? this.clock();
    const audience = await this.playAudience(tx, { ...play, endedAt });
    return {
      roomId: play.roomId,
      djUuid: play.djId,
      // A play cut short by its room's deletion is never reported (roomDeleted records none): not a reason economy knows.
      endReason: play.endReason == null || play.endReason === 'ROOM_DELETED' ? 'ENDED' : play.endReason,
      startedAt: play.startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      upVoterUuids: audience.upVoterUuids,
      listeners: audience.listeners,
    };
  }

  async playsByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, RoomPlay>> {
    const valid = ids.filter(isUuid);
    const plays = valid.length ? await em.find(RoomPlaySchema, { id: { $in: valid } }) : [];
    return new Map(plays.map((p) => [p.id, p]));
  }

  /** Staff: seconds of music played, in one room or (null) in all (ended plays up to their end, current ones up to now). */
  async playedSeconds(em: EntityManager, identity: Identity, roomId: string | null): Promise<number> {
    requirePermission(identity, 'library.manage');
    if (roomId !== null && !isUuid(roomId)) throw new DomainError('ROOM_NOT_FOUND');
    const [row] = await execute<{ seconds: string | null }>(
      em,
      `select coalesce(sum(extract(epoch from (least(coalesce(ended_at, now()), ends_at) - started_at))), 0) as seconds
         from rooms.room_play ${roomId ? 'where room_id = ?' : ''}`,
      roomId ? [roomId] : [],
    );
    return Math.max(0, Math.round(Number(row?.seconds ?? 0)));
  }

  /** The now-playing part of the room state. */
  async statePart(em: EntityManager, roomId: string): Promise<Partial<RoomStateDocument>> {
    const turntable = await em.findOne(RoomTurntableSchema, { roomId }, { disableIdentityMap: true });
    const play = turntable?.currentPlayId ? await em.findOne(RoomPlaySchema, { id: turntable.currentPlayId }, { disableIdentityMap: true }) : null;
    if (!play) return { nowPlaying: null };
    return {
      nowPlaying: {
        playId: play.id,
        songId: play.songId,
        djUuid: play.djId,
        startedAt: play.startedAt.toISOString(),
        endsAt: play.endsAt.toISOString(),
        duration: play.duration,
      },
    };
  }
}
