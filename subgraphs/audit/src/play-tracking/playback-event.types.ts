import { Page } from '@backspin/platform/list-query';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { JSONScalar, musicProviders, type MusicProvider, type SongReference, type UserReference, graphqlEnum } from '@backspin/platform';
import { listenerTypes, playbackEventKinds, type ListenerType, type PlaybackEventKind } from './playback-event.entity.ts';


export const PlaybackEventKindEnum = graphqlEnum(playbackEventKinds, {
  name: 'PlaybackEventKind',
  description: 'PLAYED_15_SECONDS: sent while the play has run 10 to 20 s; PLAYED_30_SECONDS: 25 to 35 s (the server clock and the play’s start as rooms knows it); TOTAL_PLAYED: the play ended or was replaced.',
});

export const ListenerTypeEnum = graphqlEnum(listenerTypes, { name: 'ListenerType', description: 'The kind of token a listener held.' });

/** The same enum the library declares (one list, in platform), so the composed schema has one MusicProvider. */
export const MusicProviderEnum = graphqlEnum(musicProviders, { name: 'MusicProvider' });

@ObjectType('PlaybackEvent', { description: 'A listener’s playback tracking record (spec 3, §3 and §4).' })
export class PlaybackEventType {
  @Field(() => ID)
  id!: string;

  @Field(() => PlaybackEventKindEnum)
  kind!: PlaybackEventKind;

  @Field(() => ID)
  playId!: string;

  @Field(() => ID, { description: 'The user, bot or guest whose token sent it.' })
  listenerId!: string;

  @Field(() => ListenerTypeEnum)
  listenerType!: ListenerType;

  @Field(() => String)
  roomSlug!: string;

  @Field(() => ID)
  roomOwnerId!: string;

  @Field(() => ID)
  djId!: string;

  @Field(() => ID)
  songId!: string;

  @Field(() => Date, { description: 'When the listener started hearing the play (its clock).' })
  startedAt!: Date;

  @Field(() => Date, { description: 'The listener’s last report of the play (its clock).' })
  updatedAt!: Date;

  @Field(() => Float)
  volumeStart!: number;

  @Field(() => Float)
  volumeEnd!: number;

  @Field(() => Float, { nullable: true })
  secondsPlayed!: number | null;

  @Field(() => JSONScalar, { nullable: true })
  deviceData!: Record<string, unknown> | null;

  @Field(() => MusicProviderEnum, { nullable: true })
  userProvider!: MusicProvider | null;

  @Field(() => String, { nullable: true })
  subscriptionLevel!: string | null;

  @Field(() => Date, { description: 'When the server stored it (server clock).' })
  recordedAt!: Date;

  /** Resolved by field resolvers: references the gateway completes from accounts and library. */
  listener?: UserReference | null;
  dj?: UserReference;
  roomOwner?: UserReference;
  song?: SongReference;
}

/** A page of tracking records. */
export const PlaybackEventPageType = Page(PlaybackEventType, 'PlaybackEvent');

@InputType({ description: 'A playback tracking event; the listener is the caller (user or guest token). roomSlug, roomOwnerId, djId and songId must be well-formed; the record keeps the values rooms knows for the play.' })
export class PlaybackEventInput {
  @Field(() => PlaybackEventKindEnum)
  kind!: PlaybackEventKind;

  @Field(() => ID, { description: 'The room play (nowPlaying.playId), a UUID.' })
  playId!: string;

  @Field(() => String)
  roomSlug!: string;

  @Field(() => ID)
  roomOwnerId!: string;

  @Field(() => ID)
  djId!: string;

  @Field(() => ID)
  songId!: string;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => Date, { description: 'Not before startedAt.' })
  updatedAt!: Date;

  @Field(() => Float, { description: '0 to 1.' })
  volumeStart!: number;

  @Field(() => Float, { description: '0 to 1.' })
  volumeEnd!: number;

  @Field(() => Float, { nullable: true, description: 'Seconds heard, 0 to 86400; required for TOTAL_PLAYED.' })
  secondsPlayed?: number | null;

  @Field(() => JSONScalar, { nullable: true, description: 'A JSON object of at most 2048 bytes.' })
  deviceData?: unknown;

  @Field(() => MusicProviderEnum, { nullable: true })
  userProvider?: MusicProvider | null;

  @Field(() => String, { nullable: true, description: 'At most 64 characters.' })
  subscriptionLevel?: string | null;
}
