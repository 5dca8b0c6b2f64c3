import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RoomsContext } from '../context.ts';
import type { NotificationSettings } from './notification.service.ts';
import { NotificationSettingsInput, NotificationSettingsType, NotificationType, NotifyResultType, SendNotificationInput } from './notification.types.ts';

@Resolver()
export class NotificationResolver {
  @Mutation(() => NotifyResultType, {
    description:
      'The /mobileNotification, /notifications/custom-message(-from-room), /room-users-notification and /web-notifications/push-notification paths: to yourself, a room’s users (its staff) or other users (notifications.send); silent ones carry data and no alert.',
  })
  sendNotification(@Arg('input', () => SendNotificationInput) input: SendNotificationInput, @Ctx() ctx: RoomsContext): Promise<NotifyResultType> {
    return ctx.services.notifications.send(ctx.em, ctx.identity, input);
  }

  @Query(() => [NotificationType], { description: 'GET / of the push paths: your notifications, newest first (limit: default 50, at most 100).' })
  async myNotifications(@Arg('limit', () => Int, { nullable: true }) limit: number | null, @Ctx() ctx: RoomsContext): Promise<NotificationType[]> {
    const rows = await ctx.services.notifications.mine(ctx.em, ctx.identity, limit ?? undefined);
    return rows.map((n) => ({ ...n, title: n.title ?? null, body: n.body ?? null, senderId: n.senderId ?? null }));
  }

  @Query(() => String, {
    nullable: true,
    description: 'The VAPID public key (base64url) a browser subscribes to pushes with (PushManager.subscribe); null when browsers get no pushes.',
  })
  webPushPublicKey(@Ctx() ctx: RoomsContext): string | null {
    return ctx.services.notifications.webPushPublicKey();
  }

  @Query(() => NotificationSettingsType, { description: 'Your notification settings (everything on until you change it).' })
  notificationSettings(@Ctx() ctx: RoomsContext): Promise<NotificationSettings> {
    return ctx.services.notifications.mySettings(ctx.em, ctx.identity);
  }

  @Mutation(() => NotificationSettingsType, { description: 'Changes some of your notification settings (the others stay).' })
  updateNotificationSettings(@Arg('input', () => NotificationSettingsInput) input: NotificationSettingsInput, @Ctx() ctx: RoomsContext): Promise<NotificationSettings> {
    const changes: Partial<NotificationSettings> = {};
    if (typeof input.push === 'boolean') changes.push = input.push;
    if (typeof input.djFans === 'boolean') changes.djFans = input.djFans;
    if (typeof input.messages === 'boolean') changes.messages = input.messages;
    if (typeof input.eventReminders === 'boolean') changes.eventReminders = input.eventReminders;
    return ctx.services.notifications.updateSettings(ctx.em, ctx.identity, changes);
  }
}
