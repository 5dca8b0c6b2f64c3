import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DomainError, MaxLength } from '@backspin/platform';
import type { AccountsContext } from '../context.ts';
import { AuthPayload } from '../sessions/session.types.ts';
import type { User } from '../users/user.entity.ts';
import { UserType } from '../users/user.types.ts';
import { appleTokenMaxLength, type MusicServiceName, type OAuthLinkProvider } from './music-service.service.ts';
import {
  AppleUserTokenType,
  DiscordAccountType,
  DiscordCredentialsInput,
  MusicServiceAuthorizationType,
  MusicServiceEnum,
  MusicServiceTokenType,
} from './music-service.types.ts';

/** The link providers with OAuth tokens: SoundCloud's mobile app is its own OAuth client. */
function oauthProvider(service: MusicServiceName, mobile: boolean | null | undefined): OAuthLinkProvider {
  if (service === 'soundcloud') return mobile ? 'soundcloudMobile' : 'soundcloud';
  if (service === 'spotify' || service === 'youtube') return service;
  throw new DomainError('MUSIC_SERVICE_UNKNOWN');
}

@Resolver(() => UserType)
export class MusicServiceResolver {
  @FieldResolver(() => [MusicServiceEnum], {
    description:
      'The services the user linked, Apple and Spotify first. Music services are public; Discord shows only to the user and staff.',
  })
  async musicProviders(@Root() user: User, @Ctx() ctx: AccountsContext): Promise<MusicServiceName[]> {
    const linked = await ctx.loaders.musicServices.load(user.id);
    return ctx.services.musicServices.visibleServices(ctx.identity, user.id, linked);
  }

  @Query(() => MusicServiceAuthorizationType, {
    description: 'Starts linking Spotify or YouTube (signed in), or signing in / linking with Discord: the authorization page and its OAuth state.',
  })
  musicServiceAuthorization(@Arg('provider', () => MusicServiceEnum) provider: MusicServiceName, @Ctx() ctx: AccountsContext) {
    if (provider === 'discord') return ctx.services.discordAuth.authorization(ctx.identity);
    return ctx.services.musicServices.authorization(ctx.identity, provider);
  }

  @Mutation(() => MusicServiceTokenType, { description: 'Spotify or YouTube: exchanges an authorization code and links the service to the signed-in user.' })
  exchangeMusicServiceCode(
    @Arg('provider', () => MusicServiceEnum) provider: MusicServiceName,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('state', () => String, { nullable: true }) state: string | null,
    @Ctx() ctx: AccountsContext,
  ) {
    if (provider !== 'spotify' && provider !== 'youtube') throw new DomainError('MUSIC_SERVICE_UNKNOWN');
    return ctx.services.musicServices.exchangeCode(ctx.em, ctx.identity, provider, { code, state });
  }

  @Mutation(() => MusicServiceTokenType, {
    description:
      'Renews the signed-in user’s access token now. SoundCloud: refreshToken (the app’s) links SoundCloud; without it the stored one is used.',
  })
  refreshMusicServiceToken(
    @Arg('provider', () => MusicServiceEnum) provider: MusicServiceName,
    @Arg('mobile', () => Boolean, { nullable: true }) mobile: boolean | null,
    @Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | null,
    @Ctx() ctx: AccountsContext,
  ) {
    const link = oauthProvider(provider, mobile);
    if (link === 'soundcloud' || link === 'soundcloudMobile') {
      return ctx.services.musicServices.refreshSoundcloud(ctx.em, ctx.identity, link === 'soundcloudMobile', refreshToken);
    }
    return ctx.services.musicServices.refreshOwn(ctx.em, ctx.identity, link);
  }

  @Mutation(() => Boolean, { description: 'Unlinks a service from the signed-in user, forgetting its tokens; false when it was not linked.' })
  unlinkMusicService(@Arg('provider', () => MusicServiceEnum) provider: MusicServiceName, @Ctx() ctx: AccountsContext): Promise<boolean> {
    return ctx.services.musicServices.unlink(ctx.em, ctx.identity, provider);
  }

  @Query(() => MusicServiceTokenType, {
    description: 'A user’s access token (Spotify, YouTube, SoundCloud), renewed first when near its expiry. The user or a trusted service only.',
  })
  musicServiceAccessToken(
    @Arg('userId', () => ID) userId: string,
    @Arg('provider', () => MusicServiceEnum) provider: MusicServiceName,
    @Arg('mobile', () => Boolean, { nullable: true }) mobile: boolean | null,
    @Ctx() ctx: AccountsContext,
  ) {
    return ctx.services.musicServices.accessTokenFor(ctx.em, ctx.identity, userId, oauthProvider(provider, mobile));
  }

  @Query(() => MusicServiceTokenType, { description: 'The app’s SoundCloud token for public tracks (web or mobile client). Any listener.' })
  soundcloudPublicToken(@Arg('mobile', () => Boolean, { nullable: true }) mobile: boolean | null, @Ctx() ctx: AccountsContext) {
    return ctx.services.musicServices.soundcloudPublicToken(ctx.identity, mobile ?? false);
  }

  @Mutation(() => Boolean, { description: 'Stores the signed-in user’s Apple MusicKit music user token (linking Apple Music).' })
  async storeAppleUserToken(@MaxLength(appleTokenMaxLength, 'APPLE_USER_TOKEN_MISSING') @Arg('userToken', () => String, { nullable: true }) userToken: string | null, @Ctx() ctx: AccountsContext) {
    await ctx.services.musicServices.storeAppleUserToken(ctx.em, ctx.identity, userToken);
    return true;
  }

  @Query(() => AppleUserTokenType, { description: 'A user’s Apple MusicKit music user token. The user or a trusted service only.' })
  async appleUserToken(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<AppleUserTokenType> {
    return { userId, userToken: await ctx.services.musicServices.appleUserToken(ctx.em, ctx.identity, userId) };
  }

  @Mutation(() => AuthPayload, { description: 'Signs in with Discord, creating the account on the first sign-in.' })
  async discordAuth(@Arg('input', () => DiscordCredentialsInput) input: DiscordCredentialsInput, @Ctx() ctx: AccountsContext) {
    const session = await ctx.services.discordAuth.signIn(ctx.em, input);
    return { ...session, user: ctx.services.users.openedSessionFor(session.user), tokenType: 'Bearer' as const };
  }

  @Mutation(() => MusicServiceTokenType, { description: 'Exchanges a Discord authorization code for Discord’s access token (Discord activities); nothing is stored.' })
  exchangeDiscordCode(
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('state', () => String, { nullable: true }) state: string | null,
    @Ctx() ctx: AccountsContext,
  ) {
    return ctx.services.discordAuth.exchangeCode(ctx.identity, { code, state });
  }

  @Mutation(() => DiscordAccountType, { description: 'Links a Discord account to the signed-in user (409 when it belongs to another user).' })
  linkDiscord(@Arg('input', () => DiscordCredentialsInput) input: DiscordCredentialsInput, @Ctx() ctx: AccountsContext) {
    return ctx.services.discordAuth.link(ctx.em, ctx.identity, input);
  }
}
