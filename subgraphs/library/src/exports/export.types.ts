import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';

@InputType()
export class CrateExportInput {
  @Field(() => ID)
  crateId!: string;

  @Field(() => String, { description: 'spotify or apple' })
  provider!: string;

  @MaxLength(4096) // an Apple Music-User-Token is the longest
  @Field(() => String, { description: 'Your token on the provider: a Spotify access token or an Apple Music-User-Token.' })
  userToken!: string;

  @Field(() => String, { nullable: true, description: 'Defaults to the crate’s name.' })
  name?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Spotify only; default false.' })
  public?: boolean | null;
}

@ObjectType('CrateExport', { description: 'A crate exported as a playlist on a music provider.' })
export class CrateExportType {
  @Field(() => String)
  provider!: string;

  @Field(() => String)
  playlistId!: string;

  @Field(() => String, { nullable: true })
  url!: string | null;

  @Field(() => Int)
  trackCount!: number;

  @Field(() => Int, { description: 'Songs of the crate the provider does not have.' })
  skipped!: number;
}
