import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Album', { description: 'An album of the catalogue, derived from songs’ album and artist names.' })
@Directive('@key(fields: "id")')
export class AlbumType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'A short public id (10 base62 characters): the spec’s albumShortId.' })
  shortId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { nullable: true })
  releaseYear!: number | null;

  @Field(() => Date)
  createdAt!: Date;

  // artistId, artistName, artist and songs: resolved by field resolvers (batched).
}
