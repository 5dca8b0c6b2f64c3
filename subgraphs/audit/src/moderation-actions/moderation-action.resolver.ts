import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { AuditContext } from '../context.ts';
import { roomReference, RoomReference } from '../rooms/room.types.ts';
import { userReference, UserReference } from '@backspin/platform';
import type { ModerationAction } from './moderation-action.entity.ts';
import { ModerationActionPageType, ModerationActionType, RecordModerationActionInput } from './moderation-action.types.ts';

@Resolver(() => ModerationActionType)
export class ModerationActionResolver {
  @Query(() => ModerationActionType, { nullable: true, description: 'Requires audit.read (moderators and staff).' })
  moderationAction(@Arg('id', () => ID) id: string, @Ctx() ctx: AuditContext): Promise<ModerationAction | null> {
    return ctx.services.moderationActions.find(ctx.em, ctx.identity, id);
  }

  @Query(() => ModerationActionPageType, {
    description:
      'By a nestjsx list query, newest first by default; at most 100 per page (default 20); fields id, actionType, actorId, targetUserId, roomId, previousRole, role, reason, createdAt. Requires audit.read (moderators and staff).',
  })
  moderationActions(
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: AuditContext,
  ): Promise<ListPage<ModerationAction>> {
    return ctx.services.moderationActions.list(ctx.em, ctx.identity, query);
  }

  @Mutation(() => ModerationActionType, {
    description: 'Requires users.moderate; the caller is recorded as the actor (a service names the actor). Idempotent by eventId.',
  })
  recordModerationAction(
    @Arg('input', () => RecordModerationActionInput) input: RecordModerationActionInput,
    @Ctx() ctx: AuditContext,
  ): Promise<ModerationAction> {
    return ctx.services.moderationActions.record(ctx.em, ctx.identity, input);
  }

  // Ids as recorded (a service names the actor, a moderator the target): an unknown one nulls only its own field.
  @FieldResolver(() => UserReference, { nullable: true, description: 'The moderator (or the user a service named); null when accounts knows no such user.' })
  actor(@Root() action: ModerationAction): UserReference {
    return userReference(action.actorId);
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'The user acted on; null when accounts knows no such user.' })
  target(@Root() action: ModerationAction): UserReference {
    return userReference(action.targetUserId);
  }

  @FieldResolver(() => RoomReference, { nullable: true })
  room(@Root() action: ModerationAction): RoomReference | null {
    return action.roomId ? roomReference(action.roomId) : null;
  }
}
