import { useGetIdentity } from 'react-admin';
import { permissions, type Permission, type Role } from '@backspin/contracts/roles';

/**
 * Whether the signed-in staff member holds a permission, by the server's own table (contracts/src/roles.ts): the
 * console hides what the role cannot do; the server still decides (and its refusal is shown). False while loading.
 */
export function useCan(permission: Permission): boolean {
  const { identity } = useGetIdentity();
  const roles = (identity?.roles ?? []) as Role[];
  const allowed: readonly Role[] = permissions[permission];
  return roles.some((role) => allowed.includes(role));
}
