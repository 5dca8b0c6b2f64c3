import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A user's own client data (PUT and GET /users/profile/user-data): settings a client keeps on the server, a JSON
 * object of at most USER_DATA_MAX_BYTES. Only its owner reads or writes it. A table of its own, so the blob is
 * never loaded with the user row.
 */
export const UserClientDataSchema = defineEntity({
  name: 'UserClientData',
  tableName: 'user_client_data',
  properties: {
    userId: p.uuid().primary(),
    data: p.json<Record<string, unknown>>(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type UserClientData = InferEntity<typeof UserClientDataSchema>;
