/**
 * A test clock that follows the real clock, shifted by what the test advances it. Services under test often
 * share a database with services that stamp rows with the real time (sign-up, the database's `now()`); a clock
 * pinned to a fixed day disagrees with those rows once that day has passed. This one never does.
 */
export interface TestClock {
  now: () => Date;
  advance: (seconds: number) => void;
}

export function testClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
  };
}
