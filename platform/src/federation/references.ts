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

/** A library song as other subgraphs know one: its id (library resolves the rest). */
@ObjectType('Song')
@Directive('@key(fields: "id", resolvable: false)')
export class SongReference {
  @Field(() => ID)
  id!: string;
}

export function songReference(id: string): SongReference & { __typename: 'Song' } {
  return entityReference('Song', id);
}

/** A library crate as other subgraphs know one: its id (library resolves the rest). */
@ObjectType('Crate')
@Directive('@key(fields: "id", resolvable: false)')
export class CrateReference {
  @Field(() => ID)
  id!: string;
}

export function crateReference(id: string): CrateReference & { __typename: 'Crate' } {
  return entityReference('Crate', id);
}

/** An economy consumable as other subgraphs know one (a chat message carrying it): its id (economy resolves the rest). */
@ObjectType('Consumable')
@Directive('@key(fields: "id", resolvable: false)')
export class ConsumableReference {
  @Field(() => ID)
  id!: string;
}

export function consumableReference(id: string): ConsumableReference & { __typename: 'Consumable' } {
  return entityReference('Consumable', id);
}
