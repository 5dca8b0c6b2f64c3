import { customFieldKeyMaxLength, customFieldValueMaxLength } from '@backspin/contracts/custom-fields';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A user's custom field (POST/DELETE /custom-fields): one key/value pair the user (or staff, or a service for them)
 * keeps in the points, avatars and tokens service. One value per user and key: the unique constraint makes a second
 * set of the same key replace the first, however many arrive at once.
 */
export const CustomFieldSchema = defineEntity({
  name: 'CustomField',
  tableName: 'custom_field',
  uniques: [{ name: 'custom_field_user_id_key_unique', properties: ['userId', 'key'] }],
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    key: p.string().length(customFieldKeyMaxLength),
    value: p.string().length(customFieldValueMaxLength),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});
export type CustomField = InferEntity<typeof CustomFieldSchema>;
