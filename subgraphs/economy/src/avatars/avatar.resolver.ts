import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AvatarStatus, AvatarWearability } from '@backspin/platform';
import { ListQueryInput } from '@backspin/platform/list-query';
import type { EconomyContext } from '../context.ts';
import type { EconomyFile } from '../files/economy-file.entity.ts';
import { EconomyFileType } from '../files/economy-file.types.ts';
import type { Avatar } from './avatar.entity.ts';
import {
  AvatarHoldingType,
  AvatarPageType,
  AvatarStatusEnum,
  AvatarType,
  AvatarWearabilityEnum,
  CreateAvatarInput,
  UpdateAvatarInput,
} from './avatar.types.ts';

@Resolver(() => AvatarType)
export class AvatarResolver {
  @Query(() => [AvatarType], { description: 'GET /avatars: the avatars the signed-in caller may wear now, by slug (401 for guests).' })
  avatars(@Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.wearable(ctx.em, ctx.identity);
  }

  @Query(() => [AvatarType], { description: 'GET /avatars/subscriber: the SUBSCRIBER_ONLY avatars, by slug.' })
  subscriberAvatars(@Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.subscriberAvatars(ctx.em);
  }

  @Query(() => [AvatarType], {
    description: 'GET /all-avatars: the catalogue by slug; PRIVATE avatars only for those who hold them (all for admins).',
  })
  avatarCatalogue(@Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.catalogue(ctx.em, ctx.identity);
  }

  @Query(() => AvatarType, { description: 'GET /avatars/{slug}: one avatar (404 when unknown, or PRIVATE and not yours).' })
  avatar(@Arg('slug', () => String) slug: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.get(ctx.em, ctx.identity, slug);
  }

  @Query(() => AvatarHoldingType, { description: 'GET /avatars/{slug}/{uuid}: does this user hold (may wear) this avatar.' })
  avatarHolding(@Arg('slug', () => String) slug: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.holding(ctx.em, ctx.identity, slug, userId);
  }

  @Query(() => AvatarWearabilityEnum, {
    description: 'Whether this user may wear this avatar, and if not why (the user, admins and services; accounts asks before a profile wears one).',
  })
  avatarWearability(@Arg('slug', () => String) slug: string, @Arg('userId', () => ID) userId: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.wearability(ctx.em, ctx.identity, slug, userId);
  }

  @Query(() => AvatarType, { description: 'GET /service/avatar/{avatarSlug}: any avatar, for services (404 when unknown).' })
  serviceAvatar(@Arg('slug', () => String) slug: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.serviceGet(ctx.em, ctx.identity, slug);
  }

  @Query(() => AvatarPageType, {
    description:
      'Admins: GET /admin/avatars by a nestjsx list query, newest first by default; limit 1 to 100 (default 25); fields id, slug, name, avatarStatus, discordOnly, seasonId, awardTopRank, awardMinPoints, createdAt, updatedAt.',
  })
  allAvatars(@Arg('query', () => ListQueryInput, { nullable: true }) query: ListQueryInput | null, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.list(ctx.em, ctx.identity, query);
  }

  @Query(() => AvatarType, { description: 'Admins: GET /admin/avatars/{slug} (404 when unknown).' })
  adminAvatar(@Arg('slug', () => String) slug: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.adminGet(ctx.em, ctx.identity, slug);
  }

  @Mutation(() => AvatarType, { description: 'Admins: POST /avatars (409 when the slug is taken).' })
  createAvatar(@Arg('input', () => CreateAvatarInput) input: CreateAvatarInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.create(ctx.em, ctx.identity, input);
  }

  @Mutation(() => AvatarType, { description: 'Admins: PATCH /avatars/{slug}.' })
  updateAvatar(@Arg('slug', () => String) slug: string, @Arg('input', () => UpdateAvatarInput) input: UpdateAvatarInput, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.update(ctx.em, ctx.identity, slug, input);
  }

  @Mutation(() => AvatarType, { description: 'Admins: DELETE /avatars/{slug} and /admin/avatars/{slug}: the avatar and its assignments; answers what was deleted.' })
  deleteAvatar(@Arg('slug', () => String) slug: string, @Ctx() ctx: EconomyContext) {
    return ctx.services.avatars.delete(ctx.em, ctx.identity, slug);
  }

  @FieldResolver(() => AvatarStatusEnum)
  avatarStatus(@Root() avatar: Avatar): AvatarStatus {
    return avatar.status;
  }

  @FieldResolver(() => EconomyFileType, { nullable: true, description: 'The uploaded picture; null for the built-in vinyl avatars.' })
  image(@Root() avatar: Avatar, @Ctx() ctx: EconomyContext): Promise<EconomyFile | null> | null {
    return avatar.imageFileId ? ctx.loaders.economyFile.load(avatar.imageFileId) : null;
  }

  @FieldResolver(() => AvatarWearabilityEnum, {
    nullable: true,
    description: 'Whether the signed-in caller may wear it, or why not (the picker shows locked avatars with why); null for guests.',
  })
  wearability(@Root() avatar: Avatar, @Ctx() ctx: EconomyContext): Promise<AvatarWearability | null> {
    return ctx.loaders.callerAvatarWearability.load({ identity: ctx.identity, avatarId: avatar.id });
  }
}
