/**
 * How a search page is put together (spec 3, §9): local catalogue matches first, then provider results —
 * "the first 5 paid-catalogue results, then interleaved with SoundCloud". Pure, so the rule is tested alone.
 */
export const searchPageSize = 20;
export const paidCatalogueLead = 5;

export function interleaveProviders<T>(paid: readonly T[], soundCloud: readonly T[]): T[] {
  const result = paid.slice(0, paidCatalogueLead);
  let p = paidCatalogueLead;
  let s = 0;
  while (p < paid.length || s < soundCloud.length) {
    if (s < soundCloud.length) result.push(soundCloud[s++]!);
    if (p < paid.length) result.push(paid[p++]!);
  }
  return result;
}

/** One page of the merged sequence: local results, then the interleaved providers. */
export function composeSearchPage<T>(
  local: readonly T[],
  paid: readonly T[],
  soundCloud: readonly T[],
  offset: number,
  limit: number,
): T[] {
  return [...local, ...interleaveProviders(paid, soundCloud)].slice(offset, offset + limit);
}
