import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { pushTokenMaxLength, webPushEndpointMaxLength } from '@backspin/contracts/push';
import { MaxLength } from '@backspin/platform';

@ObjectType('Device', { description: 'A device registered for push (shown to its owner and staff).' })
export class DeviceType {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String, { description: 'ios, android or web' })
  devicePlatform!: string;

  @Field(() => String, { description: 'The FCM registration token (ios, android) or the Web Push endpoint (web)' })
  token!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@InputType({ description: 'The keys of a browser’s PushSubscription (base64url).' })
export class WebPushKeysInput {
  @MaxLength(200, 'INVALID_WEB_PUSH_SUBSCRIPTION')
  @Field(() => String)
  p256dh!: string;

  @MaxLength(100, 'INVALID_WEB_PUSH_SUBSCRIPTION')
  @Field(() => String)
  auth!: string;
}

@InputType({ description: 'A browser’s PushSubscription (its toJSON()).' })
export class WebPushSubscriptionInput {
  @MaxLength(webPushEndpointMaxLength, 'INVALID_WEB_PUSH_SUBSCRIPTION')
  @Field(() => String)
  endpoint!: string;

  @Field(() => WebPushKeysInput)
  keys!: WebPushKeysInput;
}

@InputType()
export class RegisterDeviceInput {
  @MaxLength(16, 'INVALID_DEVICE_PLATFORM')
  @Field(() => String, { description: 'ios, android or web' })
  devicePlatform!: string;

  @MaxLength(pushTokenMaxLength, 'INVALID_PUSH_TOKEN')
  @Field(() => String, { nullable: true, description: 'ios and android: the FCM registration token' })
  token?: string | null;

  @Field(() => WebPushSubscriptionInput, { nullable: true, description: 'web: the browser’s PushSubscription' })
  subscription?: WebPushSubscriptionInput | null;
}
