import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { badgeIds, type BadgeId } from './badge.entity.ts';

export const BadgeEnum = Object.fromEntries(badgeIds.map((b) => [b, b])) as Record<BadgeId, BadgeId>;
registerEnumType(BadgeEnum, { name: 'Badge', description: 'A profile badge (spec 1, §3).' });

@ObjectType('UserBadge', { description: 'A badge a user holds.' })
export class UserBadgeType {
  @Field(() => BadgeEnum, { description: 'Which badge: its id.' })
  badge!: BadgeId;

  @Field(() => String, { description: 'Its name in English (clients may translate by badge).' })
  label!: string;

  @Field(() => Date)
  awardedAt!: Date;
}
