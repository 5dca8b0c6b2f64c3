import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** queued → running → done, or back to queued (a retry, with backoff), or failed (out of attempts). */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job table, defined once here and registered by each subgraph that runs jobs: the rows live
 * in that subgraph's own schema (`library.job`), like every other table it owns. A factory rather than a
 * shared constant because each subgraph's MikroORM instance keeps its own metadata.
 */
export function defineJobEntity() {
  return defineEntity({
    name: 'Job',
    tableName: 'job',
    /** Claims look for due queued jobs and expired leases, oldest first. */
    indexes: [{ properties: ['status', 'runAt'] }],
    properties: {
      id: p.uuid().primary(),
      /** Which handler runs it, e.g. `library.transcode`. */
      kind: p.string().length(100),
      payload: p.json<Record<string, unknown>>(),
      status: p.enum(jobStatuses),
      /** Claims so far, the current one included. */
      attempts: p.integer().default(0),
      maxAttempts: p.integer(),
      /** Not before this time. */
      runAt: p.datetime(),
      /** While running: the lease; after it passes, another worker may reclaim the job (its worker died). */
      lockedUntil: p.datetime().nullable(),
      /** The claim's own token: only the worker holding it may finish, extend or release the job. */
      lockedBy: p.uuid().nullable(),
      lastError: p.text().nullable(),
      createdAt: p.datetime(),
      updatedAt: p.datetime(),
    },
  });
}

export type JobEntity = ReturnType<typeof defineJobEntity>;
export type Job = InferEntity<JobEntity>;
