import { describe, expect, it } from 'vitest';
import { bridgeRouteTable } from '../testing/route-coverage.ts';

/**
 * Every row of spec 2 §7 (rooms, communities, events, songs, the social graph and push; base /api/room-service), each
 * method and path on its own: the spec's 151. Written out once, in the spec's order, so a path that goes missing fails
 * here.
 */
const specPaths = [
  // Admin
  'GET /admin/communities', 'GET /admin/communities/{id}', 'POST /admin/communities', 'POST /admin/communities/bulk',
  'PATCH /admin/communities/{id}', 'PUT /admin/communities/{id}', 'DELETE /admin/communities/{id}',
  'GET /admin/events', 'GET /admin/events/{id}',
  'GET /admin/rooms', 'GET /admin/rooms/{id}',
  'PATCH /rooms/admin/{id}',
  'POST /rooms/admin/guest-password', 'DELETE /rooms/admin/guest-password',
  'GET /admin/djs', 'GET /admin/djs/{id}',
  // Communities
  'GET /communities/{id}',
  'GET /communities/{id}/users', 'GET /communities/{id}/rooms',
  'POST /communities/{id}/join', 'POST /communities/{id}/leave',
  'PUT /communities/{id}/users/{userId}', 'DELETE /communities/{id}/users/{userId}',
  'PUT /communities/{id}/rooms/{roomId}', 'DELETE /communities/{id}/rooms/{roomId}',
  'POST /communities/{id}/{roomId}', 'DELETE /communities/{id}/{roomId}',
  'POST /communities/{id}/add', 'POST /communities/{id}/remove',
  'GET /room-communities/{roomId}', 'GET /user-communities',
  // Events
  'GET /events', 'POST /events',
  'GET /events/upcoming',
  'GET /events/{id}', 'PATCH /events/{id}', 'DELETE /events/{id}',
  'GET /events/slug/{slug}',
  // Info and maintenance
  'GET /info-admin/played-seconds', 'GET /info-admin/status', 'GET /info-admin/room-service-status',
  'GET /rooms/room-state/{id}',
  'GET /rooms/room-played-time/{id}',
  // Room roles and chat sync
  'POST /roomUserRoles/cometchat/sync/{id}',
  'POST /roomUserRoles/cometchat/join/{id}',
  'POST /roomUserRoles/kick-user-from-room',
  'GET /roomUserRoles/{roomId}', 'GET /roomUserRoles/{roomId}/{userId}',
  'POST /roomUserRoles/{roomId}', 'DELETE /roomUserRoles/{roomId}',
  'PUT /roomUserRoles/change-owner/{roomId}',
  'POST /roomUserRoles/no-dancefloor-users',
  // Rooms
  'POST /rooms/{id}/join',
  'GET /rooms/service/list', 'GET /rooms/service/room/{id}',
  'GET /rooms/promoted-rooms',
  'GET /rooms/public', 'GET /rooms/private-count',
  'GET /rooms/{id}', 'GET /rooms/uuid/{uuid}',
  'GET /rooms/multiple/list',
  'GET /rooms/mine/list', 'GET /rooms/owned-rooms/list',
  'GET /rooms/users/{id}', 'GET /rooms/users/service/{id}',
  'POST /rooms/list',
  'DELETE /rooms/conversation/{id}',
  'POST /rooms/recent', 'GET /rooms/recent',
  'PATCH /rooms/{id}',
  'POST /rooms/infrastructure',
  'DELETE /rooms/{id}/infrastructure', 'PATCH /rooms/{id}/infrastructure',
  'POST /rooms/{id}/pinned-messages',
  'PATCH /rooms/promote/{id}/infrastructure',
  'PATCH /rooms/dj-type/{id}/infrastructure', 'PATCH /rooms/live-audio/{id}/infrastructure',
  'PATCH /rooms/live-state/{id}/infrastructure', 'PATCH /rooms/dj-seats/{id}/infrastructure',
  'POST /rooms/{id}/poster', 'DELETE /rooms/{id}/poster',
  'POST /rooms/{id}/externalUrl',
  'GET /rooms/rockset/recently-visited-rooms',
  'GET /rooms/discord/list/{guild}', 'POST /rooms/discord/{guild}',
  'DELETE /rooms/user/{userId}', 'PATCH /rooms/user/{userId}',
  // Songs and search
  'GET /search',
  'POST /metadata',
  'GET /songs/public',
  'GET /songs',
  'GET /songs/{id}', 'PATCH /songs/{id}', 'DELETE /songs/{id}',
  'GET /songs/{id}/hls-playlist',
  'GET /songs/hls/key',
  'POST /upload/song',
  'POST /upload/transcoder_sns',
  // Blocked users
  'POST /blocked-users', 'GET /blocked-users', 'GET /blocked-users/{id}', 'DELETE /blocked-users/{id}',
  // Devices
  'POST /devices',
  'DELETE /devices/{token}',
  'DELETE /devices/{a}/{b}',
  'GET /devices/single-device/{a}/{b}',
  'GET /devices/all-devices/{id}',
  // DJ fans
  'GET /dj-fans-notification',
  'POST /dj-fans', 'GET /dj-fans', 'GET /dj-fans/dj-fans-paginated/{id}', 'GET /dj-fans/count/{id}',
  'GET /dj-fans/dj-fans/{id}', 'GET /dj-fans/{id}/djs-followed', 'GET /dj-fans/admin/{id}', 'GET /dj-fans/dj-fan/{id}',
  'DELETE /dj-fans/{id}', 'GET /dj-fans/devices/list',
  // Friend invitations and friends
  'POST /friend-invitations', 'GET /friend-invitations/user-invitations/{id}',
  'GET /friend-invitations/user-invitations-for', 'GET /friend-invitations/user-invitations-from',
  'DELETE /friend-invitations/{id}', 'POST /friend-invitations/handle-friend',
  'GET /friends/{id}', 'DELETE /friends/{id}', 'GET /friends/list/{id}', 'GET /friends/single-friend/{id}',
  // Push notifications
  'POST /mobileNotification', 'POST /mobileNotification/admin', 'POST /mobileNotification/silent-notification',
  'POST /mobileNotification/custom-message', 'POST /mobileNotification/all-devices', 'POST /mobileNotification/user',
  'POST /mobileNotification/user/admin', 'POST /mobileNotification/user/admin/silent-nofitication',
  'POST /mobileNotification/room-users',
  'POST /notifications/dj-fans', 'POST /notifications/custom-message', 'POST /notifications/custom-message-from-room',
  'GET /room-users-notification',
  'GET /',
  'POST /web-notifications/subscription', 'POST /web-notifications/push-notification',
  // Address-book contacts
  'POST /user-book-contact', 'DELETE /user-book-contact', 'GET /user-book-contact',
  'POST /user-book-contact/single', 'GET /user-book-contact/admin/{id}',
  'POST /user-book-contact/matching-contacts-friends', 'GET /user-book-contact/matching-contacts',
];

const routes = bridgeRouteTable();

describe('rooms, communities, events, songs, the social graph and push (spec 2 §7)', () => {
  it('lists the spec\'s 151 calls, each once', () => {
    expect(new Set(specPaths).size).toBe(151);
  });

  it('answers every path the spec lists', () => {
    expect(routes.missing('/api/room-service', specPaths)).toEqual([]);
  });
});
