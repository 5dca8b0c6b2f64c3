import type { RestRoute } from './route.ts';
import { userServiceRoutes } from './user-service.routes.ts';
import { crateRoutes } from './crates.routes.ts';

/** The route table: every REST path the bridge answers. */
export const restRoutes: RestRoute[] = [...userServiceRoutes, ...crateRoutes];
