import { Field, InputType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { crateLimits } from '../crates/crate.service.ts';

@InputType()
export class ImportedTrackInput {
  @Field(() => String, { description: 'One of the spec’s import providers: sevenDigital, soundCloudPublic, spotify, apple, uploadService.' })
  musicProvider!: string;

  @Field(() => String)
  providerId!: string;
}

@InputType({ description: 'Tracks to import from music providers into a new crate, in this order (at most 500).' })
export class CrateImportInput {
  @Field(() => String, { nullable: true, description: 'Defaults to "New Playlist #" and the lowest unused number.' })
  crateName?: string | null;

  @MaxLength(crateLimits.descriptionMax, 'INVALID_CRATE_DESCRIPTION')
  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [ImportedTrackInput])
  tracks!: ImportedTrackInput[];
}
