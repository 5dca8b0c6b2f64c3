import { Directive, Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Artist', { description: 'An artist of the catalogue, derived from songs’ artist names.' })
@Directive('@key(fields: "id")')
export class ArtistType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'A short public id (10 base62 characters): the spec’s artistShortId.' })
  shortId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Date)
  createdAt!: Date;

  // albums: resolved by a field resolver (batched).
}
