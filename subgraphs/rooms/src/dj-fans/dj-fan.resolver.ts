import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { DjFan } from './dj-fan.entity.ts';
import type { FansPage } from './dj-fan.service.ts';
import { NotifyResultType } from '../notifications/notification.types.ts';
import { DjFanPageType, DjFanType, FanDeviceType } from './dj-fan.types.ts';

/** The opt-in is the fan's, the DJ's and staff's to see. */
function shown(row: DjFan, ctx: RoomsContext): DjFanType {
  const visible = row.fanId === ctx.identity.userId || ctx.services.djFans.maySeeOptIns(ctx.identity, row.djId);
  return { ...row, notify: visible ? row.notify : null };
}
const page = (p: FansPage, ctx: RoomsContext): DjFanPageType => ({ items: p.items.map((r) => shown(r, ctx)), total: p.total });

@Resolver()
export class DjFanResolver {
  @Mutation(() => DjFanType, { description: 'POST /dj-fans: follow a DJ (again: changes only notify). notify: be told when they take a seat (default true).' })
  async followDj(
    @Arg('djId', () => ID) djId: string,
    @Arg('notify', () => Boolean, { defaultValue: true }) notify: boolean,
    @Ctx() ctx: RoomsContext,
  ): Promise<DjFanType> {
    return shown(await ctx.services.djFans.follow(ctx.em, ctx.identity, djId, notify), ctx);
  }

  @Mutation(() => DjFanType, { description: 'DELETE /dj-fans/{id}: unfollow a DJ (404 when you do not follow them).' })
  async unfollowDj(@Arg('djId', () => ID) djId: string, @Ctx() ctx: RoomsContext): Promise<DjFanType> {
    return shown(await ctx.services.djFans.unfollow(ctx.em, ctx.identity, djId), ctx);
  }

  @Query(() => DjFanType, { nullable: true, description: 'GET /dj-fans/dj-fan/{id}: your follow of a DJ, or null.' })
  async myDjFollow(@Arg('djId', () => ID) djId: string, @Ctx() ctx: RoomsContext): Promise<DjFanType | null> {
    const row = await ctx.services.djFans.myFollow(ctx.em, ctx.identity, djId);
    return row ? shown(row, ctx) : null;
  }

  @Query(() => Int, { description: 'GET /dj-fans/count/{id}: how many fans a DJ has.' })
  djFanCount(@Arg('djId', () => ID) djId: string, @Ctx() ctx: RoomsContext): Promise<number> {
    return ctx.services.djFans.count(ctx.em, djId);
  }

  @Query(() => DjFanPageType, { description: 'GET /dj-fans/dj-fans-paginated/{id}: a DJ’s fans, newest first (skip; take: 12 by default, at most 100).' })
  async djFans(
    @Arg('djId', () => ID) djId: string,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<DjFanPageType> {
    return page(await ctx.services.djFans.fans(ctx.em, djId, skip, take), ctx);
  }

  @Query(() => DjFanPageType, { description: 'GET /dj-fans/{id}/djs-followed, GET /dj-fans: the DJs a user (no userId: you) follows, newest first (skip, take as for fans).' })
  async djsFollowed(
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<DjFanPageType> {
    return page(await ctx.services.djFans.followed(ctx.em, ctx.identity, userId, skip, take), ctx);
  }

  @Query(() => DjFanPageType, { description: 'GET /dj-fans/admin/{id}: a DJ’s fans with their opt-ins (notifications.send).' })
  async adminDjFans(
    @Arg('djId', () => ID) djId: string,
    @Arg('skip', () => Int, { nullable: true }) skip: number | null,
    @Arg('take', () => Int, { nullable: true }) take: number | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<DjFanPageType> {
    return page(await ctx.services.djFans.adminFans(ctx.em, ctx.identity, djId, skip, take), ctx);
  }

  @Query(() => [FanDeviceType], { description: 'GET /dj-fans/devices/list: the devices of your opted-in fans (platforms; never tokens).' })
  async myFanDevices(@Ctx() ctx: RoomsContext): Promise<FanDeviceType[]> {
    const devices = await ctx.services.djFans.fanDevices(ctx.em, ctx.identity);
    return devices.map((d) => ({ id: d.id, userId: d.userId, devicePlatform: d.platform }));
  }

  @Mutation(() => NotifyResultType, {
    description:
      'GET /dj-fans-notification (yourself, from your DJ seat) and POST /notifications/dj-fans (any DJ: notifications.send): tells the DJ’s opted-in fans, at most once per DJ and fan per period.',
  })
  notifyDjFans(@Arg('djId', () => ID, { nullable: true }) djId: string | null, @Ctx() ctx: RoomsContext): Promise<NotifyResultType> {
    return ctx.services.djFans.notifyFans(ctx.em, ctx.identity, djId);
  }
}
