import { Directive, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { MaxLength, UserReference, graphqlEnum } from '@backspin/platform';
import { crateLimits } from './crate.service.ts';
import { crateImportStatuses, type CrateImportStatus, type CrateKind, type SpecialCrateKind } from './crate.entity.ts';


export const CrateKindEnum: Record<'REGULAR' | 'QUEUE' | 'LIKES', CrateKind> = { REGULAR: 'regular', QUEUE: 'queue', LIKES: 'likes' };
registerEnumType(CrateKindEnum, {
  name: 'CrateKind',
  description: 'A playlist, the queue (special crate "default") or the likes list (special crate "tt-stars").',
});

export const SpecialCrateEnum: Record<'QUEUE' | 'LIKES', SpecialCrateKind> = { QUEUE: 'queue', LIKES: 'likes' };
registerEnumType(SpecialCrateEnum, {
  name: 'SpecialCrate',
  description: 'The caller’s queue or likes list; created on first use.',
});

@ObjectType('CrateImportFailure', { description: 'A track an import could not bring into the crate, and why.' })
export class CrateImportFailureType {
  @Field(() => String)
  musicProvider!: string;

  @Field(() => String)
  providerId!: string;

  @Field(() => String, { description: 'The error reason (SONG_NOT_IN_CATALOG, MUSIC_PROVIDER_UNAVAILABLE, SONG_NOT_VERIFIED, ...).' })
  reason!: string;

  @Field(() => String, { description: 'The error message, in English.' })
  message!: string;
}

export const CrateImportStatusEnum = graphqlEnum(crateImportStatuses, {
  name: 'CrateImportStatus',
  description: 'IN_PROGRESS, then FAILED or COMPLETE.',
});

@ObjectType('Crate', { description: 'A playlist of songs (spec: crate), ordered; the queue and the likes list are crates too.' })
@Directive('@key(fields: "id")')
export class CrateType {
  @Field(() => ID, { description: 'The spec’s crateUuid.' })
  id!: string;

  @Field(() => String, { description: 'Short public id, for the service paths.' })
  shortId!: string;

  @Field(() => String)
  crateName!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => ID, { description: 'The owner’s user id (the spec’s userUuid).' })
  userId!: string;

  @Field(() => CrateKindEnum)
  kind!: CrateKind;

  @Field(() => CrateImportStatusEnum, { nullable: true, description: 'Null for a crate never imported.' })
  importStatus!: CrateImportStatus | null;

  @Field(() => ID, { nullable: true, description: 'The crate song being played, if any.' })
  currentCrateSongId!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { description: 'Last change of the crate itself (name, description, current position).' })
  updatedAt!: Date;

  /** Field resolvers: owner, count, crateSongsNumber, thumbnails, currentPosition, songs. */
  owner?: UserReference;
}

@InputType({ description: 'Exactly one: one of the caller’s crates by id, or the caller’s queue or likes list.' })
export class CrateTargetInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => SpecialCrateEnum, { nullable: true })
  special?: SpecialCrateKind | null;
}

@InputType({ description: 'A new crate; the caller owns it.' })
export class CreateCrateInput {
  @Field(() => String, {
    nullable: true,
    description: '1 to 100 characters; defaults to "New Playlist #" and the lowest number the caller’s crates do not use.',
  })
  crateName?: string | null;

  @MaxLength(crateLimits.descriptionMax, 'INVALID_CRATE_DESCRIPTION')
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  description?: string | null;
}

@InputType({ description: 'Changes to a crate; absent fields stay as they are, an empty description clears it.' })
export class UpdateCrateInput {
  @Field(() => String, { nullable: true, description: '1 to 100 characters.' })
  crateName?: string | null;

  @MaxLength(crateLimits.descriptionMax, 'INVALID_CRATE_DESCRIPTION')
  @Field(() => String, { nullable: true, description: 'At most 1000 characters.' })
  description?: string | null;
}
