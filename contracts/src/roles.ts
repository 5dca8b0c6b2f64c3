import { DomainError } from './catalogue.ts';
import type { TokenScope } from './token-scopes.ts';

/** Platform roles (spec 1, §3). */
export const roles = ['globalModerator', 'admin', 'moderator', 'staff', 'promoter', 'user', 'superUser', 'bot'] as const;
export type Role = (typeof roles)[number];

/** What a bearer token stands for. `anonymous` is the absence of any valid identity. */
export const tokenTypes = ['user', 'guest', 'bot', 'service'] as const;
export type TokenType = (typeof tokenTypes)[number];

/**
 * User capabilities (spec 1, §3): rights granted one by one to a user by a moderator, beside the roles.
 * They travel in the access token; a grant or a revocation raises the user's token version, so the tokens in
 * hand stop at once and the next refresh carries the change (accounts' account-standing/renewAccessTokens).
 */
export const capabilities = ['uploadMusic', 'promoteRoom'] as const;
export type Capability = (typeof capabilities)[number];

export function isCapability(value: unknown): value is Capability {
  return (capabilities as readonly unknown[]).includes(value);
}

export interface Identity {
  /** The user's id (a guest gets a random id of its own); null when anonymous. */
  userId: string | null;
  tokenType: TokenType | 'anonymous';
  roles: readonly Role[];
  /** Capabilities granted to the user; absent means none. */
  capabilities?: readonly Capability[];
  /** The caller's IP as the gateway saw it (behind TRUST_PROXY proxies); absent when unknown. Used for abuse limits only. */
  clientIp?: string;
  /** A scoped token (token-scopes.ts): the gateway lets it run only its scope's root fields. Absent: unrestricted. */
  scope?: TokenScope;
}

export const anonymous: Identity = Object.freeze({ userId: null, tokenType: 'anonymous', roles: Object.freeze([]) });

/**
 * Who may do what: the one table that code and docs share (the spec lists roles but not their rights).
 * A permission is granted when the identity holds any listed role. Guests and anonymous callers hold none.
 */
const staffRoles = ['staff', 'admin', 'superUser'] as const satisfies readonly Role[];
const moderatorRoles = ['moderator', 'globalModerator', ...staffRoles] as const satisfies readonly Role[];
const adminRoles = ['admin', 'superUser'] as const satisfies readonly Role[];

export const permissions = {
  /**
   * Kick, ban, temporary ban, unban (only users of a lower rank, never oneself: moderation.service.ts); the pending
   * deactivation requests (list, cancel); moderation comments (write and read); grant and revoke capabilities
   * (PUT/DELETE /users/{id}/capabilities/{capability}); set a user's badges (POST /users/change-badges-admin);
   * edit any profile (POST /users/profile-admin) and delete any picture.
   */
  'users.moderate': moderatorRoles,
  /** Deactivate and reactivate an account by id (again only users of a lower rank). */
  'users.deactivate': adminRoles,
  /**
   * Read any user's private data (e-mail, phone, capabilities) and the admin user list:
   * GET /admin/users, GET /admin/users/{id} (GraphQL `allUsers`, `adminUser`); anyone's address book, as digests
   * (GET /user-book-contact/admin/{id}).
   */
  'users.read-private': moderatorRoles,
  /**
   * Grant and remove platform roles: POST /users/add-role, /users/add-global-moderator-role, /users/remove-role.
   * Admins grant and remove the roles below admin; only superUsers grant or remove admin and superUser
   * (roles/role.service.ts, `grantableBy`).
   */
  'users.grant-roles': adminRoles,
  /** Create an account for someone else, optionally with roles (POST /users/admin/sign-up); the roles follow `users.grant-roles`' rule. */
  'users.create': adminRoles,
  /** Set any user's password (POST /users/change-password-admin), add e-mail addresses to a user (CREATED_BY_ADMIN), list and delete a user's e-mail addresses. */
  'users.manage-credentials': adminRoles,
  /**
   * Admin console: vouchers, seasons, avatars, consumables, phone whitelist, everyone's phone validations, the SMS fraud
   * constants; a user's rooms changed or deleted (PATCH/DELETE /rooms/user/{userId}); the DJs (GET /admin/djs).
   */
  'console.manage': adminRoles,
  /**
   * Read moderation actions and the audit stream; geolocate any IP address (audit's `geolocate(ip)`, GET/POST
   * /geolocate): anyone holding a token geolocates their own address without it.
   */
  'audit.read': moderatorRoles,
  /**
   * Write audit's moderation trail by hand: create records (one or in bulk), correct them (PATCH, PUT: the previous
   * version kept as a revision) and delete them (a recorded soft delete). Moderators only read it.
   */
  'audit.manage': staffRoles,
  /** Read listeners' playback tracking records (audit's play tracking: who heard what, on which device). */
  'playback.read': staffRoles,
  /** Record what rooms play (the room rotation runs with a service token; staff may correct). */
  'plays.record': staffRoles,
  /** Report transcoder results (POST /upload/transcoder_sns): the transcoder runs with a service token; staff may too. */
  'media.transcode': staffRoles,
  /** Delete any song and run catalogue jobs (migrate-links). */
  'library.manage': staffRoles,
  /** Library service paths: every user's crates, all crates, a crate's songs by short id. */
  'library.service': staffRoles,
  /** Change or delete any room, promote rooms without the capability, read the service lists of rooms. */
  'rooms.manage': staffRoles,
  /**
   * Service profile paths: a user's full profile (/profile/{id}/service) and the public profile documents of
   * search-engine pages (/users/service/...). The site renderer calls them with a service token; staff may too.
   * Also any user's custom fields of the points, avatars and tokens service (POST/DELETE /custom-fields with a userUuid).
   */
  'profiles.service': staffRoles,
  /**
   * Push notifications to other users (the /mobileNotification, /notifications and /web-notifications paths, their admin
   * variants), any user's devices, a DJ's fans list with opt-ins (GET /dj-fans/admin/{id}). Room staff notify their
   * own room's users without it.
   */
  'notifications.send': staffRoles,
  /** Sign up bot accounts, list them, rotate and revoke their secrets (bots/bot.service.ts). */
  'bots.manage': adminRoles,
  /**
   * The token ledger's staff side: credit and adjust any token account with a reason, enable and disable accounts,
   * list all accounts, commit and void holds (services commit the holds they delivered: service tokens hold it).
   */
  'tokens.manage': staffRoles,
  /** Read any user's subscription (GET /subscription/user/{id}) and count subscriptions (GET /subscription/count). */
  'subscriptions.read': staffRoles,
  /**
   * Read a service's status (version, database, uptime, counts): GET /info-admin/user-service-status; and raise the
   * test error of the error-reporting path (POST /sentry-testing), a check of the same kind.
   */
  'status.read': staffRoles,
  /**
   * Service-to-service operations (service tokens always hold it): award points; add and remove badges
   * (POST /users/add-badges-service, /users/remove-badges-service).
   */
  'service.call': ['superUser'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof permissions;

export function can(identity: Identity, permission: Permission): boolean {
  if (identity.tokenType === 'service') return true;
  if (identity.tokenType !== 'user' && identity.tokenType !== 'bot') return false;
  const allowed: readonly Role[] = permissions[permission];
  return identity.roles.some((r) => allowed.includes(r));
}

/** A signed-in user or bot (not a guest, not anonymous); throws 401 otherwise. */
export function requireUser(identity: Identity): string {
  if (!identity.userId || (identity.tokenType !== 'user' && identity.tokenType !== 'bot')) {
    throw new DomainError('UNAUTHORIZED');
  }
  return identity.userId;
}

/**
 * Another subgraph, with its service identity (and, when `name` is given, that subgraph only): 401 for anonymous
 * callers and guests, 403 for users, bots and other services. For what only a service decides or delivers.
 */
export function requireService(identity: Identity, name?: string): void {
  if (identity.tokenType === 'anonymous' || identity.tokenType === 'guest') throw new DomainError('UNAUTHORIZED');
  if (identity.tokenType !== 'service' || (name !== undefined && identity.userId !== name)) throw new DomainError('FORBIDDEN');
}

/** Anyone holding a token, guests included; throws 401 for anonymous callers. */
export function requireListener(identity: Identity): string {
  if (!identity.userId) throw new DomainError('UNAUTHORIZED');
  return identity.userId;
}

/** Holds the capability, or a permission that includes it (staff may do whatever a capability allows). */
export function hasCapability(identity: Identity, capability: Capability, orPermission?: Permission): boolean {
  if (identity.tokenType !== 'user' && identity.tokenType !== 'bot' && identity.tokenType !== 'service') return false;
  if (orPermission && can(identity, orPermission)) return true;
  return identity.capabilities?.includes(capability) ?? false;
}

export function requirePermission(identity: Identity, permission: Permission): void {
  if (identity.tokenType === 'anonymous' || identity.tokenType === 'guest') throw new DomainError('UNAUTHORIZED');
  if (!can(identity, permission)) throw new DomainError('FORBIDDEN');
}
