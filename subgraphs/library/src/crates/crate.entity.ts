import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * What a crate is for: an ordinary playlist, the user's queue (what the DJ rotation plays from) or the likes
 * list. A user has at most one queue and one likes list (a partial unique index), created on first use.
 */
export const crateKinds = ['regular', 'queue', 'likes'] as const;
export type CrateKind = (typeof crateKinds)[number];
export type SpecialCrateKind = Exclude<CrateKind, 'regular'>;

/** Spec 3, §3: the special crates keep these names, which legacy clients recognise them by. */
export const specialCrateNames: Record<SpecialCrateKind, string> = { queue: 'default', likes: 'tt-stars' };

/** Spec 3, §4: an import runs from IN_PROGRESS to FAILED or COMPLETE; null for crates never imported. */
export const crateImportStatuses = ['IN_PROGRESS', 'FAILED', 'COMPLETE'] as const;
export type CrateImportStatus = (typeof crateImportStatuses)[number];

/** A track an import could not bring in, and why (the domain error's reason and message). */
export interface CrateImportFailure {
  musicProvider: string;
  providerId: string;
  reason: string;
  message: string;
}

export const CrateSchema = defineEntity({
  name: 'Crate',
  tableName: 'crate',
  indexes: [
    /** A user's crates, newest first. */
    { properties: ['userId', 'createdAt'] },
    /** Every crate, newest first (the service list). */
    { properties: ['createdAt'] },
  ],
  uniques: [
    /** One queue and one likes list per user, however many requests race to create them. */
    { name: 'crate_user_id_kind_special_unique', properties: ['userId', 'kind'], where: "kind <> 'regular'" },
  ],
  properties: {
    /** The spec's crateUuid. */
    id: p.uuid().primary(),
    /** A short public id (10 base-62 characters) for the service paths (`/crate/service/{crateShortId}/songs`). */
    shortId: p.string().length(16).unique(),
    crateName: p.string().length(100),
    description: p.string().length(1000).nullable(),
    /** The owner (the spec's userUuid): a user of the accounts subgraph. */
    userId: p.uuid(),
    kind: p.enum(crateKinds),
    /**
     * The crate song being played (the spec's currentPosition), by id rather than by index so that moves,
     * inserts and removals elsewhere in the crate do not shift it. Cleared when that song leaves the crate;
     * the API derives the 0-based index from the order.
     */
    currentCrateSongId: p.uuid().nullable(),
    importStatus: p.enum(crateImportStatuses).nullable(),
    /** The tracks the last import could not bring in, in the order given; null for crates never imported. */
    importFailures: p.json<CrateImportFailure[]>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type Crate = InferEntity<typeof CrateSchema>;
