import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { seasonAwardRunKinds, seasonAwardRunStatuses, type SeasonAwardRunKind, type SeasonAwardRunStatus } from './season-award-run.entity.ts';

export const SeasonAwardRunKindEnum = Object.fromEntries(seasonAwardRunKinds.map((s) => [s, s])) as Record<SeasonAwardRunKind, SeasonAwardRunKind>;
registerEnumType(SeasonAwardRunKindEnum, { name: 'SeasonAwardRunKind', description: 'award: when the season ended; backfill: an admin’s re-run.' });
export const SeasonAwardRunStatusEnum = Object.fromEntries(seasonAwardRunStatuses.map((s) => [s, s])) as Record<SeasonAwardRunStatus, SeasonAwardRunStatus>;
registerEnumType(SeasonAwardRunStatusEnum, { name: 'SeasonAwardRunStatus' });

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
