import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('DjFan', { description: 'A fan following a DJ.' })
export class DjFanType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { description: 'The DJ followed' })
  djId!: string;

  @Field(() => ID, { description: 'The fan' })
  fanId!: string;

  @Field(() => Boolean, { nullable: true, description: 'Whether the fan is told when the DJ takes a seat (shown to the fan, the DJ and staff; null to others)' })
  notify!: boolean | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('DjFanPage', { description: 'A page of fans or of followed DJs, newest first.' })
export class DjFanPageType {
  @Field(() => [DjFanType])
  items!: DjFanType[];

  @Field(() => Int, { description: 'How many in all' })
  total!: number;
}

@ObjectType('FanDevice', { description: 'A device of one of your opted-in fans (its platform; never its token).' })
export class FanDeviceType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'ios, android or web' })
  devicePlatform!: string;
}
