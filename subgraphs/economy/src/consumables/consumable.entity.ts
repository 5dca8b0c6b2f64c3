import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Spec 3, §3: a consumable (a confetti cannon, a round of drinks) bought with tokens and delivered into a room's chat. */
export const ConsumableSchema = defineEntity({
  name: 'Consumable',
  tableName: 'consumable',
  indexes: [
    /** The list, newest first, paged by (createdAt, id); deleted ones left out. */
    { properties: ['deletedAt', 'createdAt', 'id'] },
  ],
  properties: {
    id: p.uuid().primary(),
    name: p.string().length(100),
    description: p.string().length(500).default(''),
    /** Whole tokens; the database refuses a free or negative price whatever the code does. */
    tokenCost: p.integer().check('token_cost > 0'),
    /** Its picture or animation (files/economy-file.entity.ts); none until one is uploaded. */
    fileId: p.uuid().nullable(),
    createdBy: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    /** A deleted consumable is neither listed nor sold; its row stays, so past purchases keep what they bought. */
    deletedAt: p.datetime().nullable(),
  },
});
export type Consumable = InferEntity<typeof ConsumableSchema>;
