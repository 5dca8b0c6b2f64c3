import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { songReference, SongReference, userReference, UserReference } from '@backspin/platform';
import type { AuditContext } from '../context.ts';
import type { PlaybackEvent } from './playback-event.entity.ts';
import { PlaybackEventInput, PlaybackEventType } from './playback-event.types.ts';

@Resolver(() => PlaybackEventType)
export class PlaybackEventResolver {
  @Mutation(() => PlaybackEventType, {
    description:
      'Records a playback tracking event for the caller (any token, guests included). One per play, listener and kind: sending it again returns the stored record unchanged.',
  })
  recordPlaybackEvent(
    @Arg('input', () => PlaybackEventInput) input: PlaybackEventInput,
    @Ctx() ctx: AuditContext,
  ): Promise<PlaybackEvent> {
    return ctx.services.playbackEvents.record(ctx.em, ctx.identity, input);
  }

  @Query(() => [PlaybackEventType], {
    description: 'Playback tracking records, newest first, by play and/or song; at most 100 per page (default 20). Staff only.',
  })
  playbackEvents(
    // type-graphql prints arguments last to first: the schema reads (playId, songId, offset, limit).
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('offset', () => Int, { nullable: true }) offset: number | null,
    @Arg('songId', () => ID, { nullable: true }) songId: string | null,
    @Arg('playId', () => ID, { nullable: true }) playId: string | null,
    @Ctx() ctx: AuditContext,
  ): Promise<PlaybackEvent[]> {
    return ctx.services.playbackEvents.list(ctx.em, ctx.identity, { playId, songId }, limit, offset);
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'The listener’s account; null for guests.' })
  listener(@Root() event: PlaybackEvent): UserReference | null {
    return event.listenerType === 'guest' ? null : userReference(event.listenerId);
  }

  @FieldResolver(() => UserReference)
  dj(@Root() event: PlaybackEvent): UserReference {
    return userReference(event.djId);
  }

  @FieldResolver(() => UserReference)
  roomOwner(@Root() event: PlaybackEvent): UserReference {
    return userReference(event.roomOwnerId);
  }

  @FieldResolver(() => SongReference)
  song(@Root() event: PlaybackEvent): SongReference {
    return songReference(event.songId);
  }
}
