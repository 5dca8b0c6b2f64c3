/** Spec 3, §9 and §2, §4: the numbers the crate screens follow. */
export const crateLimits = {
  /** Crate songs page size. */
  songsPage: 300,
  /** Crate list page size. */
  listPage: 100,
  /** The crate list is re-polled this often while any listed crate is IN_PROGRESS. */
  importPollMs: 5_000,
  /** Search input debounce. */
  searchDebounceMs: 300,
  /** Search page size. */
  searchPage: 20,
} as const;
