import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { agoraRoles, type AgoraRole } from './service-token.service.ts';

export const AgoraRoleType = Object.fromEntries(agoraRoles.map((r) => [r, r])) as Record<AgoraRole, AgoraRole>;
registerEnumType(AgoraRoleType, {
  name: 'AgoraRole',
  description: 'PUBLISHER sends audio/video (signed-in users and bots); SUBSCRIBER only receives (anyone with a token)',
});

@InputType({ description: 'POST /agora/token. Both fields are required; the REST bridge leaves missing ones out so the service answers 400.' })
export class AgoraTokenInput {
  @Field(() => String, { nullable: true, description: 'Agora channel name: 1 to 63 of a-z A-Z 0-9 space ! # $ % & ( ) + - : ; < = . > ? @ [ ] ^ _ { } | ~ ,' })
  channelName?: string | null;

  @Field(() => String, { nullable: true, description: 'PUBLISHER or SUBSCRIBER' })
  role?: string | null;
}

@ObjectType({ description: 'An Agora RTC token (AccessToken2, "007…") for one channel, bound to the caller’s id as its user account.' })
export class AgoraTokenType {
  @Field(() => String)
  token!: string;

  @Field(() => String, { description: 'The Agora App ID the token is for (clients join with it)' })
  appId!: string;

  @Field(() => String)
  channelName!: string;

  @Field(() => String, { description: 'The Agora user account the token is bound to: the caller’s user (or guest) id' })
  userAccount!: string;

  @Field(() => AgoraRoleType)
  role!: AgoraRole;

  @Field(() => Int, { description: 'Seconds until the token and its privileges expire' })
  expiresIn!: number;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType({ description: 'A scoped access token for our chat (see scope), verified by the gateway like any access token.' })
export class ChatTokenType {
  @Field(() => String, { description: 'Send as Authorization: Bearer <token> to the gateway (HTTP or graphql-ws)' })
  token!: string;

  @Field(() => String, { description: '"chat" (read, post, edit, delete, react, subscribe) or "chat:read" (a ghost: read and subscribe only)' })
  scope!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => Int)
  expiresIn!: number;

  @Field(() => Date)
  expiresAt!: Date;
}

@ObjectType({ description: 'POST /comet-chat/create-users: nothing is created (our chat needs no accounts of its own); which ids are users.' })
export class ChatUsersReportType {
  @Field(() => [ID], { description: 'The given ids that are users (or bots) of ours' })
  existing!: string[];

  @Field(() => [String], { description: 'The given ids that are not' })
  missing!: string[];
}
