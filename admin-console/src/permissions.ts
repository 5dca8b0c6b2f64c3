import { useGetIdentity } from 'react-admin';
import { can, type Permission, type Role } from '@backspin/contracts/roles';

/**
 * What the signed-in staff member may do, by the server's own rule (`can` over the table in contracts/src/roles.ts):
 * the console hides what the role cannot do; the server still decides (and its refusal is shown). Nothing while loading.
 */
export function usePermissionCheck(): (permission: Permission) => boolean {
  const { identity } = useGetIdentity();
  const roles = (identity?.roles ?? []) as Role[];
  return (permission) => can({ userId: identity ? String(identity.id) : null, tokenType: 'user', roles }, permission);
}

/** Whether the signed-in staff member holds one permission. */
export function useCan(permission: Permission): boolean {
  return usePermissionCheck()(permission);
}
