import { useEffect, useSyncExternalStore } from 'react';
import { useClient } from 'urql';
import { ServerClock, type ClockStatus } from './clock';
import { PlaybackServerTimeQuery } from './operations';

/** One server clock for the whole app: every player on the page shares its offset. */
const sharedClock = new ServerClock({ sample: () => Promise.reject(new Error('The server clock has no GraphQL client yet')) });
let holders = 0;

/**
 * The app's server clock, estimating while at least one component uses it (now, every 5 minutes and when the
 * tab becomes visible). `status` is pending until the first estimate ends.
 */
export function useServerClock(): { clock: ServerClock; status: ClockStatus } {
  const client = useClient();
  useEffect(() => {
    sharedClock.setSampler(async () => {
      const result = await client.query(PlaybackServerTimeQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      const serverTime = result.data?.serverTime;
      if (result.error || typeof serverTime !== 'number') throw result.error ?? new Error('No serverTime in the answer');
      return serverTime;
    });
    holders++;
    sharedClock.start();
    return () => {
      holders--;
      if (holders === 0) sharedClock.stop();
    };
  }, [client]);
  const status = useSyncExternalStore(sharedClock.subscribe, sharedClock.getStatus);
  return { clock: sharedClock, status };
}
