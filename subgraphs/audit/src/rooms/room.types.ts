import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { entityReference } from '@backspin/platform';

/** A room as audit knows one: only its id; rooms resolves the rest. */
@ObjectType('Room')
@Directive('@key(fields: "id", resolvable: false)')
export class RoomReference {
  @Field(() => ID)
  id!: string;
}

export function roomReference(id: string): RoomReference & { __typename: 'Room' } {
  return entityReference('Room', id);
}
