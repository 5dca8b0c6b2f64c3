import { permissions, type Permission } from '@backspin/contracts/roles';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useLocaleState } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProvider';

/**
 * What the signed-in staff member may do, by the permissions table (contracts' roles.ts): buttons a role cannot use
 * are hidden. The server decides anyway; its refusal is shown if it happens.
 */
export function useCan(): (permission: Permission) => boolean {
  const { identity } = useGetIdentity();
  const roles = (identity?.roles as readonly string[] | undefined) ?? [];
  return (permission) => roles.some((role) => (permissions[permission] as readonly string[]).includes(role));
}

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
