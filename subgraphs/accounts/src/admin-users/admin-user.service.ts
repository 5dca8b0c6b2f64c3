import { adminListPaging, adminUserListFields } from '@backspin/contracts/admin-lists';
import type { EntityManager } from '@mikro-orm/core';
import {
  capabilities,
  DomainError,
  isUuid,
  requirePermission,
  roles,
  type Identity,
  type Role,
} from '@backspin/platform';
import {
  findPage,
  ListQueryError,
  type FieldCondition,
  type ListPage,
  type ListQueryInput,
  type ListSpec,
  type MikroOrmFilter,
} from '@backspin/platform/list-query';
import { raw } from '@mikro-orm/core';
import { badgeIds } from '../badges/badge.entity.ts';
import { assertMayGrant } from '../roles/role.service.ts';
import type { SessionService } from '../sessions/session.service.ts';
import { UserSchema, type User } from '../users/user.entity.ts';
import { mayReadPrivateFields } from '../users/user.service.ts';

/**
 * The admin user list (GET /admin/users): what a filter, a sort and a field selection may name. `roles` and
 * `capabilities` are lists: a condition on them asks whether the user holds a role (see listFilter).
 */
export const adminUserListSpec: ListSpec = {
  fields: adminUserListFields,
  customFilters: { roles: listFilter, capabilities: listFilter, badges: badgeFilter, banned: standingFilter, deactivated: standingFilter },
  ...adminListPaging,
};

export type AdminUserPage = ListPage<User>;

export interface AdminSignUpInput {
  email?: string | null;
  password?: string | null;
  displayName?: string | null;
  roles?: readonly string[] | null;
}

/**
 * The admin side of accounts: the user list and record for moderators (`users.read-private`), and accounts made by
 * an admin (`users.create`).
 */
export class AdminUserService {
  constructor(private readonly sessions: SessionService) {}

  /** The verified phone number is private: the user and moderators see it; others get null. */
  visiblePhone(identity: Identity, user: User): string | null {
    return mayReadPrivateFields(identity, user.id) ? (user.phone ?? null) : null;
  }

  /**
   * GET /admin/users: the nestjsx list query (fields, s, filter, or, sort, limit, offset, page) over users, newest
   * first by default. Search e-mail and display name with $cont/$contL; `roles||$eq||admin` finds admins.
   */
  async list(em: EntityManager, identity: Identity, input: ListQueryInput | null | undefined): Promise<AdminUserPage> {
    requirePermission(identity, 'users.read-private');
    return findPage(em, UserSchema, input, adminUserListSpec);
  }

  /** GET /admin/users/{id}: one user, private fields included (404 when unknown). */
  async get(em: EntityManager, identity: Identity, id: string): Promise<User> {
    requirePermission(identity, 'users.read-private');
    if (typeof id !== 'string' || !isUuid(id)) throw new DomainError('INVALID_USER_ID');
    const user = await em.findOne(UserSchema, { id: id.toLowerCase() });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    return user;
  }

  /**
   * POST /users/admin/sign-up: an admin creates an account with e-mail and password (400 when either is missing),
   * optionally with roles (each as role grants allow: admin and superUser only by a superUser). Nobody is signed in:
   * the refresh token sign-up issues is revoked in the same transaction, so the admin never holds the user's session.
   */
  async signUp(em: EntityManager, identity: Identity, input: AdminSignUpInput): Promise<User> {
    requirePermission(identity, 'users.create');
    if (!input.email?.trim() || !input.password) throw new DomainError('SIGN_UP_FIELDS_MISSING');
    // `user` is every account's already: listing it is harmless.
    const granted = [...new Set((input.roles ?? []).filter((role) => role !== 'user').map((role) => assertMayGrant(identity, role)))];
    let sendVerification: (() => void) | undefined;
    const user = await em.transactional(async (tx) => {
      const { user } = await this.sessions.signUp(tx, input, { roles: granted, sendAfterCommit: (send) => (sendVerification = send) });
      await this.sessions.revokeRefreshTokens(tx, user.id);
      return user;
    });
    sendVerification?.();
    return user;
  }
}

const listValues: Record<'roles' | 'capabilities', readonly string[]> = { roles, capabilities };
const holds = new Set(['$eq', '$eqL', '$cont', '$contL', '$in', '$inL']);
const lacks = new Set(['$ne', '$neL', '$excl', '$exclL', '$notin', '$notinL']);

/**
 * A condition on `roles` or `capabilities` (JSON lists): $eq/$cont (and their _L forms) hold the role, $in holds any
 * of them, $ne/$excl/$notin hold none. Values are role (or capability) names, in any case.
 */
function listFilter(condition: FieldCondition): MikroOrmFilter {
  const field = condition.field as 'roles' | 'capabilities';
  if (!holds.has(condition.op) && !lacks.has(condition.op)) {
    throw new ListQueryError('where', `"${field}" is a list: use $eq, $cont or $in to find holders, $ne, $excl or $notin for the others`);
  }
  const raw = Array.isArray(condition.value) ? condition.value : [condition.value!];
  const names = raw.map((value) => {
    const name = listValues[field].find((n) => n.toLowerCase() === String(value).toLowerCase());
    if (!name) throw new ListQueryError('where', `"${field}" takes one of ${listValues[field].join(', ')}, not "${String(value)}"`);
    return name;
  });
  const anyOf = names.map((name) => ({ [field]: { $contains: [name as Role] } }));
  const held = anyOf.length === 1 ? anyOf[0]! : { $or: anyOf };
  return holds.has(condition.op) ? held : { $not: held };
}

/**
 * `badges`: holders of a badge ($eq/$in, any of several), or of none of them ($ne/$notin). Badge names are checked
 * against the list before they reach the SQL.
 */
function badgeFilter(condition: FieldCondition): MikroOrmFilter {
  if (!holds.has(condition.op) && !lacks.has(condition.op)) {
    throw new ListQueryError('where', '"badges" is a list: use $eq, $cont or $in to find holders, $ne, $excl or $notin for the others');
  }
  const values = Array.isArray(condition.value) ? condition.value : [condition.value!];
  const names = values.map((value) => {
    const name = badgeIds.find((id) => id.toLowerCase() === String(value).toLowerCase());
    if (!name) throw new ListQueryError('where', `"badges" takes one of ${badgeIds.join(', ')}, not "${String(value)}"`);
    return name;
  });
  const held = raw(
    (alias: string) =>
      `exists (select 1 from "accounts"."user_badge" as "ub" where "ub"."user_id" = ${alias}."id" and "ub"."badge" in (${names.map((n) => `'${n}'`).join(', ')}))`,
  );
  return { [held]: holds.has(condition.op) };
}

/** SQL of a user's standing now: banned (a temporary ban whose end passed is over) or deactivated. */
const standingSql: Record<'banned' | 'deactivated', string> = {
  banned: `"st"."banned_at" is not null and ("st"."banned_until" is null or "st"."banned_until" > now())`,
  deactivated: `"st"."deactivated_at" is not null`,
};

/** `banned` and `deactivated`: $eq (or $ne) `true` or `false`. */
function standingFilter(condition: FieldCondition): MikroOrmFilter {
  const field = condition.field as 'banned' | 'deactivated';
  const value = String(condition.value).toLowerCase();
  if (!['$eq', '$ne'].includes(condition.op) || !['true', 'false'].includes(value)) {
    throw new ListQueryError('where', `"${field}" takes $eq or $ne with true or false`);
  }
  const sql = raw(
    (alias: string) => `exists (select 1 from "accounts"."account_standing" as "st" where "st"."user_id" = ${alias}."id" and ${standingSql[field]})`,
  );
  return { [sql]: (value === 'true') === (condition.op === '$eq') };
}
