import { customFieldKeyMaxLength, customFieldValueMaxLength } from '@backspin/contracts/custom-fields';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';

@ObjectType('CustomField', {
  description: 'A user’s own key/value pair kept by the points, avatars and tokens service (POST/DELETE /custom-fields).',
})
export class CustomFieldType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'Whose field it is' })
  userId!: string;

  @Field(() => String)
  key!: string;

  @Field(() => String)
  value!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType({ description: 'POST /custom-fields: sets one field (creates it, or replaces its value).' })
export class SetCustomFieldInput {
  @Field(() => ID, { nullable: true, description: 'Whose field: the caller when absent; another user needs staff or a service token' })
  userId?: string | null;

  @MaxLength(customFieldKeyMaxLength, 'INVALID_CUSTOM_FIELD_KEY')
  @Field(() => String, { description: '1 to 64 characters: a letter, then letters, digits, dots, hyphens or underscores' })
  key!: string;

  @MaxLength(customFieldValueMaxLength, 'INVALID_CUSTOM_FIELD_VALUE')
  @Field(() => String, { description: 'At most 1000 characters (empty allowed)' })
  value!: string;
}

@InputType({ description: 'DELETE /custom-fields: removes one field.' })
export class DeleteCustomFieldInput {
  @Field(() => ID, { nullable: true, description: 'Whose field: the caller when absent; another user needs staff or a service token' })
  userId?: string | null;

  @MaxLength(customFieldKeyMaxLength, 'INVALID_CUSTOM_FIELD_KEY')
  @Field(() => String)
  key!: string;
}
