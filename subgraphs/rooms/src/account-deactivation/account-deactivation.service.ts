import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isoDateTimeOf, requiredUuid, requireService, type Identity } from '@backspin/platform';
import type { RotationService } from '../rotation/rotation.service.ts';
import { DjSeatSchema } from '../rotation/dj-seat.entity.ts';
import type { PresenceService } from '../presence/presence.service.ts';
import type { UserRoomsService } from '../rooms/user-rooms.service.ts';
import { AccountDeactivationSchema } from './account-deactivation.entity.ts';

/** Accounts' `rooms.account-deactivated` delivery, as the resolver receives it (strings, checked here). */
export interface AccountDeactivationDelivery {
  eventId: string;
  userId: string;
  deactivatedAt: string;
}

export interface AppliedDeactivation {
  userId: string;
  roomsDeleted: number;
  seatsFreed: number;
}

/**
 * How long after the deactivation's time a room or seat of the user still counts as theirs at the deactivation: the
 * subgraphs' clocks may differ a little, and gateways take a moment to refuse the revoked tokens. A room made after
 * that (after a reactivation, the delivery having waited for rooms) is not removed.
 */
export const deactivationGraceMs = 60_000;

/** More rounds than any user's rooms need (each deletes up to 200): a bound, never reached in practice. */
const maxDeleteRounds = 500;

/**
 * A deactivated account's footprint in rooms (accounts' deactivation/, through the job queue: platform effect-routes.ts
 * `accountDeactivatedRoute`): the rooms the user owned are deleted by the rule of DELETE /rooms/user/{userId}
 * (rooms/user-rooms.service.ts, as the calling service), their presences in other rooms end (LEFT_ROOM says
 * `deactivated`) and their DJ seats there are freed (the rotation's own path; LEFT_DJ_SEAT says `deactivated`).
 *
 * Applied once per event id: the first delivery records the event, does the work and marks it applied; a redelivery of
 * an applied event answers the counts recorded then and changes nothing; a delivery that failed half-way (the runner
 * retries it) finishes the work, which skips what is already gone (the counts are then the finishing delivery's).
 * Reactivating the account restores nothing.
 */
export class AccountDeactivationService {
  constructor(
    private readonly deps: {
      userRooms: Pick<UserRoomsService, 'delete' | 'owns'>;
      rotation: Pick<RotationService, 'usersLeft'>;
      presence: Pick<PresenceService, 'endDeactivated'>;
    },
  ) {}

  async apply(em: EntityManager, identity: Identity, input: AccountDeactivationDelivery): Promise<AppliedDeactivation> {
    // Only accounts, with its service identity: deactivations are accounts' to decide.
    requireService(identity, 'accounts');
    const delivery = validDelivery(input);
    await execute(
      em,
      `insert into rooms.account_deactivation (event_id, user_id, deactivated_at, received_at, rooms_deleted, seats_freed)
       values (?, ?, ?::timestamptz, now(), 0, 0) on conflict (event_id) do nothing`,
      [delivery.eventId, delivery.userId, delivery.deactivatedAt.toISOString()],
    );
    const row = await em.findOneOrFail(AccountDeactivationSchema, { eventId: delivery.eventId }, { disableIdentityMap: true });
    if (row.appliedAt) return { userId: row.userId, roomsDeleted: row.roomsDeleted, seatsFreed: row.seatsFreed };

    // The row's own facts (the first delivery's), whatever a later one carried.
    const cutoff = new Date(row.deactivatedAt.getTime() + deactivationGraceMs);
    const roomsDeleted = await this.deleteRooms(em, identity, row.userId, cutoff);
    const seatsFreed = await this.freeSeats(em, row.userId, cutoff);
    // Out of every room at once (its listeners, the vibe meter's audience), not when their heartbeats stop.
    await this.deps.presence.endDeactivated(em.fork(), row.userId, cutoff);
    await em.fork().nativeUpdate(
      AccountDeactivationSchema,
      { eventId: row.eventId, appliedAt: null },
      { appliedAt: new Date(), roomsDeleted, seatsFreed },
    );
    const done = await em.findOneOrFail(AccountDeactivationSchema, { eventId: row.eventId }, { disableIdentityMap: true });
    return { userId: done.userId, roomsDeleted: done.roomsDeleted, seatsFreed: done.seatsFreed };
  }

  /** Every room the user owned by `cutoff`, a batch at a time through the user-rooms rule. */
  private async deleteRooms(em: EntityManager, identity: Identity, userId: string, cutoff: Date): Promise<number> {
    let deleted = 0;
    for (let round = 0; round < maxDeleteRounds && (await this.deps.userRooms.owns(em.fork(), userId, cutoff)); round++) {
      deleted += (await this.deps.userRooms.delete(em.fork(), identity, userId, { createdUpTo: cutoff })).length;
    }
    return deleted;
  }

  /** The user's DJ seats (taken by `cutoff`) in rooms that remain: freed as when a DJ leaves; a song of theirs playing ends. */
  private async freeSeats(em: EntityManager, userId: string, cutoff: Date): Promise<number> {
    const seats = await em.fork().find(DjSeatSchema, { userId, createdAt: { $lte: cutoff } }, { orderBy: { createdAt: 'asc' } });
    let freed = 0;
    for (const seat of seats) {
      try {
        await this.deps.rotation.usersLeft(em.fork(), seat.roomId, [userId], 'deactivated');
        freed += 1;
      } catch (error) {
        // Freed meanwhile (the DJ's song ended, a moderator removed them): nothing left to do for that one.
        if (!(error instanceof DomainError && error.reason === 'NOT_A_DJ')) throw error;
      }
    }
    return freed;
  }
}


/** The delivery checked whole before anything is written. */
function validDelivery(input: AccountDeactivationDelivery): { eventId: string; userId: string; deactivatedAt: Date } {
  const eventId = requiredUuid(input.eventId, 'INVALID_ACCOUNT_DEACTIVATION');
  const userId = requiredUuid(input.userId, 'INVALID_ACCOUNT_DEACTIVATION');
  const deactivatedAt = isoDateTimeOf(input.deactivatedAt);
  if (!deactivatedAt) throw new DomainError('INVALID_ACCOUNT_DEACTIVATION');
  return { eventId, userId, deactivatedAt };
}
