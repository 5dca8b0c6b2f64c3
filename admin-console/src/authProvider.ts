import type { AuthProvider, UserIdentity } from 'react-admin';
import { GatewayError, hasStaffRole, type ConsoleAuth } from './session';

export const NOT_STAFF_MESSAGE =
  'Access denied: the admin console is for staff only (admin, superUser, staff, moderator or globalModerator).';
export const GENERIC_LOGIN_ERROR = 'Something went wrong, please try again.';

/** Client errors the gateway explains get its words; anything else the generic message. */
function loginErrorMessage(error: unknown): string {
  if (error instanceof GatewayError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return GENERIC_LOGIN_ERROR;
}

/**
 * Sign-in for staff only. There is deliberately no `getPermissions`: with an instant one, react-admin 5's
 * logout-on-mount races its store reset and loops for seconds before showing the login page.
 */
export function buildAuthProvider(sessions: ConsoleAuth): AuthProvider {
  return {
    async login(params: { username?: string; email?: string; password?: string }) {
      const email = (params.email ?? params.username ?? '').trim();
      let session;
      try {
        session = await sessions.login(email, params.password ?? '');
      } catch (error) {
        throw new Error(loginErrorMessage(error));
      }
      if (!hasStaffRole(session.user.roles)) {
        // Signed in, but not for this console: end that session at once.
        await sessions.revoke(session.refreshToken);
        throw new Error(NOT_STAFF_MESSAGE);
      }
      sessions.stored.set(session);
    },

    async logout() {
      const session = sessions.stored.get();
      sessions.stored.set(null);
      if (session) await sessions.revoke(session.refreshToken);
    },

    async checkAuth() {
      const session = sessions.stored.get();
      if (!session || !hasStaffRole(session.user.roles)) throw { message: false };
    },

    async checkError(error: { status?: number } | null | undefined) {
      const status = error?.status;
      if (status === 401) {
        // The data provider already refreshed and retried; a 401 that gets here means the session is over.
        sessions.stored.set(null);
        throw { message: 'Your session has ended, please sign in again.' };
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const me = await sessions.me();
      const session = sessions.stored.get();
      if (session) sessions.stored.set({ ...session, user: me });
      return { id: me.id, fullName: me.displayName, email: me.email, roles: me.roles, createdAt: me.createdAt };
    },
  };
}
