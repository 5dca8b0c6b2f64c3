import type { RestRoute } from './route.ts';
import { recentPlaysRoutes } from './recent-plays.routes.ts';
import { uploadRoutes } from './uploads.routes.ts';
import { userServiceRoutes } from './user-service.routes.ts';

/** The route table: every REST path the bridge answers. */
export const restRoutes: RestRoute[] = [...userServiceRoutes, ...recentPlaysRoutes, ...uploadRoutes];
