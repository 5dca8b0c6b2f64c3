import { useEffect, type ReactNode } from 'react';
import { Layout as RaLayout, useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';

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

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout>
      <SessionGuard />
      {children}
    </RaLayout>
  );
}
