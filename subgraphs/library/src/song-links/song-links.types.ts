import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import type { MusicProvider, StreamKind } from '../songs/song.entity.ts';
import { MusicProviderEnum, StreamKindEnum } from '../songs/song.types.ts';
import { linkMigrationStatuses, type LinkMigrationStatus } from './link-migration.entity.ts';
import { audioQualities, type AudioQuality } from './song-links.service.ts';

export const AudioQualityEnum = graphqlEnum(audioQualities, {
  name: 'AudioQuality',
  description: 'Default medium; forced to medium when not signed in.',
});

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

export const LinkMigrationStatusEnum = graphqlEnum(linkMigrationStatuses, {
  name: 'LinkMigrationStatus',
  description: 'queued → running → done, or failed.',
});

@ObjectType('SongLinkMigration', {
  description:
    'A run of the migrate-links background job (POST /song-data/migrate-links): it rewrites stored provider ids in canonical form; its counts grow batch by batch.',
})
export class SongLinkMigrationType {
  @Field(() => ID)
  id!: string;

  @Field(() => LinkMigrationStatusEnum)
  status!: LinkMigrationStatus;

  @Field(() => Int, { description: 'Songs looked at so far.' })
  scanned!: number;

  @Field(() => Int, { description: 'Songs whose provider ids changed.' })
  updated!: number;

  @Field(() => Int, { description: 'Provider ids rewritten in their canonical form.' })
  providerIdsNormalised!: number;

  @Field(() => Int, { description: 'Provider ids left as they were: another song holds the canonical id.' })
  conflicts!: number;

  @Field(() => String, { nullable: true, description: 'Why it failed.' })
  error!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  startedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}
