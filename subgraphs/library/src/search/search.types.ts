import { Field, ObjectType } from 'type-graphql';
import { SongType } from '../songs/song.types.ts';

@ObjectType('SearchResult', { description: 'One search hit: a catalogue song, or a track found on a music provider.' })
export class SearchResultType {
  @Field(() => String, { description: '`catalogue` for the local catalogue, else the provider’s name.' })
  source!: string;

  @Field(() => SongType, { nullable: true, description: 'The catalogue song, when the hit is in the catalogue.' })
  song!: SongType | null;
}
