import { Ctx, Query, Resolver } from 'type-graphql';
import { requirePermission, serviceStatus, ServiceStatus } from '@backspin/platform';
import type { RoomsContext } from '../context.ts';

/** The room service's version, as its status reports it (spec 1, §9: "room service 1.2.23"). */
export const roomServiceVersion = '1.2.23';

@Resolver()
export class InfoResolver {
  @Query(() => ServiceStatus, { description: 'Admins: the room service’s health (GET /info-admin/status, /info-admin/room-service-status).' })
  roomServiceStatus(@Ctx() ctx: RoomsContext): Promise<ServiceStatus> {
    requirePermission(ctx.identity, 'console.manage');
    return serviceStatus(ctx.em, 'room-service', roomServiceVersion);
  }
}
