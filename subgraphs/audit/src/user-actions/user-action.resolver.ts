import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import { userReference, UserReference } from '@backspin/platform';
import type { AuditContext } from '../context.ts';
import { roomReference, RoomReference } from '../rooms/room.types.ts';
import type { UserAction } from './user-action.entity.ts';
import { RecordUserActionInput, UserActionPageType, UserActionType } from './user-action.types.ts';

@Resolver(() => UserActionType)
export class UserActionResolver {
  @Query(() => UserActionPageType, {
    description:
      'A user’s actions by a nestjsx list query, newest first by default; at most 100 per page (default 20); fields id, type, roomId, occurredAt, recordedAt. Requires audit.read (moderators and staff).',
  })
  userActions(
    @Arg('userId', () => ID) userId: string,
    @Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null,
    @Ctx() ctx: AuditContext,
  ): Promise<ListPage<UserAction>> {
    return ctx.services.userActions.list(ctx.em, ctx.identity, userId, query);
  }

  @Query(() => UserActionType, { nullable: true, description: 'A user’s last recorded action; null when none. Requires audit.read (moderators and staff).' })
  lastUserAction(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AuditContext): Promise<UserAction | null> {
    return ctx.services.userActions.last(ctx.em, ctx.identity, userId);
  }

  @Query(() => [String], { description: 'The kinds of user action audit records (anyone).' })
  userEventNames(@Ctx() ctx: AuditContext): string[] {
    return ctx.services.userActions.userEventNames();
  }

  @Query(() => [String], {
    description: 'The live events clients can receive over subscriptions: field.KIND (roomEvents.PATCH), or the field alone when it has one kind (anyone).',
  })
  socketEventNames(@Ctx() ctx: AuditContext): string[] {
    return ctx.services.userActions.socketEventNames();
  }

  @Mutation(() => UserActionType, {
    description: 'Services only: records a user action a subgraph delivered through its job queue. Idempotent by eventId (the action’s id).',
  })
  recordUserAction(@Arg('input', () => RecordUserActionInput) input: RecordUserActionInput, @Ctx() ctx: AuditContext): Promise<UserAction> {
    return ctx.services.userActions.record(ctx.em, ctx.identity, input);
  }

  @FieldResolver(() => UserReference, { nullable: true, description: 'Who did it; null when accounts knows no such user.' })
  user(@Root() action: UserAction): UserReference {
    return userReference(action.userId);
  }

  @FieldResolver(() => RoomReference, { nullable: true })
  room(@Root() action: UserAction): RoomReference | null {
    return action.roomId ? roomReference(action.roomId) : null;
  }
}
