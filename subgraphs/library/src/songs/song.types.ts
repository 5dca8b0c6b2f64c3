import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { musicProviders, songStatuses, type MusicProvider, type SongStatus } from './song.entity.ts';

const enumOf = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const SongStatusEnum = enumOf(songStatuses);
registerEnumType(SongStatusEnum, { name: 'SongStatus', description: 'Where a song is in upload and verification.' });

export const MusicProviderEnum = enumOf(musicProviders);
registerEnumType(MusicProviderEnum, { name: 'MusicProvider' });

@ObjectType({ description: 'A song’s id on one music provider.' })
export class MusicProviderLink {
  @Field(() => MusicProviderEnum)
  provider!: MusicProvider;

  @Field(() => String)
  id!: string;
}

@ObjectType('Song', { description: 'A song of the catalogue.' })
@Directive('@key(fields: "id")')
export class SongType {
  @Field(() => ID)
  id!: string;

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

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The user who uploaded the song (uploads only).' })
  ownerId!: string | null;

  @Field(() => String, { nullable: true })
  albumName!: string | null;

  /** Resolved by a field resolver from the stored provider → id map. */
  musicProviders?: MusicProviderLink[];
}
