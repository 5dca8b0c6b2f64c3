import { requirePermission, type Identity } from '@backspin/platform';

/** Spec 1, §7.1 `GET /`: the points, avatars and tokens service greets whoever asks (no sign-in). */
export const economyGreeting = 'Hello from Backspin!';

/**
 * The error POST /sentry-testing raises on purpose. An ordinary Error, not a DomainError: it must travel the path of
 * an unexpected failure (reported with an id in the logs and to Sentry, a 500 carrying that id: platform errors/).
 */
export class SentryTestError extends Error {
  constructor(requestedBy: string) {
    super(`Sentry test error: raised on purpose through POST /sentry-testing by ${requestedBy}`);
    this.name = 'SentryTestError';
  }
}

/** The service's greeting, and the test of its error reporting. */
export class ServiceInfoService {
  greeting(): string {
    return economyGreeting;
  }

  /**
   * Staff, admins and services (`status.read`: those who watch the service's health) may raise the test error; anyone
   * else could fill the error tracker, so guests get 401 and other users 403 before anything is raised.
   */
  raiseTestError(identity: Identity): never {
    requirePermission(identity, 'status.read');
    throw new SentryTestError(identity.userId ?? `a ${identity.tokenType} token`);
  }
}
