import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/** The current season's id by the server's clock (`currentSeason`); null between seasons or until known. */
export function useCurrentSeasonId(): string | null {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    dataProvider.currentSeasonId().then(
      (current) => !cancelled && setId(current),
      // Only the marker is missing: the list itself reports its own errors.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [dataProvider]);
  return id;
}
