import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * A user as a subgraph other than accounts knows one: only its id. accounts owns `User` and resolves the
 * rest; a subgraph that only points at users uses this type (`resolvable: false`: it never answers
 * `_entities` for them). A subgraph that adds fields to `User` declares its own resolvable type instead.
 */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReference {
  @Field(() => ID)
  id!: string;
}

/** What a field returns to point at another subgraph's entity: the gateway fetches the rest. */
export function entityReference<Typename extends string>(__typename: Typename, id: string): { __typename: Typename; id: string } {
  return { __typename, id };
}

export function userReference(id: string): UserReference & { __typename: 'User' } {
  return entityReference('User', id);
}
