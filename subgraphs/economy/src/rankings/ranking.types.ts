import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Page } from '@backspin/platform/list-query';
import { SeasonType } from '../seasons/season.types.ts';

@ObjectType('RankingStatus', {
  description:
    'A user’s points in one season and their rank. Order: higher balance first; equal balances by who reached it first, then user id. Equal balances share a rank (1 + users with more points).',
})
export class RankingStatusType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userUuid!: string;

  @Field(() => ID)
  seasonId!: string;

  @Field(() => Int)
  balance!: number;

  @Field(() => Date, { description: 'When the balance last changed: the earlier of two equal balances ranks first.' })
  reachedAt!: Date;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('LifetimeRankingStatus', { description: 'A user’s points over all seasons and their all-time rank (the same order and ties).' })
export class LifetimeRankingStatusType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userUuid!: string;

  @Field(() => Int)
  balance!: number;

  @Field(() => Date)
  reachedAt!: Date;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export const RankingStatusPageType = Page(RankingStatusType, 'RankingStatus');
export const LifetimeRankingStatusPageType = Page(LifetimeRankingStatusType, 'LifetimeRankingStatus');

@ObjectType('CurrentRankingStatus', { description: 'GET /points/current-ranking-status: a user’s standing in the current season.' })
export class CurrentRankingStatusType {
  @Field(() => Boolean, { description: 'true when there is a current season and the user has points in it.' })
  hasCurrentRankingStatus!: boolean;

  @Field(() => SeasonType, { nullable: true })
  season!: SeasonType | null;

  @Field(() => RankingStatusType, { nullable: true })
  rankingStatus!: RankingStatusType | null;
}

@ObjectType('SeasonRanking', { description: 'A page of one season’s ranking, in ranking order.' })
export class SeasonRankingType {
  @Field(() => SeasonType)
  season!: SeasonType;

  @Field(() => [RankingStatusType])
  data!: RankingStatusType[];

  @Field(() => Int, { description: 'Ranked users in the season.' })
  total!: number;

  @Field(() => Int)
  take!: number;

  @Field(() => Int)
  skip!: number;
}

@ObjectType('LifetimeRanking', { description: 'A page of the all-seasons ranking, in ranking order.' })
export class LifetimeRankingType {
  @Field(() => [LifetimeRankingStatusType])
  data!: LifetimeRankingStatusType[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  take!: number;

  @Field(() => Int)
  skip!: number;
}
