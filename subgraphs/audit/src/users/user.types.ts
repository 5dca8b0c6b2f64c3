import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * A user as audit knows one: only its id. accounts owns `User` and resolves the rest; this subgraph
 * only points at users (`resolvable: false`), so it never answers `_entities` for them.
 */
@ObjectType('User')
@Directive('@key(fields: "id", resolvable: false)')
export class UserReference {
  @Field(() => ID)
  id!: string;
}

/** What a field returns to point at a user: the gateway fetches the rest from accounts. */
export function userReference(id: string): UserReference & { __typename: 'User' } {
  return { __typename: 'User', id };
}
