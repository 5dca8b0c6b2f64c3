import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { defineEntity, p } from '@mikro-orm/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/contracts/catalogue';
import { openDatabase, type Database } from '../db/database.ts';
import { PeerCallError, type Peers } from '../federation/peers.ts';
import { createTestDatabase, type TestDatabase } from '@backspin/test-kit';
import { CrossSubgraphEffects, insertOnce, type EffectJobs } from './cross-subgraph-effect.ts';
import { defineJobEntity } from './job.entity.ts';
import { JobRunner, type JobSettled } from './job-runner.ts';

// One subgraph's change causing another's, against a real database (PostgreSQL when DATABASE_URL is set, else
// PGlite): the sender's change and its job in one transaction, the runner's delivery and retries, the receiver's
// insert-once by event id. The "receiver" is a table and a function behind a stand-in for Peers.

const JobSchema = defineJobEntity();
/** The sender's own change. */
const NoteSchema = defineEntity({ name: 'Note', tableName: 'note', properties: { id: p.uuid().primary(), text: p.string() } });
/** The receiver's record, one per event. */
const ReceivedSchema = defineEntity({
  name: 'Received',
  tableName: 'received',
  properties: { id: p.uuid().primary(), eventId: p.uuid().unique(), text: p.string(), receivedAt: p.datetime() },
});

type Effects = { 'receiver.note': { text: string } };

let database: TestDatabase;
let db: Database;
const quiet = { error: () => {}, warn: () => {} };

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({
    schema: 'effects_test',
    entities: [JobSchema, NoteSchema, ReceivedSchema],
    migrations: [],
    databaseUrl: database.databaseUrl,
    ...(database.pglite ? { pglite: database.pglite } : {}),
  });
  await db.schema.create();
});
afterAll(async () => {
  await db?.close();
  await database?.drop();
});
beforeEach(async () => {
  const em = db.em.fork();
  await em.nativeDelete(JobSchema, {});
  await em.nativeDelete(NoteSchema, {});
  await em.nativeDelete(ReceivedSchema, {});
});

/** A clock the test moves by hand. */
function manualClock(start = Date.parse('2026-03-01T12:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/**
 * The receiving subgraph as Peers reaches it: its mutation applies the input once per event id. `down` makes it
 * unreachable (as the in-process registry answers for a subgraph that is not running); `refuse` answers a 400.
 */
function receiver() {
  const calls: { subgraph: string; variables: Record<string, unknown> }[] = [];
  const state = { down: 0, refuse: false };
  const peers: Peers = {
    async call<T>(subgraph: string, _query: string, variables: Record<string, unknown> = {}): Promise<T> {
      calls.push({ subgraph, variables });
      if (state.down > 0) {
        state.down -= 1;
        throw new DomainError('SERVICE_UNAVAILABLE');
      }
      if (state.refuse) throw new PeerCallError('audit', 400, 'BAD_USER_INPUT', 'text must not be empty');
      const input = variables.input as { eventId: string; text: string };
      const row = await insertOnce(db.em.fork(), ReceivedSchema, { id: randomUUID(), eventId: input.eventId, text: input.text, receivedAt: new Date() }, 'eventId');
      return { received: { id: row.id } } as T;
    },
  };
  return { peers, calls, state };
}

function sender(peers: Peers, clock = manualClock()) {
  const jobs = new JobRunner<EffectJobs<Effects>>({ entity: JobSchema, logger: quiet, clock: clock.now, retryBaseMs: 1000, pollIntervalMs: 3_600_000 });
  const effects = new CrossSubgraphEffects<Effects>(jobs, {
    'receiver.note': { to: 'audit', mutation: 'mutation($input: NoteInput!) { received(input: $input) { id } }' },
  }).deliverThrough(peers);
  return { jobs, effects, clock };
}

/** The sender's change: a note, and its effect in the same transaction. */
async function writeNote(effects: CrossSubgraphEffects<Effects>, text: string, fail = false): Promise<string> {
  const id = randomUUID();
  await db.em.fork().transactional(async (tx) => {
    tx.create(NoteSchema, { id, text });
    await effects.send(tx, 'receiver.note', id, { text });
    if (fail) throw new Error('the change failed');
  });
  return id;
}

const received = () => db.em.fork().find(ReceivedSchema, {}, { orderBy: { text: 'asc' } });
const jobsLeft = () => db.em.fork().find(JobSchema, {}, { disableIdentityMap: true });

describe('a cross-subgraph effect', () => {
  it('commits with the sender’s change, or rolls back with it', async () => {
    const { effects } = sender(receiver().peers);
    const kept = await writeNote(effects, 'kept');
    await expect(writeNote(effects, 'lost', true)).rejects.toThrow('the change failed');
    expect(await db.em.fork().find(NoteSchema, {})).toEqual([expect.objectContaining({ id: kept, text: 'kept' })]);
    expect(await jobsLeft()).toEqual([expect.objectContaining({ kind: 'receiver.note', status: 'queued', payload: { eventId: kept, input: { text: 'kept' } } })]);
  });

  it('is written with the transaction’s flush by sendWithFlush, and rolls back with it too', async () => {
    const { effects } = sender(receiver().peers);
    const id = randomUUID();
    await expect(
      db.em.fork().transactional(async (tx) => {
        effects.sendWithFlush(tx, 'receiver.note', id, { text: 'lost' });
        await tx.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsLeft()).toEqual([]);
    await db.em.fork().transactional(async (tx) => effects.sendWithFlush(tx, 'receiver.note', id, { text: 'kept' }));
    expect(await jobsLeft()).toEqual([expect.objectContaining({ payload: { eventId: id, input: { text: 'kept' } } })]);
  });

  it('is delivered by the sender’s runner, woken after the commit, with the event id', async () => {
    const { peers, calls } = receiver();
    const { jobs, effects } = sender(peers);
    jobs.start(db);
    try {
      const settled = once(jobs.events, 'settled');
      const id = await writeNote(effects, 'hello');
      effects.wake();
      expect(((await settled) as [JobSettled])[0]).toMatchObject({ kind: 'receiver.note', outcome: 'done', attempts: 1 });
      expect(calls).toEqual([{ subgraph: 'audit', variables: { input: { text: 'hello', eventId: id } } }]);
      expect(await received()).toEqual([expect.objectContaining({ eventId: id, text: 'hello' })]);
    } finally {
      await jobs.stop();
    }
  });

  it('is applied once by the receiver however often it is delivered, concurrent deliveries included', async () => {
    const { peers } = receiver();
    const { jobs, effects } = sender(peers);
    const id = await writeNote(effects, 'once');
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'done' });
    const [first] = await received();
    // The runner redelivers when it cannot know whether an attempt landed (a lost answer, a worker that died).
    await effects.send(db.em.fork(), 'receiver.note', id, { text: 'once' });
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'done' });
    await Promise.all([0, 1, 2].map(() => peers.call('audit', '', { input: { eventId: id, text: 'once' } })));
    expect(await received()).toEqual([first]);
  });

  it('is retried with backoff while the receiver is down, then applied once', async () => {
    const { peers, calls, state } = receiver();
    const { jobs, effects, clock } = sender(peers);
    state.down = 2;
    const id = await writeNote(effects, 'later');
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'retry', attempts: 1, error: 'Service Unavailable' });
    expect(await jobs.runOnce(db)).toBeNull(); // not due before its backoff
    clock.advance(1000);
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'retry', attempts: 2 });
    clock.advance(1999);
    expect(await jobs.runOnce(db)).toBeNull();
    clock.advance(1);
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'done', attempts: 3 });
    expect(calls).toHaveLength(3);
    expect(await received()).toEqual([expect.objectContaining({ eventId: id, text: 'later' })]);
  });

  it('fails for good when the receiver refuses the input itself (no retry can change its answer)', async () => {
    const { peers, state } = receiver();
    const { jobs, effects } = sender(peers);
    state.refuse = true;
    await writeNote(effects, '');
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'failed', attempts: 1, error: 'audit: text must not be empty' });
    expect(await received()).toEqual([]);
  });

  it('runs the sender’s `delivered` step after the receiver has applied it, and again on a redelivery', async () => {
    const { peers } = receiver();
    const clock = manualClock();
    const jobs = new JobRunner<EffectJobs<Effects>>({ entity: JobSchema, logger: quiet, clock: clock.now, retryBaseMs: 1000, pollIntervalMs: 3_600_000 });
    const marked: string[] = [];
    let failOnce = true;
    const effects = new CrossSubgraphEffects<Effects>(jobs, { 'receiver.note': { to: 'audit', mutation: 'mutation { x }' } }).deliverThrough(peers, {
      'receiver.note': async ({ eventId }) => {
        if (failOnce) {
          failOnce = false;
          throw new Error('the sender’s database blinked');
        }
        marked.push(eventId);
      },
    });
    const id = await writeNote(effects, 'marked');
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'retry', error: 'the sender’s database blinked' });
    clock.advance(1000);
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'done', attempts: 2 });
    expect(marked).toEqual([id]);
    expect(await received()).toHaveLength(1);
  });

  it('runs the sender’s `refused` step with the refusal when the receiver refuses for good, retried until it succeeds', async () => {
    const { peers, state } = receiver();
    const clock = manualClock();
    const jobs = new JobRunner<EffectJobs<Effects>>({ entity: JobSchema, logger: quiet, clock: clock.now, retryBaseMs: 1000, pollIntervalMs: 3_600_000 });
    const undone: { eventId: string; status: number | undefined; reason: string | undefined }[] = [];
    const delivered: string[] = [];
    let failOnce = true;
    const effects = new CrossSubgraphEffects<Effects>(jobs, { 'receiver.note': { to: 'audit', mutation: 'mutation { x }' } }).deliverThrough(
      peers,
      { 'receiver.note': async ({ eventId }) => void delivered.push(eventId) },
      {
        'receiver.note': async ({ eventId }, refusal) => {
          if (failOnce) {
            failOnce = false;
            throw new Error('the sender’s database blinked');
          }
          undone.push({ eventId, status: refusal.status, reason: refusal.reason });
        },
      },
    );
    state.refuse = true;
    const id = await writeNote(effects, '');
    // The step failed: the job is retried (the refusal is asked again), not failed with the sender's side left undone.
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'retry', error: 'the sender’s database blinked' });
    clock.advance(1000);
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'failed', attempts: 2, error: 'audit: text must not be empty' });
    expect(undone).toEqual([{ eventId: id, status: 400, reason: 'BAD_USER_INPUT' }]);
    expect(delivered).toEqual([]);
  });

  it('does not run the `refused` step while the receiver is only down', async () => {
    const { peers, state } = receiver();
    const undone: string[] = [];
    const jobs = new JobRunner<EffectJobs<Effects>>({ entity: JobSchema, logger: quiet, retryBaseMs: 1000, pollIntervalMs: 3_600_000 });
    const effects = new CrossSubgraphEffects<Effects>(jobs, { 'receiver.note': { to: 'audit', mutation: 'mutation { x }' } }).deliverThrough(
      peers,
      {},
      { 'receiver.note': async ({ eventId }) => void undone.push(eventId) },
    );
    state.down = 1;
    await writeNote(effects, 'later');
    expect(await jobs.runOnce(db)).toMatchObject({ outcome: 'retry' });
    expect(undone).toEqual([]);
  });
});
