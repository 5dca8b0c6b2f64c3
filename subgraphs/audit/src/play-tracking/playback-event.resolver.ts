import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { songReference, SongReference, userReference, UserReference } from '@backspin/platform';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { AuditContext } from '../context.ts';
import type { PlaybackEvent } from './playback-event.entity.ts';
import { PlaybackEventInput, PlaybackEventPageType, PlaybackEventType } from './playback-event.types.ts';

@Resolver(() => PlaybackEventType)
export class PlaybackEventResolver {
  @Mutation(() => PlaybackEventType, {
    description:
      'Records a playback tracking event for the caller (any token, guests included), checked against the play as the rooms service knows it: 404 for an unknown play, 403 for a listener who was not in the room during it; PLAYED_15_SECONDS only while the play has run 10 to 20 s and PLAYED_30_SECONDS 25 to 35 s (server clock; 409 otherwise); TOTAL_PLAYED with secondsPlayed at most what the play has run plus 5 s. The record keeps the room, owner, DJ and song as rooms knows them. One per play, listener and kind: sending it again returns the stored record unchanged.',
  })
  recordPlaybackEvent(
    @Arg('input', () => PlaybackEventInput) input: PlaybackEventInput,
    @Ctx() ctx: AuditContext,
  ): Promise<PlaybackEvent> {
    return ctx.services.playbackEvents.record(ctx.em, ctx.identity, input, (playId, listenerId) => ctx.loaders.trackedPlay.load({ playId, listenerId }));
  }

  @Query(() => PlaybackEventPageType, {
    description:
      'Playback tracking records by a nestjsx list query, newest first by default; at most 100 per page (default 20); fields id, kind, playId, listenerId, listenerType, roomSlug, roomOwnerId, djId, songId, startedAt, updatedAt, userProvider, subscriptionLevel, recordedAt. Staff only.',
  })
  playbackEvents(
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: AuditContext,
  ): Promise<ListPage<PlaybackEvent>> {
    return ctx.services.playbackEvents.list(ctx.em, ctx.identity, query);
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'The listener’s account; null for guests.' })
  listener(@Root() event: PlaybackEvent): UserReference | null {
    return event.listenerType === 'guest' ? null : userReference(event.listenerId);
  }

  // One accounts does not know (an account deleted since) nulls only its own field, not the staff page of events.
  @FieldResolver(() => UserReference, { nullable: true, description: 'The DJ’s account (as rooms knew the play); null when accounts knows no such user.' })
  dj(@Root() event: PlaybackEvent): UserReference {
    return userReference(event.djId);
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'The room owner’s account (as rooms knew it); null when accounts knows no such user.' })
  roomOwner(@Root() event: PlaybackEvent): UserReference {
    return userReference(event.roomOwnerId);
  }

  @FieldResolver(() => SongReference)
  song(@Root() event: PlaybackEvent): SongReference {
    return songReference(event.songId);
  }
}
