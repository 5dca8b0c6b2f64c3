import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { CrateType } from '../crates/crate.types.ts';
import { sameSongReasons, type SameSongReason } from './crate-song.service.ts';


export const SameSongReasonEnum = graphqlEnum(sameSongReasons, {
  name: 'SameSongReason',
  description: 'Which clause of the same-song rule matched: crate song id, song id, short id, ISRC, a provider id, or names (ignoring case) with durations within 5 s.',
});

@ObjectType('CrateSong', { description: 'A song at its place in a crate; the song’s fields come from the catalogue.' })
export class CrateSongType {
  @Field(() => ID, { description: 'The spec’s crateSongUuid.' })
  id!: string;

  @Field(() => ID)
  crateId!: string;

  @Field(() => ID)
  songId!: string;

  @Field(() => Int, { description: '0-based index in the crate’s order.' })
  position!: number;

  @Field(() => Date, { description: 'When it was added to the crate.' })
  createdAt!: Date;

  // Field resolvers (from the catalogue song, loaded once per page): song, songShortId, trackName, artistName,
  // genre, duration, isrc, explicit, status, musicProviders, thumbnails, previews, streamUrls.
}

@ObjectType({ description: 'A song an add left out: the crate already has it, or the request listed it twice.' })
export class SkippedCrateSong {
  @Field(() => ID)
  songId!: string;

  @Field(() => SameSongReasonEnum)
  reason!: SameSongReason;

  @Field(() => ID)
  duplicateOfSongId!: string;

  @Field(() => ID, { nullable: true, description: 'Null when it duplicates an earlier song of the same request.' })
  duplicateOfCrateSongId!: string | null;
}

@ObjectType({ description: 'The outcome of adding songs to a crate.' })
export class AddCrateSongsResult {
  @Field(() => CrateType)
  crate!: CrateType;

  @Field(() => [CrateSongType], { description: 'In crate order, with their positions.' })
  added!: CrateSongType[];

  @Field(() => [SkippedCrateSong])
  skipped!: SkippedCrateSong[];
}
