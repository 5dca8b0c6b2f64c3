import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/** Accounts' `rooms.account-deactivated` effect (platform effect-routes.ts `accountDeactivatedRoute`): strings, checked by the service. */
@InputType()
export class ApplyAccountDeactivationInput {
  @Field(() => ID, { description: 'The delivery’s id: a redelivery changes nothing.' })
  eventId!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'ISO 8601: when the deactivation took effect; the rooms and DJ seats the user held by then go.' })
  deactivatedAt!: string;
}

@ObjectType('AppliedAccountDeactivation', { description: 'What rooms did for one deactivation (the first delivery’s work; a redelivery does nothing more).' })
export class AppliedAccountDeactivation {
  @Field(() => ID)
  userId!: string;

  @Field(() => Int, { description: 'The user’s rooms deleted.' })
  roomsDeleted!: number;

  @Field(() => Int, { description: 'The user’s DJ seats freed in other users’ rooms.' })
  seatsFreed!: number;
}
