import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, Menu, useGetIdentity, useLogoutIfAccessDenied, useResourceDefinitions } from 'react-admin';
import type { Permission } from '@backspin/contracts/roles';
import { usePermissionCheck } from './permissions';

/**
 * react-admin does not pass `getIdentity` failures to `checkError`; this does, so a session that can no
 * longer be renewed (refresh token revoked or expired) sends the user back to the login page.
 */
function SessionGuard() {
  const { error } = useGetIdentity();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    if (error) void logoutIfAccessDenied(error);
  }, [error, logoutIfAccessDenied]);
  return null;
}

/**
 * The menu: each listed resource, less those whose `options.permission` the signed-in role lacks (the same table as
 * the server's: contracts/src/roles.ts); the server still refuses whatever is asked by address.
 */
function ConsoleMenu() {
  const resources = useResourceDefinitions<{ permission?: Permission }>();
  const can = usePermissionCheck();
  const allowed = (permission?: Permission) => !permission || can(permission);
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.values(resources)
        .filter((resource) => resource.hasList && allowed(resource.options?.permission))
        .map((resource) => (
          <Menu.ResourceItem key={resource.name} name={resource.name} />
        ))}
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout menu={ConsoleMenu}>
      <SessionGuard />
      {children}
    </RaLayout>
  );
}
