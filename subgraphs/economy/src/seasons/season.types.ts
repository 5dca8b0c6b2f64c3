import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { MaxLength } from '@backspin/platform';
import { Page } from '@backspin/platform/list-query';
import { seasonNameMaxLength } from './season.service.ts';

@ObjectType('Season', { description: 'A named stretch of time over which points are ranked: [seasonStart, seasonEnd). Seasons never overlap.' })
export class SeasonType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Unique; 1 to 100 characters.' })
  seasonName!: string;

  @Field(() => Date, { description: 'Included.' })
  seasonStart!: Date;

  @Field(() => Date, { description: 'Excluded: the next season may start at this instant.' })
  seasonEnd!: Date;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

export const SeasonPageType = Page(SeasonType, 'Season');

@InputType({ description: 'POST /points/season.' })
export class CreateSeasonInput {
  @Field(() => String)
  @MaxLength(seasonNameMaxLength, 'INVALID_SEASON_NAME')
  seasonName!: string;

  @Field(() => Date)
  seasonStart!: Date;

  @Field(() => Date)
  seasonEnd!: Date;
}

@InputType({ description: 'PATCH /points/season/{id}: the fields given change (an ended season: its name only).' })
export class UpdateSeasonInput {
  @Field(() => String, { nullable: true })
  @MaxLength(seasonNameMaxLength, 'INVALID_SEASON_NAME')
  seasonName?: string | null;

  @Field(() => Date, { nullable: true })
  seasonStart?: Date | null;

  @Field(() => Date, { nullable: true })
  seasonEnd?: Date | null;
}
