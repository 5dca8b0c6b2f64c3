/**
 * Spec 3, §9: a crate's (playlist's) limits, shared by the library subgraph (which checks them) and the REST bridge
 * (which documents them), with the limits chosen here. No imports: safe in the browser.
 */
export const crateLimits = {
  /** Crate list page size (spec 3, §9). */
  listPage: 100,
  /** Crate songs page size (spec 3, §9). */
  songsPage: 300,
  nameMax: 100,
  descriptionMax: 1000,
  /** Characters of a short id. */
  shortIdLength: 10,
} as const;
