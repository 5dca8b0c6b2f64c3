import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pushTokenMaxLength } from '@backspin/contracts/push';
import { MaxLength } from '@backspin/platform';
import type { RoomsContext } from '../context.ts';
import type { Device } from './device.entity.ts';
import { DeviceType, RegisterDeviceInput } from './device.types.ts';

const shown = (d: Device): DeviceType => ({ id: d.id, userId: d.userId, devicePlatform: d.platform, token: d.token, createdAt: d.createdAt, updatedAt: d.updatedAt });

@Resolver()
export class DeviceResolver {
  @Mutation(() => DeviceType, { description: 'POST /devices, POST /web-notifications/subscription: registers your device for push (a token again: moves it to you).' })
  async registerDevice(@Arg('input', () => RegisterDeviceInput) input: RegisterDeviceInput, @Ctx() ctx: RoomsContext): Promise<DeviceType> {
    return shown(await ctx.services.devices.register(ctx.em, ctx.identity, input));
  }

  @Mutation(() => DeviceType, { description: 'DELETE /devices/{token}, DELETE /devices/{userId}/{token}: removes a device (yours; staff: anyone’s).' })
  async removeDevice(
    @MaxLength(pushTokenMaxLength, 'INVALID_PUSH_TOKEN') @Arg('token', () => String) token: string,
    @Arg('userId', () => ID, { nullable: true }) userId: string | null,
    @Ctx() ctx: RoomsContext,
  ): Promise<DeviceType> {
    return shown(await ctx.services.devices.removeByToken(ctx.em, ctx.identity, token, userId ?? undefined));
  }

  @Query(() => DeviceType, { description: 'GET /devices/single-device/{userId}/{token}: one device of a user (the user, or staff).' })
  async device(
    @Arg('userId', () => ID) userId: string,
    @MaxLength(pushTokenMaxLength, 'INVALID_PUSH_TOKEN') @Arg('token', () => String) token: string,
    @Ctx() ctx: RoomsContext,
  ): Promise<DeviceType> {
    return shown(await ctx.services.devices.single(ctx.em, ctx.identity, userId, token));
  }

  @Query(() => [DeviceType], { description: 'GET /devices/all-devices/{userId}: a user’s devices, newest first (the user, or staff).' })
  async devices(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RoomsContext): Promise<DeviceType[]> {
    return (await ctx.services.devices.allOf(ctx.em, ctx.identity, userId)).map(shown);
  }
}
