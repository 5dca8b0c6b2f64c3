import { idempotencyKeyMaxLength, tokenAmountMax, tokenReasonMaxLength } from '@backspin/contracts/tokens';
import { MaxLength, graphqlEnum } from '@backspin/platform';
import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { TokenAccountType } from '../token-accounts/token-account.types.ts';
import { tokenTransactionTypes, type TokenTransactionKind } from './token-transaction.entity.ts';

export const TokenTransactionTypeEnum = graphqlEnum(tokenTransactionTypes, {
  name: 'TokenTransactionType',
  description: 'credit adds tokens; hold reserves them for a pending spend; commit spends a hold; voided gives a hold back.',
});

@ObjectType('TokenTransaction', { description: 'One entry of a token account’s ledger (append-only). Seen by whoever may read the account.' })
export class TokenTransactionType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  accountId!: string;

  /** Resolved by a field resolver (null when the caller may not read it). */
  account?: TokenAccountType | null;

  @Field(() => TokenTransactionTypeEnum)
  type!: TokenTransactionKind;

  @Field(() => Int, { description: 'Whole tokens, always positive: the type says which way they moved.' })
  amount!: number;

  @Field(() => ID, { nullable: true, description: 'For commit and voided: the hold they settle.' })
  holdId!: string | null;

  @Field(() => String, { nullable: true, description: 'Why (a staff credit or adjustment, a void; "expired" for a hold that timed out).' })
  reason!: string | null;

  @Field(() => ID, { nullable: true, description: 'The staff member who made a credit or adjustment.' })
  actorId!: string | null;

  @Field(() => String, { nullable: true, description: 'What a hold is for (a purchase, for instance).' })
  reference!: string | null;

  @Field(() => Date, { nullable: true, description: 'For a hold: when it voids itself if neither committed nor voided.' })
  expiresAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

/** A page of a token account's history. */
export const TokenTransactionPageType = Page(TokenTransactionType, 'TokenTransaction');

@InputType({ description: 'A service (or staff) posts a hold it delivered. A retry with the same idempotencyKey answers the first commit.' })
export class CommitTokenHoldInput {
  @Field(() => ID)
  holdId!: string;

  @MaxLength(idempotencyKeyMaxLength, 'INVALID_IDEMPOTENCY_KEY')
  @Field(() => String)
  idempotencyKey!: string;
}

@InputType({ description: 'A service (or staff) releases a hold it could not deliver: its tokens come back.' })
export class VoidTokenHoldInput extends CommitTokenHoldInput {
  @MaxLength(tokenReasonMaxLength, 'INVALID_TOKEN_REASON')
  @Field(() => String, { nullable: true })
  reason?: string | null;
}

@InputType({ description: 'Staff (tokens.manage): adds tokens to an active account.' })
export class CreditTokenAccountInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => Int, { description: `1 to ${tokenAmountMax} tokens` })
  amount!: number;

  @MaxLength(idempotencyKeyMaxLength, 'INVALID_IDEMPOTENCY_KEY')
  @Field(() => String, { description: 'A retry with the same key moves nothing and answers the first credit.' })
  idempotencyKey!: string;

  @MaxLength(tokenReasonMaxLength, 'INVALID_TOKEN_REASON')
  @Field(() => String, { nullable: true })
  reason?: string | null;
}

@InputType({
  description: 'Staff (tokens.manage): adds (amount > 0) or takes away (amount < 0) tokens, with a reason. Taking away never overdraws.',
})
export class AdjustTokenAccountInput {
  @Field(() => ID)
  accountId!: string;

  @Field(() => Int, { description: `-${tokenAmountMax} to ${tokenAmountMax} tokens, not 0` })
  amount!: number;

  @MaxLength(idempotencyKeyMaxLength, 'INVALID_IDEMPOTENCY_KEY')
  @Field(() => String)
  idempotencyKey!: string;

  @MaxLength(tokenReasonMaxLength, 'INVALID_TOKEN_REASON')
  @Field(() => String, { description: `1 to ${tokenReasonMaxLength} characters` })
  reason!: string;
}
