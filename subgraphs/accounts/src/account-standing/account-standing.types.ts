import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('AccountStanding', { description: 'Whether a user is banned or deactivated, and when their tokens were last revoked (moderators).' })
export class AccountStandingType {
  @Field(() => ID)
  userId!: string;

  @Field(() => Boolean, { description: 'Banned now (a temporary ban whose end has passed is over)' })
  banned!: boolean;

  @Field(() => Date, { nullable: true })
  bannedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When a temporary ban ends; null while banned means until unbanned' })
  bannedUntil!: Date | null;

  @Field(() => String, { nullable: true })
  banReason!: string | null;

  @Field(() => Boolean)
  deactivated!: boolean;

  @Field(() => Date, { nullable: true })
  deactivatedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'The last kick, ban or deactivation: tokens issued before it no longer work' })
  tokensRevokedAt!: Date | null;
}
