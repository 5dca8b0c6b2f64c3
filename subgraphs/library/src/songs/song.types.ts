import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { musicProviders, songStatuses, streamKinds, type MusicProvider, type SongStatus, type StreamKind } from './song.entity.ts';
import { songOrderFields, type SongOrderField, type SortDirection } from './song.service.ts';

export const SongStatusEnum = graphqlEnum(songStatuses, {
  name: 'SongStatus',
  description: 'Where a song is in upload, verification or provider-data fetching.',
});

export const MusicProviderEnum = graphqlEnum(musicProviders, { name: 'MusicProvider' });

export const StreamKindEnum = graphqlEnum(streamKinds, { name: 'StreamKind', description: 'hls: an HLS playlist; http: a plain audio file.' });

export const SongOrderFieldEnum = graphqlEnum(songOrderFields, { name: 'SongOrderField' });

export const SongOrderDirectionEnum = graphqlEnum<SortDirection>(['ASC', 'DESC'], { name: 'SongOrderDirection' });

@ObjectType({ description: 'A song’s id on one music provider.' })
export class MusicProviderLink {
  @Field(() => MusicProviderEnum)
  provider!: MusicProvider;

  @Field(() => String)
  id!: string;
}

@ObjectType({ description: 'A song’s thumbnail on one music provider.' })
export class SongThumbnail {
  @Field(() => MusicProviderEnum)
  provider!: MusicProvider;

  @Field(() => String)
  url!: string;
}

@ObjectType('StreamUrl', { description: 'Where a song streams from on one provider.' })
export class StreamUrlType {
  @Field(() => MusicProviderEnum)
  provider!: MusicProvider;

  @Field(() => StreamKindEnum)
  kind!: StreamKind;

  @Field(() => String)
  url!: string;
}

/** The `playable` field of songs and crate songs: clients hide songs that are not (they cannot go in a queue). */
export const playableDescription =
  'Whether a listener can play it: in the catalogue (VERIFIED or SUCCESS) with a stream URL of a URL-based provider or ' +
  'an id on an id-based one (apple, spotify, youtube). A song that is not cannot be added to a queue (SONG_NOT_PLAYABLE), ' +
  'and a room skips one that reaches a DJ anyway: offer only playable songs for the queue.';

@ObjectType('Song', { description: 'A song of the catalogue.' })
@Directive('@key(fields: "id")')
export class SongType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'A short public id (10 base62 characters): the spec’s songShortId.' })
  shortId!: string;

  @Field(() => String)
  trackName!: string;

  @Field(() => String)
  artistName!: string;

  @Field(() => String, { nullable: true })
  genre!: string | null;

  @Field(() => Int, { description: 'Seconds.' })
  duration!: number;

  @Field(() => String, { nullable: true })
  isrc!: string | null;

  @Field(() => Boolean)
  explicit!: boolean;

  @Field(() => SongStatusEnum)
  status!: SongStatus;

  @Field(() => [String], { description: 'Links to the song’s pages on its providers.' })
  links!: string[];

  @Field(() => [String], { description: 'Preview (excerpt) URLs.' })
  previews!: string[];

  @Field(() => [StreamUrlType], { description: 'Where the song streams from, per provider.' })
  streamUrls!: StreamUrlType[];

  @Field(() => String, { nullable: true })
  albumName!: string | null;

  @Field(() => Int, { nullable: true })
  releaseYear!: number | null;

  @Field(() => ID, { nullable: true, description: 'The user who uploaded the song; null for provider songs.' })
  ownerId!: string | null;

  @Field(() => [String], { description: 'Free tags, edited by the owner.' })
  tags!: string[];

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  // Resolved by field resolvers: musicProviders and thumbnails (maps stored, lists in the API), playable, albumId,
  // artistId, album and artist.
}

@InputType({ description: 'Filters of GET /api/v1/songs; every filter given must hold.' })
export class SongFilterInput {
  @Field(() => [ID], { nullable: true, description: 'Any of these song ids (at most 100).' })
  id?: string[] | null;

  @Field(() => [ID], { nullable: true, description: 'None of these song ids (at most 100).' })
  idNot?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Any of these ISRCs, ignoring case and dashes (at most 100).' })
  isrc?: string[] | null;

  @Field(() => Date, { nullable: true, description: 'Changed strictly after this instant.' })
  updatedAfter?: Date | null;

  @Field(() => String, { nullable: true, description: 'A part of the track or artist name, ignoring case; % and _ match themselves.' })
  nameLike?: string | null;

  @Field(() => String, { nullable: true, description: 'The whole track name, ignoring case.' })
  trackName?: string | null;

  @Field(() => String, { nullable: true, description: 'The whole artist name, ignoring case.' })
  artistName?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: only songs with a sevenDigital id; false: only songs without.' })
  hasSevenDigital?: boolean | null;
}

@InputType({ description: 'The order of a song list; ties are broken by id.' })
export class SongOrderInput {
  @Field(() => SongOrderFieldEnum)
  field!: SongOrderField;

  @Field(() => SongOrderDirectionEnum, { nullable: true, description: 'Default DESC.' })
  direction?: SortDirection | null;
}

@InputType({ description: 'What the owner of a song may change; absent fields stay as they are.' })
export class UpdateSongInput {
  @Field(() => [String], { nullable: true, description: 'Replaces the tags: at most 20, each 1 to 50 characters.' })
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  trackName?: string | null;

  @Field(() => String, { nullable: true })
  artistName?: string | null;

  @Field(() => String, { nullable: true, description: 'null clears it.' })
  genre?: string | null;

  @Field(() => String, { nullable: true, description: 'null clears it.' })
  albumName?: string | null;

  @Field(() => Int, { nullable: true, description: 'null clears it.' })
  releaseYear?: number | null;

  @Field(() => Boolean, { nullable: true })
  explicit?: boolean | null;
}
