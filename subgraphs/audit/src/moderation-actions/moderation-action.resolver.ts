import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ListQueryInput, type ListPage } from '@backspin/platform/list-query';
import type { AuditContext } from '../context.ts';
import { roomReference, RoomReference } from '../rooms/room.types.ts';
import { userReference, UserReference } from '@backspin/platform';
import type { ModerationAction, ModerationActionRevision } from './moderation-action.entity.ts';
import {
  moderationActionBulkDescription,
  ModerationActionChangeInput,
  ModerationActionInput,
  ModerationActionPageType,
  ModerationActionRevisionType,
  ModerationActionType,
  RecordModerationActionInput,
} from './moderation-action.types.ts';

@Resolver(() => ModerationActionType)
export class ModerationActionResolver {
  @Query(() => ModerationActionType, {
    nullable: true,
    description: 'Requires audit.read (moderators and staff). Null when unknown, or deleted unless withDeleted.',
  })
  moderationAction(
    @Arg('id', () => ID) id: string,
    @Arg('withDeleted', () => Boolean, { defaultValue: false, description: 'Also a deleted record (with deletedAt, deletedBy).' }) withDeleted: boolean,
    @Ctx() ctx: AuditContext,
  ): Promise<ModerationAction | null> {
    return ctx.services.moderationActions.find(ctx.em, ctx.identity, id, withDeleted);
  }

  @Query(() => ModerationActionPageType, {
    description:
      'By a nestjsx list query, newest first by default; at most 100 per page (default 20); fields id, actionType, actorId, targetUserId, roomId, previousRole, role, reason, revision, createdAt, updatedAt. Deleted records are never listed. Requires audit.read (moderators and staff).',
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

  @Mutation(() => ModerationActionType, {
    description: 'Requires audit.manage (staff): writes a record by hand (POST /moderation-actions); the actor is the caller unless named.',
  })
  createModerationAction(
    @Arg('input', () => ModerationActionInput) input: ModerationActionInput,
    @Ctx() ctx: AuditContext,
  ): Promise<ModerationAction> {
    return ctx.services.moderationActions.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => [ModerationActionType], { description: moderationActionBulkDescription })
  createModerationActions(
    @Arg('inputs', () => [ModerationActionInput]) inputs: ModerationActionInput[],
    @Ctx() ctx: AuditContext,
  ): Promise<ModerationAction[]> {
    return ctx.services.moderationActions.createMany(ctx.em, ctx.identity, inputs);
  }

  @Mutation(() => ModerationActionType, {
    description: 'Requires audit.manage (staff): corrects the fields given (PATCH); the replaced version is kept in revisions.',
  })
  updateModerationAction(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ModerationActionChangeInput) input: ModerationActionChangeInput,
    @Ctx() ctx: AuditContext,
  ): Promise<ModerationAction> {
    return ctx.services.moderationActions.update(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => ModerationActionType, {
    description: 'Requires audit.manage (staff): replaces every field (PUT; those left out are cleared, an absent actor kept); the replaced version is kept in revisions.',
  })
  replaceModerationAction(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ModerationActionInput) input: ModerationActionInput,
    @Ctx() ctx: AuditContext,
  ): Promise<ModerationAction> {
    return ctx.services.moderationActions.replace(ctx.em, ctx.identity, id, input);
  }

  @Mutation(() => ModerationActionType, {
    description:
      'Requires audit.manage (staff): a recorded soft delete (deletedAt, deletedBy); the record leaves the lists and stays readable with withDeleted, revisions included. 404 when unknown or already deleted.',
  })
  deleteModerationAction(@Arg('id', () => ID) id: string, @Ctx() ctx: AuditContext): Promise<ModerationAction> {
    return ctx.services.moderationActions.delete(ctx.em, ctx.identity, id);
  }

  @FieldResolver(() => [ModerationActionRevisionType], { description: 'The earlier versions, oldest first; empty until corrected.' })
  revisions(@Root() action: ModerationAction, @Ctx() ctx: AuditContext): Promise<ModerationActionRevision[]> {
    return ctx.loaders.moderationActionRevisions.load(action.id);
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
