import { Field, ObjectType } from 'type-graphql';
import { MusicProviderEnum } from '../songs/song.types.ts';
import type { MusicProvider } from '../songs/song.entity.ts';

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

@ObjectType({ description: 'Where a song streams from on one provider.' })
export class StreamUrl {
  @Field(() => MusicProviderEnum)
  provider!: MusicProvider;

  @Field(() => String)
  url!: string;
}
