import type { RestRoute } from './route.ts';
import { infoRoutes } from './info.routes.ts';
import { recentPlaysRoutes } from './recent-plays.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { songsRoutes } from './songs.routes.ts';
import { uploadRoutes } from './uploads.routes.ts';
import { userServiceRoutes } from './user-service.routes.ts';
import { phoneRoutes } from './phone.routes.ts';
import { trackImportRoutes } from './track-import.routes.ts';
import { crateRoutes } from './crates.routes.ts';
import { crateImportRoutes } from './crate-imports.routes.ts';
import { exportRoutes } from './exports.routes.ts';
import { chatRoutes } from './chat.routes.ts';
import { roomLiveRoutes } from './room-live.routes.ts';
import { cyaniteRoutes } from './cyanite.routes.ts';
import { roomRoutes } from './rooms.routes.ts';
import { roomRoleRoutes } from './room-roles.routes.ts';
import { playTrackingRoutes } from './play-tracking.routes.ts';
import { moderationActionRoutes } from './moderation-actions.routes.ts';
import { geolocationRoutes } from './geolocation.routes.ts';
import { auditInfoRoutes } from './audit-info.routes.ts';
import { profileRoutes } from './profiles.routes.ts';
import { rolesAdminRoutes } from './roles-admin.routes.ts';
import { botsServiceTokensRoutes } from './bots-service-tokens.routes.ts';
import { musicServiceRoutes } from './music-services.routes.ts';
import { emailPasswordRoutes } from './emails-passwords.routes.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { economyInfoRoutes } from './economy-info.routes.ts';
import { customFieldRoutes } from './custom-fields.routes.ts';
import { consumableRoutes } from './consumables.routes.ts';
import { tokenAccountRoutes } from './token-accounts.routes.ts';
import { pointsRoutes } from './points.routes.ts';
import { seasonRoutes } from './seasons.routes.ts';
import { avatarRoutes } from './avatars.routes.ts';
import { communityRoutes } from './communities.routes.ts';
import { eventRoutes } from './events.routes.ts';
import { friendRoutes } from './friends.routes.ts';
import { blockedUserRoutes } from './blocked-users.routes.ts';
import { contactRoutes } from './contacts.routes.ts';
import { roomExtraRoutes } from './rooms-extra.routes.ts';
import { djFanRoutes } from './dj-fans.routes.ts';
import { deviceRoutes } from './devices.routes.ts';
import { notificationRoutes } from './notifications.routes.ts';
import { paymentRoutes } from './payments.routes.ts';

/** The route table: every REST path the bridge answers. */
export const restRoutes: RestRoute[] = [
  ...userServiceRoutes,
  ...phoneRoutes,
  ...recentPlaysRoutes,
  ...searchRoutes,
  ...trackImportRoutes,
  ...uploadRoutes,
  ...songsRoutes,
  ...crateRoutes,
  ...crateImportRoutes,
  ...exportRoutes,
  ...chatRoutes,
  ...roomLiveRoutes,
  ...cyaniteRoutes,
  ...roomRoutes,
  ...roomRoleRoutes,
  ...infoRoutes,
  ...playTrackingRoutes,
  ...moderationActionRoutes,
  ...geolocationRoutes,
  ...auditInfoRoutes,
  ...profileRoutes,
  ...rolesAdminRoutes,
  ...botsServiceTokensRoutes,
  ...musicServiceRoutes,
  ...emailPasswordRoutes,
  ...moderationRoutes,
  ...economyInfoRoutes,
  ...customFieldRoutes,
  ...consumableRoutes,
  ...tokenAccountRoutes,
  ...seasonRoutes,
  ...pointsRoutes,
  ...avatarRoutes,
  ...communityRoutes,
  ...eventRoutes,
  ...friendRoutes,
  ...blockedUserRoutes,
  ...contactRoutes,
  ...roomExtraRoutes,
  ...djFanRoutes,
  ...deviceRoutes,
  ...notificationRoutes,
  ...paymentRoutes,
];
