import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { consumableLimits } from '@backspin/contracts/consumables';
import { DomainError, isUuid, pgArray, requirePermission, requireUser, type Identity, type JsonRow, type SqlPart } from '@backspin/platform';
import { findPage, type ListPage, type ListQueryInput, type ListSpec } from '@backspin/platform/list-query';
import type { EconomyFileService } from '../files/economy-file.service.ts';
import { ConsumableSchema, type Consumable } from './consumable.entity.ts';

export interface ConsumableFields {
  name?: string | null;
  description?: string | null;
  tokenCost?: number | null;
  /** An uploaded file (POST /api/v1/consumables/files); null removes the picture. */
  fileId?: string | null;
}

/** The list (GET /api/v1/consumables): by id and age, newest first, 32 a page (spec 3, §9), never more. */
export const consumableListSpec: ListSpec = {
  fields: { id: 'uuid', name: 'text', tokenCost: 'integer', createdAt: 'date' },
  defaultLimit: consumableLimits.pageSize,
  maxLimit: consumableLimits.pageSize,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  outOfRange: 'clamp',
};

/** The path clients load a consumable's picture from (the REST bridge serves it from storage). */
export const consumableFilePath = (fileId: string) => `/api/v1/consumables/files/${fileId}`;

/**
 * The consumables catalogue: admins (`console.manage`) create, change and delete consumables; every signed-in user
 * lists them (to buy one: consumable-purchases/). A deleted consumable leaves the list and the shop, and keeps its row
 * for the purchases that bought it.
 */
export class ConsumableService {
  constructor(private readonly deps: { files: EconomyFileService }) {}

  /** `id` only from the server itself (demo data's fixed ids); the API always gets a new one. */
  async create(em: EntityManager, identity: Identity, fields: ConsumableFields, id: string = randomUUID()): Promise<Consumable> {
    const userId = requireUser(identity);
    requirePermission(identity, 'console.manage');
    const name = nameOf(fields.name);
    const description = descriptionOf(fields.description);
    const tokenCost = tokenCostOf(fields.tokenCost);
    const fileId = fields.fileId ? await this.deps.files.requireExists(em, fields.fileId) : null;
    const consumable = em.create(ConsumableSchema, { id, name, description, tokenCost, fileId, createdBy: userId, deletedAt: null });
    await em.flush();
    return consumable;
  }

  /** Changes the fields given (absent ones stay); a price change answers every buyer's stale view with 409. */
  async update(em: EntityManager, identity: Identity, id: string, fields: ConsumableFields): Promise<Consumable> {
    requireUser(identity);
    requirePermission(identity, 'console.manage');
    const changes: Partial<Consumable> = {};
    if (fields.name !== undefined) changes.name = nameOf(fields.name);
    if (fields.description !== undefined) changes.description = descriptionOf(fields.description);
    if (fields.tokenCost !== undefined) changes.tokenCost = tokenCostOf(fields.tokenCost);
    if (fields.fileId !== undefined) changes.fileId = fields.fileId === null ? null : await this.deps.files.requireExists(em, fields.fileId);
    const consumable = await this.live(em, id);
    em.assign(consumable, changes);
    await em.flush();
    return consumable;
  }

  /** Takes a consumable off the list and the shop (its row stays for past purchases); 404 when already gone. */
  async delete(em: EntityManager, identity: Identity, id: string): Promise<Consumable> {
    requireUser(identity);
    requirePermission(identity, 'console.manage');
    const consumable = await this.live(em, id);
    consumable.deletedAt = new Date();
    await em.flush();
    return consumable;
  }

  /** One consumable on sale; 404 for an unknown or deleted one. Any signed-in user. */
  async get(em: EntityManager, identity: Identity, id: string): Promise<Consumable> {
    requireUser(identity);
    return this.live(em, id);
  }

  /** The list (`id`, and `createdAt` before a date, as filters), newest first, 32 a page. Any signed-in user. */
  async list(em: EntityManager, identity: Identity, query: ListQueryInput | null | undefined): Promise<ListPage<Consumable>> {
    requireUser(identity);
    return findPage(em, ConsumableSchema, query, consumableListSpec, { deletedAt: null });
  }

  /** Consumables by id, deleted ones included (a chat message or a purchase shows what was bought). */
  async findByIds(em: EntityManager, ids: readonly string[]): Promise<Map<string, Consumable>> {
    const valid = ids.filter(isUuid).map((id) => id.toLowerCase());
    const found = valid.length ? await em.find(ConsumableSchema, { id: { $in: valid } }) : [];
    return new Map(found.map((c) => [c.id, c]));
  }

  /**
   * `liveByIds` as a part of the caller's statement (`selectTogether`): the prices of those on sale, read back with
   * `pricesFromRows`.
   */
  livePricesPart(ids: readonly string[]): SqlPart {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    return {
      sql: 'select "id", "token_cost" as "tokenCost" from "economy"."consumable" where "id" = any(?::uuid[]) and "deleted_at" is null',
      params: [pgArray(valid)],
    };
  }

  /** A consumable on sale, by id; 404 for an unknown, malformed or deleted one. */
  async live(em: EntityManager, id: string): Promise<Consumable> {
    const consumable = isUuid(id) ? await em.findOne(ConsumableSchema, { id: id.toLowerCase(), deletedAt: null }) : null;
    if (!consumable) throw new DomainError('CONSUMABLE_NOT_FOUND');
    return consumable;
  }
}

function nameOf(value: string | null | undefined): string {
  const name = value?.trim() ?? '';
  if (!name || name.length > consumableLimits.nameMax || name.includes('\0')) throw new DomainError('INVALID_CONSUMABLE');
  return name;
}

function descriptionOf(value: string | null | undefined): string {
  const description = value?.trim() ?? '';
  if (description.length > consumableLimits.descriptionMax || description.includes('\0')) throw new DomainError('INVALID_CONSUMABLE');
  return description;
}

function tokenCostOf(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > consumableLimits.tokenCostMax) {
    throw new DomainError('INVALID_CONSUMABLE');
  }
  return value;
}

/** A consumable's price, as a purchase decides on it. */
export type ConsumablePrice = Pick<Consumable, 'id' | 'tokenCost'>;

/** The rows of `livePricesPart`, by id. */
export function pricesFromRows(rows: readonly JsonRow[]): Map<string, ConsumablePrice> {
  return new Map(rows.map((r) => [String(r.id), { id: String(r.id), tokenCost: Number(r.tokenCost) }]));
}
