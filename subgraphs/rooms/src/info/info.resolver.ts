import { Ctx, Query, Resolver } from 'type-graphql';
import { ServiceStatus } from '@backspin/platform';
import type { RoomsContext } from '../context.ts';
import { roomServiceStatus } from './info.service.ts';

@Resolver()
export class InfoResolver {
  @Query(() => ServiceStatus, { description: 'Admins: the room service’s health (GET /info-admin/status, /info-admin/room-service-status).' })
  roomServiceStatus(@Ctx() ctx: RoomsContext): Promise<ServiceStatus> {
    return roomServiceStatus(ctx.em, ctx.identity);
  }
}
