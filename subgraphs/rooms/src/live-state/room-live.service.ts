import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import jsonPatch from 'fast-json-patch';
import { commitThenPublish, DomainError, isUuid, topics, type PubSub } from '@backspin/platform';
import { RoomEventSchema, RoomLiveStateSchema, type JsonPatchOperation, type RoomEvent, type RoomEventKind } from './room-live.entity.ts';
import { assembleRoomState, emptyRoomState, type RoomStateContributor, type RoomStateDocument, type RoomStatePart } from './room-state.ts';

export interface RoomNotice {
  kind: Exclude<RoomEventKind, 'PATCH'>;
  /** The user the notice is about (kicked, banned). */
  userId?: string;
  data?: Record<string, unknown>;
}

/** What other modules call after they commit a change to a room: see subgraphs/rooms/README in rooms.md. */
export interface RoomLive {
  stateChanged(em: EntityManager, roomId: string): Promise<void>;
  notify(em: EntityManager, roomId: string, notice: RoomNotice): Promise<void>;
}

export interface RoomStateSnapshot {
  roomId: string;
  seq: number;
  document: RoomStateDocument;
}

/** The subscription field room events feed (`roomEvents(roomId)` → the gateway reads `roomEvent(id)`). */
export const roomEventsField = 'roomEvents';

/**
 * The live room state: one document per room, recomputed from the modules' tables after each committed change,
 * diffed against the last published one (RFC 6902), numbered (`seq`, per room, gap-free) and published on
 * `room:<id>`. A client joins with the full document and its seq, applies each patch whose seq is the next one,
 * and refetches the document when it sees a gap or a patch fails to apply.
 *
 * Recomputing happens in a transaction that locks the room's live-state row, so concurrent changes are
 * numbered one after the other and each patch applies to the document the previous one produced.
 */
export class RoomLiveService implements RoomLive {
  private readonly contributors: RoomStateContributor[] = [];

  /**
   * `roomExists` answers whether a room (the rooms module's table) exists: the live state starts a room's row only for
   * a real room. Passed in, so the live state depends on no module above it.
   */
  constructor(
    private readonly pubsub: PubSub,
    private readonly roomExists: (em: EntityManager, roomId: string) => Promise<boolean>,
  ) {}

  /** Modules add their part of the document (settings, presence, seats, play and votes) at start. */
  contribute(contributor: RoomStateContributor): void {
    this.contributors.push(contributor);
  }

  async build(em: EntityManager, roomId: string): Promise<RoomStateDocument> {
    const parts: RoomStatePart[] = [];
    for (const contributor of this.contributors) parts.push(await contributor(em, roomId));
    return assembleRoomState(parts);
  }

  async stateChanged(em: EntityManager, roomId: string): Promise<void> {
    await commitThenPublish(em.fork(), this.pubsub, async (tx, outbox) => {
      const row = await this.lockState(tx, roomId);
      if (!row) return;
      const document = await this.build(tx, roomId);
      const patch = jsonPatch.compare(row.document, document) as JsonPatchOperation[];
      if (!patch.length) return;
      const event = this.appendEvent(tx, row, { kind: 'PATCH', patch });
      row.document = document;
      await tx.flush();
      outbox.add({ topic: topics.room(roomId), field: roomEventsField, id: event.id, sequence: event.seq });
    });
  }

  async notify(em: EntityManager, roomId: string, notice: RoomNotice): Promise<void> {
    await commitThenPublish(em.fork(), this.pubsub, async (tx, outbox) => {
      const row = await this.lockState(tx, roomId);
      if (!row) return;
      const event = this.appendEvent(tx, row, { kind: notice.kind, userId: notice.userId ?? null, data: notice.data ?? null });
      await tx.flush();
      outbox.add({ topic: topics.room(roomId), field: roomEventsField, id: event.id, sequence: event.seq });
    });
  }

  /** The current document and its seq (the state a client joins with or resyncs to). */
  async snapshot(em: EntityManager, roomId: string): Promise<RoomStateSnapshot> {
    if (!isUuid(roomId)) throw new DomainError('ROOM_NOT_FOUND');
    let row = await em.findOne(RoomLiveStateSchema, { roomId }, { disableIdentityMap: true });
    if (!row) {
      await this.stateChanged(em, roomId);
      row = await em.findOne(RoomLiveStateSchema, { roomId }, { disableIdentityMap: true });
      if (!row) throw new DomainError('ROOM_NOT_FOUND');
    }
    return { roomId, seq: row.seq, document: row.document };
  }

  async eventsByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, RoomEvent>> {
    const valid = ids.filter(isUuid);
    const events = valid.length ? await em.find(RoomEventSchema, { id: { $in: valid } }) : [];
    return new Map(events.map((e) => [e.id, e]));
  }

  /** Events kept for late readers; older ones are dropped (a client that far behind refetches the document). */
  async pruneEvents(em: EntityManager, olderThan: Date): Promise<number> {
    return em.nativeDelete(RoomEventSchema, { createdAt: { $lt: olderThan } });
  }

  /** The room's live-state row, locked; created (seq 0, empty document) the first time. Null when no such room. */
  private async lockState(tx: EntityManager, roomId: string) {
    if (!isUuid(roomId)) return null;
    const lock = { lockMode: LockMode.PESSIMISTIC_WRITE } as const;
    let row = await tx.findOne(RoomLiveStateSchema, { roomId }, lock);
    if (row) return row;
    if (!(await this.roomExists(tx, roomId))) return null;
    // Two first changes at once: one insert wins, the other waits on the lock and reads its row.
    await tx.upsert(
      RoomLiveStateSchema,
      { roomId, seq: 0, document: emptyRoomState(), updatedAt: new Date() },
      { onConflictFields: ['roomId'], onConflictAction: 'ignore' },
    );
    tx.clear();
    row = await tx.findOne(RoomLiveStateSchema, { roomId }, lock);
    return row;
  }

  private appendEvent(
    tx: EntityManager,
    row: { roomId: string; seq: number; updatedAt: Date },
    fields: Pick<RoomEvent, 'kind'> & Partial<Pick<RoomEvent, 'patch' | 'userId' | 'data'>>,
  ): RoomEvent {
    row.seq += 1;
    row.updatedAt = new Date();
    return tx.create(RoomEventSchema, {
      id: randomUUID(),
      roomId: row.roomId,
      seq: row.seq,
      kind: fields.kind,
      patch: fields.patch ?? null,
      userId: fields.userId ?? null,
      data: fields.data ?? null,
      createdAt: row.updatedAt,
    });
  }
}
