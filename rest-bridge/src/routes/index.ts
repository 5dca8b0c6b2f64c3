import type { RestRoute } from './route.ts';
import { songsRoutes } from './songs.routes.ts';
import { userServiceRoutes } from './user-service.routes.ts';

/** The route table: every REST path the bridge answers. */
export const restRoutes: RestRoute[] = [...userServiceRoutes, ...songsRoutes];
