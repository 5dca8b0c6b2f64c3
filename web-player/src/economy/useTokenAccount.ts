import { useEffect } from 'react';
import { useQuery } from 'urql';
import { MyTokenAccountQuery } from './economy.operations';
import { onBalanceChange } from './token-events';

/**
 * The signed-in user's token account, asked again after a purchase (token-events.ts) and when the page comes back
 * into view (another device may have spent). `account` is null when the user has none.
 */
export function useTokenAccount(pause = false) {
  const [result, refetch] = useQuery({ query: MyTokenAccountQuery, pause, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    if (pause) return;
    const refresh = () => refetch({ requestPolicy: 'network-only' });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const off = onBalanceChange(refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      off();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [pause, refetch]);
  return { account: result.data?.myTokenAccount ?? null, loaded: result.data !== undefined, error: result.error, refresh: () => refetch({ requestPolicy: 'network-only' }) };
}
