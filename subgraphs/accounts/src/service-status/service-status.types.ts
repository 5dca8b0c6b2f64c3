import { Field, Int, ObjectType } from 'type-graphql';
import { ServiceStatus } from '@backspin/platform';

@ObjectType({ description: 'GET /info-admin/user-service-status: the user service’s version and health, with a few counts.' })
export class UserServiceStatusType extends ServiceStatus {
  @Field(() => Int, { nullable: true, description: 'Accounts that are not bots (null when the database does not answer)' })
  users!: number | null;

  @Field(() => Int, { nullable: true, description: 'Bot accounts' })
  bots!: number | null;

  @Field(() => Int, { nullable: true, description: 'Bots whose secret works (not revoked)' })
  botsWithActiveSecret!: number | null;

  @Field(() => Int, { nullable: true, description: 'Sessions (refresh tokens) neither expired, spent nor revoked' })
  activeSessions!: number | null;
}
