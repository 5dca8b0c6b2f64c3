import { Page } from '@backspin/platform/list-query';
import { Field, ID, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { UserType } from '../users/user.types.ts';
import { deactivationRequestStatuses, type DeactivationRequestStatus } from './deactivation.entity.ts';

export const DeactivationRequestStatusType = graphqlEnum(deactivationRequestStatuses, {
  name: 'DeactivationRequestStatus',
  description: 'PENDING, then CANCELLED (by a moderator) or COMPLETED (deactivated)',
});

@ObjectType('DeactivationRequest', { description: 'A user’s request to deactivate their account.' })
export class DeactivationRequestType {
  @Field(() => ID)
  userId!: string;

  /** Resolved by a field resolver. */
  user?: UserType | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => DeactivationRequestStatusType)
  status!: DeactivationRequestStatus;

  @Field(() => Date)
  requestedAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The moderator who cancelled it or the admin who deactivated the account' })
  resolvedBy!: string | null;

  @Field(() => Date, { nullable: true })
  resolvedAt!: Date | null;
}

/** A page of pending deactivation requests. */
export const DeactivationRequestPageType = Page(DeactivationRequestType, 'DeactivationRequest');
