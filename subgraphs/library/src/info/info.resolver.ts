import { Ctx, Query, Resolver } from 'type-graphql';
import { requirePermission, serviceStatus, ServiceStatus } from '@backspin/platform';
import type { LibraryContext } from '../context.ts';

/** Spec 3, §9: "Service versions: ... playlists 1.4.1". */
export const playlistServiceVersion = '1.4.1';

@Resolver()
export class InfoResolver {
  @Query(() => ServiceStatus, { description: 'Admins: the playlist service’s health (GET /info-admin/playlists-service-status).' })
  playlistServiceStatus(@Ctx() ctx: LibraryContext): Promise<ServiceStatus> {
    requirePermission(ctx.identity, 'console.manage');
    return serviceStatus(ctx.em, 'playlist-service', playlistServiceVersion);
  }
}
