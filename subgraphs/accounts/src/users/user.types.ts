import { Directive, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { roles, type Role } from '@backspin/platform';

export const RoleType = Object.fromEntries(roles.map((r) => [r, r])) as Record<Role, Role>;
registerEnumType(RoleType, { name: 'Role', description: 'Platform roles' });

@ObjectType('User', { description: 'A person (or bot) with an account.' })
@Directive('@key(fields: "id")')
export class UserType {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => [RoleType])
  roles!: Role[];

  @Field(() => String, { nullable: true, description: 'The slug of the avatar the user shows (economy’s catalogue; the built-in ones are vinyl-1 to vinyl-12); null until chosen.' })
  avatarId!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  /** Resolved by a guarded field resolver: only the user and moderators see it. */
  email?: string;
}

@InputType({ description: 'Changes to a profile: absent or null keeps a field, an empty string clears an optional one.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: 'The slug of an avatar the user may wear (economy’s avatarWearability): 400 for an unknown one, 403 for one that is not theirs.' })
  avatarId?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 500 characters (line breaks allowed); empty clears it.' })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Free text, at most 100 characters; empty clears it.' })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'Free text such as "she/her", at most 40 characters; empty clears it.' })
  pronouns?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) URL of at most 300 characters; empty clears it.' })
  website?: string | null;
}
