import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'GET /info-admin/user-service-status: the user service’s version and health, with a few counts.' })
export class UserServiceStatusType {
  @Field(() => String)
  service!: string;

  @Field(() => String, { description: 'Spec 1, §9: 1.7.0' })
  version!: string;

  @Field(() => String, { description: '"ok" when the service and its database answer, else "degraded"' })
  status!: 'ok' | 'degraded';

  @Field(() => Boolean)
  database!: boolean;

  @Field(() => Int)
  uptimeSeconds!: number;

  @Field(() => Date)
  time!: Date;

  @Field(() => Int, { nullable: true, description: 'Accounts that are not bots (null when the database does not answer)' })
  users!: number | null;

  @Field(() => Int, { nullable: true, description: 'Bot accounts' })
  bots!: number | null;

  @Field(() => Int, { nullable: true, description: 'Bots whose secret works (not revoked)' })
  botsWithActiveSecret!: number | null;

  @Field(() => Int, { nullable: true, description: 'Sessions (refresh tokens) neither expired, spent nor revoked' })
  activeSessions!: number | null;
}
