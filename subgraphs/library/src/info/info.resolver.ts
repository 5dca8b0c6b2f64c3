import { Ctx, Query, Resolver } from 'type-graphql';
import { ServiceStatus } from '@backspin/platform';
import type { LibraryContext } from '../context.ts';
import { playlistServiceStatus } from './info.service.ts';

@Resolver()
export class InfoResolver {
  @Query(() => ServiceStatus, { description: 'Admins: the playlist service’s health (GET /info-admin/playlists-service-status).' })
  playlistServiceStatus(@Ctx() ctx: LibraryContext): Promise<ServiceStatus> {
    return playlistServiceStatus(ctx.em, ctx.identity);
  }
}
