import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { UserReference } from '../users/user.types.ts';
import { tokenAccountStatuses, type TokenAccountStatus } from './token-account.entity.ts';

export const TokenAccountStatusEnum = Object.fromEntries(tokenAccountStatuses.map((s) => [s, s])) as Record<
  TokenAccountStatus,
  TokenAccountStatus
>;
registerEnumType(TokenAccountStatusEnum, { name: 'TokenAccountStatus' });

@ObjectType('TokenAccount', {
  description: 'A user’s tokens, spent on consumables. Visible to its holder and to moderators only.',
})
@Directive('@key(fields: "id")')
export class TokenAccountType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Whole tokens, never negative.' })
  balance!: number;

  @Field(() => TokenAccountStatusEnum)
  status!: TokenAccountStatus;

  @Field(() => Date)
  updatedAt!: Date;

  /** Resolved by a field resolver: a reference accounts completes. */
  user?: UserReference;
}
