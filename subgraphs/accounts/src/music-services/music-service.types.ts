import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '@backspin/platform';
import { musicServices, type MusicServiceName } from './music-service.service.ts';

export const MusicServiceEnum = graphqlEnum(musicServices, {
  name: 'MusicService',
  description: 'A service a user can link to their account: music services, and Discord (also a way to sign in).',
});

@ObjectType('MusicServiceToken', {
  description: 'A provider access token, for its owner or a trusted service. Refresh tokens never leave the server.',
})
export class MusicServiceTokenType {
  @Field(() => MusicServiceEnum)
  provider!: MusicServiceName;

  @Field(() => String)
  accessToken!: string;

  @Field(() => String)
  tokenType!: string;

  @Field(() => Date, { nullable: true, description: 'When the token expires; null when the provider did not say.' })
  expiresAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Seconds left, when known.' })
  expiresIn!: number | null;

  @Field(() => String, { nullable: true })
  scope!: string | null;
}

@ObjectType('MusicServiceAuthorization', {
  description: 'Where to send the user to authorize us, and the signed OAuth state to check on the redirect and send back with the code.',
})
export class MusicServiceAuthorizationType {
  @Field(() => String)
  url!: string;

  @Field(() => String)
  state!: string;
}

@ObjectType('AppleUserToken', { description: 'A user’s Apple MusicKit music user token.' })
export class AppleUserTokenType {
  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  userToken!: string;
}

@ObjectType('DiscordAccount', { description: 'The Discord account linked to the signed-in user.' })
export class DiscordAccountType {
  @Field(() => String)
  discordId!: string;

  @Field(() => String)
  username!: string;
}

@InputType({ description: 'From Discord: an authorization code (with the state we issued, if the flow started with us), or an access token issued to our app.' })
export class DiscordCredentialsInput {
  @Field(() => String, { nullable: true })
  code?: string | null;

  @Field(() => String, { nullable: true })
  accessToken?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;
}
