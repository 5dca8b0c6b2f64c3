import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { MusicProvider, StreamKind } from '../songs/song.entity.ts';
import { MusicProviderEnum, StreamKindEnum } from '../songs/song.types.ts';
import { audioQualities, type AudioQuality } from './song-links.service.ts';

export const AudioQualityEnum = Object.fromEntries(audioQualities.map((q) => [q, q])) as Record<AudioQuality, AudioQuality>;
registerEnumType(AudioQualityEnum, { name: 'AudioQuality', description: 'Default medium; forced to medium when not signed in.' });

@ObjectType({ description: 'The stream URL a song plays from, chosen by the spec’s provider preference.' })
export class SongStreamType {
  @Field(() => ID)
  songId!: string;

  @Field(() => MusicProviderEnum)
  provider!: MusicProvider;

  @Field(() => StreamKindEnum)
  kind!: StreamKind;

  @Field(() => String)
  url!: string;

  @Field(() => AudioQualityEnum, { description: 'The quality granted (medium for callers not signed in).' })
  quality!: AudioQuality;

  @Field(() => String, { description: 'The ISO 3166-1 country code asked for, upper case.' })
  country!: string;
}

@ObjectType({ description: 'A song’s preview (excerpt) URL.' })
export class SongPreviewType {
  @Field(() => ID)
  songId!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String)
  country!: string;
}

@ObjectType({ description: 'What the migrate-links job did.' })
export class MigrateLinksReportType {
  @Field(() => Int, { description: 'Songs looked at.' })
  scanned!: number;

  @Field(() => Int, { description: 'Songs whose provider ids changed.' })
  updated!: number;

  @Field(() => Int, { description: 'Provider ids rewritten in their canonical form.' })
  providerIdsNormalised!: number;

  @Field(() => Int, { description: 'Provider ids left as they were: another song holds the canonical id.' })
  conflicts!: number;
}
