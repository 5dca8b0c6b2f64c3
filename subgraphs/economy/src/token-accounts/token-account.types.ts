import { Page } from '@backspin/platform/list-query';
import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import type { UserReference } from '../users/user.types.ts';
import { tokenAccountStatuses, type TokenAccountStatus } from './token-account.entity.ts';

export const TokenAccountStatusEnum = graphqlEnum(tokenAccountStatuses, { name: 'TokenAccountStatus' });

@ObjectType('TokenAccount', {
  description: 'A user’s tokens, spent on consumables. Visible to its holder, moderators, staff and services only.',
})
@Directive('@key(fields: "id")')
export class TokenAccountType {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'The available balance, in whole tokens (credits − spent − live holds), never negative.' })
  balance!: number;

  @Field(() => Int, {
    name: 'heldBalance',
    description: 'Tokens reserved by live holds (pending spends): they are spent when committed, or come back when voided or expired.',
  })
  held!: number;

  @Field(() => TokenAccountStatusEnum, { description: 'A disabled account refuses holds and credits.' })
  status!: TokenAccountStatus;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, {
    description: 'Changes with every ledger entry and status change, strictly increasing: compare it with a view’s time to know whether anything moved since.',
  })
  updatedAt!: Date;

  /** Resolved by a field resolver: a reference accounts completes. */
  user?: UserReference;
}

/** A page of the staff list of token accounts. */
export const TokenAccountPageType = Page(TokenAccountType, 'TokenAccount');

@InputType({ description: 'Staff (tokens.manage): enable or disable a token account.' })
export class SetTokenAccountStatusInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => TokenAccountStatusEnum)
  status!: TokenAccountStatus;
}
