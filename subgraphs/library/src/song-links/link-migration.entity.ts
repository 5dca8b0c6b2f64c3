import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { linkMigrationStatuses, type LinkMigrationStatus } from '@backspin/contracts/library-options';

/** queued → running → done, or failed (its job gave up). */
export { linkMigrationStatuses, type LinkMigrationStatus };
export const activeLinkMigrationStatuses = ['queued', 'running'] as const satisfies readonly LinkMigrationStatus[];

/**
 * One run of `POST /song-data/migrate-links` (song-links.service.ts): the background job that runs it, its progress
 * (counts and the last song done, written with each batch, so a reclaimed job resumes where it stopped) and its
 * outcome. At most one is queued or running at a time: a partial unique index says so, whatever the instances.
 */
export const LinkMigrationSchema = defineEntity({
  name: 'LinkMigration',
  tableName: 'link_migration',
  indexes: [{ properties: ['createdAt'] }],
  uniques: [
    {
      name: 'link_migration_one_active',
      expression: `create unique index "link_migration_one_active" on "library"."link_migration" ((true)) where "status" in ('queued', 'running')`,
    },
  ],
  properties: {
    id: p.uuid().primary(),
    /** The `library.migrate-links` job (library.job) that runs it. */
    jobId: p.uuid(),
    status: p.enum(linkMigrationStatuses),
    requestedBy: p.uuid().nullable(),
    /** Songs looked at so far. */
    scanned: p.integer().default(0),
    /** Songs whose provider ids changed. */
    updated: p.integer().default(0),
    /** Provider ids rewritten in canonical form. */
    providerIdsNormalised: p.integer().default(0),
    /** Provider ids left as they were: another song holds the canonical id. */
    conflicts: p.integer().default(0),
    /** The id of the last song of the last batch done. */
    cursor: p.uuid().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type LinkMigration = InferEntity<typeof LinkMigrationSchema>;
