import { Field, Int, ObjectType } from 'type-graphql';
import { SongType } from '../songs/song.types.ts';

@ObjectType('ExternalTrack', { description: 'A track found on a music provider, not (yet) in the catalogue: import it to play it.' })
export class ExternalTrackType {
  @Field(() => String, { description: 'The provider (sevenDigital, spotify, apple, soundCloudPublic, …).' })
  provider!: string;

  @Field(() => String)
  providerId!: string;

  @Field(() => String)
  trackName!: string;

  @Field(() => String)
  artistName!: string;

  @Field(() => String, { nullable: true })
  albumName!: string | null;

  @Field(() => Int, { nullable: true, description: 'Seconds.' })
  durationSeconds!: number | null;

  @Field(() => String, { nullable: true })
  isrc!: string | null;

  @Field(() => Boolean)
  explicit!: boolean;

  @Field(() => Int, { nullable: true })
  releaseYear!: number | null;

  @Field(() => String, { nullable: true, description: 'The thumbnail: the smallest image at least 256 px wide (spec §9), else the largest.' })
  thumbnailUrl?: string | null;

  @Field(() => String, { nullable: true })
  previewUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'The track’s public page on the provider.' })
  webUrl?: string | null;
}

@ObjectType('SearchResult', { description: 'One search hit: a catalogue song, or a track found on a music provider.' })
export class SearchResultType {
  @Field(() => String, { description: '`catalogue` for the local catalogue, else the provider’s name.' })
  source!: string;

  @Field(() => SongType, { nullable: true, description: 'The catalogue song, when the hit is in the catalogue.' })
  song!: SongType | null;

  @Field(() => ExternalTrackType, { nullable: true, description: 'The provider’s track, when the hit is not in the catalogue.' })
  track!: ExternalTrackType | null;
}
