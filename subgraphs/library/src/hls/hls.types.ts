import { Field, ObjectType } from 'type-graphql';

@ObjectType('SongHlsKey', { description: 'The AES-128 key of a song’s HLS stream (served only to callers with a valid token).' })
export class SongHlsKeyType {
  @Field(() => String, { description: 'The 16 key bytes, base64.' })
  key!: string;

  @Field(() => String, { description: 'The 16-byte IV, hex (the playlist carries it too).' })
  iv!: string;
}

@ObjectType('SongHlsSegment', { description: 'Where one HLS segment is stored: the REST bridge streams it from the shared media storage.' })
export class SongHlsSegmentType {
  @Field(() => String)
  storageKey!: string;

  @Field(() => String)
  contentType!: string;
}
