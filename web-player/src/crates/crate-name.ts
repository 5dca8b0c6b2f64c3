/**
 * Spec 3, §5: a new playlist name defaults to "New Playlist #" plus the lowest unused number. The library names a
 * crate created without a name itself (subgraphs/library/src/crates/crate.service.ts); the player computes the same
 * name from the crates it has listed to show it before the server answers (the form's placeholder, the optimistic
 * row). The server's name wins when it differs (crates not listed here).
 */
export const defaultCrateNamePrefix = 'New Playlist #';
const defaultNamePattern = /^New Playlist #([1-9]\d*)$/;

/** Longest crate name the library accepts. */
export const crateNameMax = 100;

/** The lowest n ≥ 1 such that no name is exactly "New Playlist #n". */
export function lowestUnusedNumber(names: Iterable<string>): number {
  const used = new Set<number>();
  for (const name of names) {
    const match = defaultNamePattern.exec(name);
    if (match) used.add(Number(match[1]));
  }
  let n = 1;
  while (used.has(n)) n++;
  return n;
}

export function defaultCrateName(names: Iterable<string>): string {
  return `${defaultCrateNamePrefix}${lowestUnusedNumber(names)}`;
}

/** A name as typed, trimmed; null when empty (the default applies). */
export function typedCrateName(raw: string): string | null {
  const name = raw.trim();
  return name ? name : null;
}
