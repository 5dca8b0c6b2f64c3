import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * One section's data of a user's page, on its own (its own loading and error). Keyed under `users`, so react-admin's
 * refresh (after an action) reloads every section.
 */
export function useUserSection<T>(userId: string, section: string, load: (provider: ConsoleDataProvider) => Promise<T>, refetchInterval?: number): UseQueryResult<T, Error> {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: ['users', userId, section], queryFn: () => load(dataProvider), retry: false, ...(refetchInterval ? { refetchInterval } : {}) });
}

/** An instant in the console's language. */
export function useFormatDate(): (value: string | null | undefined) => string {
  const [locale] = useLocaleState();
  return (value) => (value ? new Date(value).toLocaleString(locale) : '—');
}
