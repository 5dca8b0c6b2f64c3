import { Page } from '@backspin/platform/list-query';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('Bot', { description: 'A bot account (role bot), as admins see it. Its secret is never shown again after it is issued.' })
export class BotType {
  @Field(() => ID, { description: 'The bot’s user id' })
  id!: string;

  @Field(() => String)
  displayName!: string;

  @Field(() => ID, { nullable: true, description: 'The admin who signed it up' })
  createdBy!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Whether the bot holds a working secret (false once revoked, until rotated)' })
  secretActive!: boolean;

  @Field(() => Date, { nullable: true })
  secretIssuedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  secretRevokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the bot last minted an access token' })
  lastTokenAt!: Date | null;
}

@ObjectType({ description: 'A bot and its new secret: shown this once, store it safely (only its hash is kept).' })
export class BotSecretType {
  @Field(() => BotType)
  bot!: BotType;

  @Field(() => String, { description: 'Present it in the X-Bot-Secret header of GET /users/bot-token (or to botToken)' })
  secret!: string;
}

@ObjectType({ description: 'A short-lived access token of type bot; there is no refresh token: ask again with the secret.' })
export class BotTokenType {
  @Field(() => String)
  accessToken!: string;

  @Field(() => Int, { description: 'Seconds until the access token expires' })
  expiresIn!: number;

  @Field(() => String)
  tokenType!: 'Bearer';

  @Field(() => ID)
  botId!: string;
}

/** A page of the admin bot list. */
export const BotPageType = Page(BotType, 'Bot');

@InputType()
export class SignUpBotInput {
  @Field(() => String, { nullable: true, description: '1 to 64 characters (required; the service answers 400 without it)' })
  displayName?: string | null;
}
