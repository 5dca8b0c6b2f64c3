import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('EconomyFileStaging', { description: 'Where the REST bridge may stage an uploaded file’s bytes, and how many it may take.' })
export class EconomyFileStagingType {
  @Field(() => String)
  stagingKey!: string;

  @Field(() => Int)
  maxBytes!: number;
}

@ObjectType('EconomyFile', { description: 'An uploaded picture or animation of a consumable or an avatar.' })
export class EconomyFileType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Sniffed from the bytes at upload: image/png, image/jpeg, image/gif or image/webp.' })
  contentType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;

  @Field(() => String, { description: 'Where the bytes are in the media storage (the REST bridge serves them).' })
  storageKey!: string;

  @Field(() => Date)
  createdAt!: Date;
}
