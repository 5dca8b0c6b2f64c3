import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { notificationBodyMaxLength, notificationTitleMaxLength } from '@backspin/contracts/push';
import { JSONScalar, MaxLength } from '@backspin/platform';
import { notificationTargets, type NotificationTarget } from './notification.service.ts';

export const NotificationTargetEnum = Object.fromEntries(notificationTargets.map((t) => [t, t])) as { [K in NotificationTarget]: K };
registerEnumType(NotificationTargetEnum, { name: 'NotificationTarget', description: 'Which devices: mobile (ios, android), web, or all.' });

@ObjectType('Notification', { description: 'A notification you received (the in-app list).' })
export class NotificationType {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'djSeated, custom, room or eventReminder' })
  kind!: string;

  @Field(() => String, { nullable: true })
  title!: string | null;

  @Field(() => String, { nullable: true })
  body!: string | null;

  @Field(() => JSONScalar, { description: 'Strings by key (djSeated: djId, roomId, roomSlug)' })
  data!: Record<string, string>;

  @Field(() => ID, { nullable: true, description: 'Who sent it; null for the service itself' })
  senderId!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('NotificationSettings', { description: 'Your notification settings: pushes as a whole, and by kind.' })
export class NotificationSettingsType {
  @Field(() => Boolean)
  push!: boolean;

  @Field(() => Boolean, { description: 'DJs you follow taking a seat' })
  djFans!: boolean;

  @Field(() => Boolean, { description: 'Messages from staff and rooms' })
  messages!: boolean;

  @Field(() => Boolean, { description: 'Reminders of events you are interested in, when they start' })
  eventReminders!: boolean;
}

@InputType()
export class NotificationSettingsInput {
  @Field(() => Boolean, { nullable: true })
  push?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  djFans?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  messages?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  eventReminders?: boolean | null;
}

@InputType({ description: 'A notification to send. No userIds and no roomId: to yourself.' })
export class SendNotificationInput {
  @Field(() => [ID], { nullable: true, description: 'At most 1000 users (others than yourself: notifications.send)' })
  userIds?: string[] | null;

  @Field(() => ID, { nullable: true, description: 'Everyone in this room now (its owner, co-owners and moderators, or staff)' })
  roomId?: string | null;

  @MaxLength(notificationTitleMaxLength, 'INVALID_NOTIFICATION')
  @Field(() => String, { nullable: true })
  title?: string | null;

  @MaxLength(notificationBodyMaxLength, 'INVALID_NOTIFICATION')
  @Field(() => String, { nullable: true })
  body?: string | null;

  @Field(() => JSONScalar, { nullable: true, description: 'At most 20 strings by key' })
  data?: Record<string, unknown> | null;

  @Field(() => Boolean, { nullable: true, description: 'Data only, no alert (no title or body)' })
  silent?: boolean | null;

  @Field(() => NotificationTargetEnum, { nullable: true, description: 'Default all' })
  target?: NotificationTarget | null;

  @Field(() => Boolean, { nullable: true, description: 'The admin variants: staff only' })
  admin?: boolean | null;
}


@ObjectType('NotifyResult', { description: 'How many users a notification went to.' })
export class NotifyResultType {
  @Field(() => Int)
  notified!: number;
}
