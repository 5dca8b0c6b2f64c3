import { Client, fetchExchange, type AnyVariables, type TypedDocumentNode } from '@urql/core';
import type { WebAppConfig as AppConfig } from '@backspin/contracts/web-app-config';
import type { SessionFieldsFragment } from './gql/graphql';
import {
  ForgotPasswordMutation,
  GuestTokenMutation,
  LoginMutation,
  LogoutMutation,
  RefreshSessionMutation,
  ResetPasswordMutation,
  SendMagicLinkMutation,
  SendPhoneCodeMutation,
  SignUpMutation,
  ValidateMagicLinkMutation,
  VerifyPhoneCodeMutation,
} from './operations';
import { sessionStore, type Session } from './session';

/** Refresh this long before the access token runs out. */
const EXPIRY_MARGIN_MS = 60_000;

function userSession(payload: SessionFieldsFragment): Session {
  return {
    kind: 'user',
    accessToken: payload.accessToken,
    refreshToken: payload.refreshToken,
    expiresAt: Date.now() + payload.expiresIn * 1000,
    user: {
      id: payload.user.id,
      displayName: payload.user.displayName,
      roles: payload.user.roles,
      email: payload.user.email,
      newAccount: payload.newAccount,
    },
  };
}

/** A code sent by text message, to present with the code (sendPhoneCode's answer). */
export interface PhoneCodeRequest {
  requestId: string;
  /** The number in E.164, as the server read it. */
  phone: string;
}

function isFresh(session: Session): boolean {
  return session.expiresAt - Date.now() > EXPIRY_MARGIN_MS;
}

/** Runs `task` while holding a lock shared by all tabs, so two tabs never spend the same refresh token. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return task();
  return locks.request('backspin-token-refresh', task) as Promise<T>;
}

/**
 * Signs in and out, and keeps the access token fresh. Uses its own bare client (no auth header,
 * no cache) so the session calls never go through the authenticated pipeline they serve.
 */
export class Auth {
  private readonly bare: Client;
  private inflight: Promise<string | null> | null = null;

  constructor(config: AppConfig) {
    this.bare = new Client({
      url: config.graphqlUrl,
      exchanges: [fetchExchange],
      preferGetMethod: false,
      requestPolicy: 'network-only',
    });
  }

  private async run<Data, Variables extends AnyVariables>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
  ): Promise<Data> {
    const result = await this.bare.mutation(document, variables).toPromise();
    if (result.error) throw result.error;
    if (!result.data) throw new Error('empty response');
    return result.data;
  }

  async login(email: string, password: string): Promise<void> {
    const data = await this.run(LoginMutation, { input: { email, password } });
    sessionStore.set(userSession(data.login));
  }

  async signUp(email: string, password: string, displayName: string | undefined): Promise<void> {
    const data = await this.run(SignUpMutation, { input: { email, password, ...(displayName ? { displayName } : {}) } });
    sessionStore.set(userSession(data.signUp));
  }

  /** Texts a six-digit sign-in code to a mobile number. */
  async sendPhoneCode(phone: string): Promise<PhoneCodeRequest> {
    const data = await this.run(SendPhoneCodeMutation, { phone });
    return { requestId: data.sendPhoneCode.requestId, phone: data.sendPhoneCode.phone };
  }

  /** Signs in with the texted code (a new number gets a phone-only account). */
  async verifyPhoneCode(request: PhoneCodeRequest, code: string): Promise<void> {
    const data = await this.run(VerifyPhoneCodeMutation, { input: { ...request, code } });
    sessionStore.set(userSession(data.verifyPhoneCode));
  }

  /** E-mails a sign-in link (to `path` on this site) to the account with this address, if any. */
  async sendMagicLink(email: string, path: string | null): Promise<void> {
    await this.run(SendMagicLinkMutation, { email, path });
  }

  /** E-mails a reset link to the account with this login address, if any (the server answers the same either way). */
  async forgotPassword(email: string): Promise<void> {
    await this.run(ForgotPasswordMutation, { email });
  }

  /** Spends a reset link's token on a new password; the answer signs the user in (every other session ends). */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const data = await this.run(ResetPasswordMutation, { input: { token, newPassword } });
    sessionStore.set(userSession(data.resetPassword));
  }

  /** Spends a magic link's token (once) and signs its user in. */
  async validateMagicLink(token: string): Promise<void> {
    const data = await this.run(ValidateMagicLinkMutation, { token });
    sessionStore.set(userSession(data.validateMagicLink));
  }

  /**
   * Takes over a session the server answered to a signed-in call (a password change or a first password revokes
   * every refresh token and opens a new session for this device).
   */
  adopt(payload: SessionFieldsFragment): void {
    sessionStore.set(userSession(payload));
  }

  async listenAsGuest(): Promise<void> {
    const data = await this.run(GuestTokenMutation, {});
    sessionStore.set({
      kind: 'guest',
      accessToken: data.guestToken.accessToken,
      expiresAt: Date.now() + data.guestToken.expiresIn * 1000,
      guestId: data.guestToken.guestId,
    });
  }

  /** Revokes the session on the server (best effort) and forgets it here. */
  async logout(): Promise<void> {
    const session = sessionStore.get();
    sessionStore.set(null);
    if (session?.kind === 'user') {
      try {
        await this.run(LogoutMutation, { refreshToken: session.refreshToken });
      } catch {
        // Already revoked or unreachable: the local session is gone either way.
      }
    }
  }

  /** Keeps the user's cached profile in step with what the server says. */
  rememberUser(user: { id: string; displayName: string }): void {
    const session = sessionStore.get();
    if (session?.kind !== 'user' || session.user.id !== user.id || session.user.displayName === user.displayName) return;
    sessionStore.set({ ...session, user: { ...session.user, displayName: user.displayName } });
  }

  /** A usable access token (refreshed first when it is about to expire), or null when signed out. */
  async accessToken(): Promise<string | null> {
    const session = sessionStore.get();
    if (!session) return null;
    if (isFresh(session)) return session.accessToken;
    return this.refresh(session.accessToken);
  }

  /**
   * Trades the refresh token for a new session, unless someone (this tab or another) already replaced
   * `staleToken`. Returns the new access token, or null when the session could not be renewed.
   */
  refresh(staleToken: string): Promise<string | null> {
    this.inflight ??= withRefreshLock(() => this.refreshLocked(staleToken)).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async refreshLocked(staleToken: string): Promise<string | null> {
    const current = sessionStore.get();
    if (!current) return null;
    if (current.accessToken !== staleToken && isFresh(current)) return current.accessToken;
    try {
      if (current.kind === 'guest') {
        await this.listenAsGuest();
      } else {
        const data = await this.run(RefreshSessionMutation, { refreshToken: current.refreshToken });
        const renewed = userSession(data.refreshSession);
        // A refresh continues the same sign-in: a new account stays new until the user signs in again.
        if (renewed.kind === 'user' && renewed.user.id === current.user.id && current.user.newAccount) renewed.user.newAccount = true;
        sessionStore.set(renewed);
      }
      return sessionStore.get()?.accessToken ?? null;
    } catch (error) {
      const graphQLErrors = (error as { graphQLErrors?: unknown[] }).graphQLErrors;
      if (Array.isArray(graphQLErrors) && graphQLErrors.length > 0) {
        // The server refused the refresh token (expired, revoked, spent): the session is over.
        if (sessionStore.get()?.accessToken === current.accessToken) sessionStore.set(null);
        return null;
      }
      // Network trouble: keep the session and let the caller's request fail on its own.
      return current.accessToken;
    }
  }
}
