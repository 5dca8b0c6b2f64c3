import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { entityReference } from '@backspin/platform';

/**
 * A user as economy knows one: its id, plus the fields economy contributes (`tokenAccount`, `wornAvatar`).
 * accounts owns the rest of `User`; this entity is resolvable here so the gateway can ask economy for them.
 */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserReference {
  @Field(() => ID)
  id!: string;

  /** accounts' field, given to economy with the reference when a query asks for `wornAvatar` (`@requires`). */
  @Field(() => String, { nullable: true })
  @Directive('@external')
  avatarId?: string | null;
}

/** What a field returns to point at a user. */
export function userReference(id: string): UserReference & { __typename: 'User' } {
  return entityReference('User', id);
}
