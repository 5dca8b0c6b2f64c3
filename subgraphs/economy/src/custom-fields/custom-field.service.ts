import { randomUUID } from 'node:crypto';
import { customFieldKeyPattern, customFieldsPerUser, customFieldValueMaxLength } from '@backspin/contracts/custom-fields';
import { textInputProblem } from '@backspin/contracts/validation';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, execute, isUuid, requirePermission, requireUser, type Identity } from '@backspin/platform';
import { CustomFieldSchema, type CustomField } from './custom-field.entity.ts';

/**
 * Custom fields (spec 1, §7.1 `POST`/`DELETE /custom-fields`, which the spec leaves undescribed): a user's own small
 * key/value pairs kept by the points, avatars and tokens service, for what clients and services want to remember about
 * a user's economy (a shelf's sort order, a preferred leaderboard view, a partner's reference). They are private: the
 * user reads and writes their own; staff and services (`profiles.service`) read and write anyone's. At most
 * 50 per user, keys of 1 to 64 characters, values of at most 1000.
 */
export class CustomFieldService {
  /** Sets one field of a user: creates it, or replaces the value of the field with that key (one row per key). */
  async set(em: EntityManager, identity: Identity, input: { userId?: string | null; key: string; value: string }): Promise<CustomField> {
    const userId = this.ownerFor(identity, input.userId);
    const key = validKey(input.key);
    if (typeof input.value !== 'string' || textInputProblem(input.value, customFieldValueMaxLength)) {
      throw new DomainError('INVALID_CUSTOM_FIELD_VALUE');
    }
    const value = input.value;
    return em.transactional(async (tx) => {
      // One writer per user at a time: the count below and the insert after it cannot be raced past the limit.
      await execute(tx, 'select pg_advisory_xact_lock(hashtextextended(?, 0))', [`economy.custom-fields:${userId}`]);
      const existing = await tx.findOne(CustomFieldSchema, { userId, key });
      if (existing) {
        existing.value = value;
        existing.updatedAt = new Date();
        return existing;
      }
      if ((await tx.count(CustomFieldSchema, { userId })) >= customFieldsPerUser) throw new DomainError('CUSTOM_FIELDS_FULL');
      const now = new Date();
      return tx.create(CustomFieldSchema, { id: randomUUID(), userId, key, value, createdAt: now, updatedAt: now });
    });
  }

  /** Removes one field of a user and answers it as it was; 404 when the user has no field with that key. */
  async delete(em: EntityManager, identity: Identity, input: { userId?: string | null; key: string }): Promise<CustomField> {
    const userId = this.ownerFor(identity, input.userId);
    const key = validKey(input.key);
    const [row] = await execute<{ id: string; user_id: string; key: string; value: string; created_at: Date; updated_at: Date }>(
      em,
      'delete from "economy"."custom_field" where "user_id" = ? and "key" = ? returning *',
      [userId, key],
    );
    if (!row) throw new DomainError('CUSTOM_FIELD_NOT_FOUND');
    return { id: row.id, userId: row.user_id, key: row.key, value: row.value, createdAt: new Date(row.created_at), updatedAt: new Date(row.updated_at) };
  }

  /** A user's fields, by key. */
  async list(em: EntityManager, identity: Identity, userId?: string | null): Promise<CustomField[]> {
    const owner = this.ownerFor(identity, userId);
    return em.find(CustomFieldSchema, { userId: owner }, { orderBy: { key: 'asc' }, limit: customFieldsPerUser });
  }

  /** Whose fields: the caller's own (a signed-in user or bot), or anyone's for staff and services. */
  private ownerFor(identity: Identity, userId: string | null | undefined): string {
    if (userId === undefined || userId === null || userId === '') return requireUser(identity);
    if (identity.tokenType === 'anonymous' || identity.tokenType === 'guest') throw new DomainError('UNAUTHORIZED');
    if (typeof userId !== 'string' || !isUuid(userId)) throw new DomainError('INVALID_USER_ID');
    const owner = userId.toLowerCase();
    const self = identity.userId === owner && (identity.tokenType === 'user' || identity.tokenType === 'bot');
    if (!self) requirePermission(identity, 'profiles.service');
    return owner;
  }
}

function validKey(key: unknown): string {
  if (typeof key !== 'string' || !customFieldKeyPattern.test(key)) throw new DomainError('INVALID_CUSTOM_FIELD_KEY');
  return key;
}
