import { Field, ID, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { seasonAwardRunKinds, seasonAwardRunStatuses, type SeasonAwardRunKind, type SeasonAwardRunStatus } from './season-award-run.entity.ts';

export const SeasonAwardRunKindEnum = graphqlEnum(seasonAwardRunKinds, {
  name: 'SeasonAwardRunKind',
  description: 'award: when the season ended; backfill: an admin’s re-run.',
});
export const SeasonAwardRunStatusEnum = graphqlEnum(seasonAwardRunStatuses, { name: 'SeasonAwardRunStatus' });

@ObjectType('SeasonAwardRun', { description: 'A pass that gives a season’s SEASON_AWARD avatars to who meets their thresholds, in batches.' })
export class SeasonAwardRunType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  seasonId!: string;

  @Field(() => SeasonAwardRunKindEnum)
  kind!: SeasonAwardRunKind;

  @Field(() => SeasonAwardRunStatusEnum)
  status!: SeasonAwardRunStatus;

  @Field(() => Int, { description: 'Ranked users looked at per batch (a backfill’s limit).' })
  batchSize!: number;

  @Field(() => String, { nullable: true, description: 'The cursor: the award avatar in hand…' })
  cursorAvatarSlug!: string | null;

  @Field(() => Int, { description: '…and how far down the ranking it got.' })
  cursorOffset!: number;

  @Field(() => Int)
  batches!: number;

  @Field(() => Int, { description: 'Assignments this run created.' })
  awarded!: number;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  finishedAt!: Date | null;
}
