import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { transcoderStates, type TranscoderState } from '@backspin/contracts/library-options';

@ObjectType('SongUploadStaging', { description: 'Where the REST bridge may stage an upload’s bytes, and how many it may take.' })
export class SongUploadStagingType {
  @Field(() => String)
  stagingKey!: string;

  @Field(() => Int)
  maxBytes!: number;
}

@InputType({ description: 'A staged upload to turn into a song; the form’s metadata wins over the file’s tags.' })
export class RegisterSongUploadInput {
  @Field(() => String)
  stagingKey!: string;

  @Field(() => String)
  fileName!: string;

  @Field(() => String, { nullable: true })
  trackName?: string | null;

  @Field(() => String, { nullable: true })
  artistName?: string | null;

  @Field(() => String, { nullable: true })
  albumName?: string | null;

  @Field(() => String, { nullable: true })
  genre?: string | null;

  @Field(() => Boolean, { nullable: true })
  explicit?: boolean | null;
}

export const TranscoderStateEnum = Object.fromEntries(transcoderStates.map((state) => [state, state])) as { [S in TranscoderState]: S };
registerEnumType(TranscoderStateEnum, { name: 'TranscoderState' });

@InputType({ description: 'A transcoder’s completion notification (POST /upload/transcoder_sns).' })
export class TranscoderNotificationInput {
  @Field(() => ID)
  songId!: string;

  @Field(() => TranscoderStateEnum)
  state!: 'COMPLETED' | 'ERROR';

  @MaxLength(16_384) // a transcoder's report may quote its log; the service keeps the first 2000 characters
  @Field(() => String, { nullable: true, description: 'What went wrong, for ERROR.' })
  error?: string | null;
}
