import { describe, expect, it } from 'vitest';
import { bridgeRouteTable } from '../testing/route-coverage.ts';

/**
 * Every user-service call of spec 1 §7.2 (base /api/user-service), as the spec lists it. The bridge must answer
 * each one; this list is the spec's, written out once, so a path that goes missing fails here.
 */
const specPaths = [
  // Admin; phone whitelist
  'GET /admin/users', 'GET /admin/users/{id}', 'POST /users/admin/sign-up', 'POST /users/change-password-admin',
  'GET /admin/phoneNumbers', 'POST /admin/phoneNumbers', 'DELETE /admin/phoneNumbers/{id}', 'GET /admin/phoneNumbers/{id}',
  // Live audio/video, Apple, bots, chat
  'POST /agora/token',
  'POST /apple/user-token', 'GET /apple/user-token/{id}',
  'POST /users/sign-up-bot', 'GET /users/bot-token',
  'GET /comet-chat/user-token', 'GET /comet-chat/ghost-token', 'POST /comet-chat/create-users',
  // Discord
  'POST /auth/discord-auth', 'POST /auth/exchange-code', 'POST /auth/link-discord',
  'POST /users/sign-up', 'POST /users/voucher-sign-up',
  // E-mails
  'POST /users/confirm-email', 'POST /users/emails/verify', 'GET /users/emails', 'POST /users/emails',
  'DELETE /users/emails/{id}', 'POST /users/emails/verification-email',
  'GET /auth/guest', 'GET /info-admin/user-service-status',
  // Mobile auth
  'POST /mobile-auth/send-code', 'POST /mobile-auth/verify-code', 'POST /mobile-auth/whitelist', 'DELETE /mobile-auth/whitelist/{phone}',
  // Moderation comments, moderator
  'POST /moderation-comments', 'GET /moderation-comments/{userId}',
  'POST /users/kick', 'POST /users/ban', 'POST /users/temporary-ban', 'POST /users/unban', 'POST /users/add-role',
  'POST /users/add-global-moderator-role', 'POST /users/cancel-requested-deactivate', 'POST /users/profile-admin',
  'POST /users/change-badges-admin', 'PUT /users/{id}/capabilities/{capability}', 'DELETE /users/{id}/capabilities/{capability}',
  // Password
  'POST /users/change-password', 'POST /users/forgot-password', 'POST /users/reset-password', 'POST /users/set-password',
  // Phone validation
  'GET /phone-validation/validate/{phone}', 'GET /phone-validation/recents', 'DELETE /phone-validation/recents',
  'GET /phone-validation/fraudConstants',
  // Session
  'POST /auth/login', 'GET /auth/session', 'GET /auth/pub-key', 'GET /auth/magic-link', 'POST /auth/validate-magic-link',
  'GET /profile/{id}/service', 'GET /users/capabilities', 'PUT /users/profile/user-data', 'GET /users/profile/user-data',
  'GET /users/user/{id}', 'GET /users/list-deactivate', 'POST /users/request-deactivate', 'DELETE /users/deactivate/{id}',
  'POST /users/reactivate/{id}',
  // SoundCloud
  'POST /soundcloud/refresh-token', 'POST /soundcloud/mobile/refresh-token', 'GET /soundcloud/public-token',
  'GET /soundcloud/mobile/public-token', 'GET /soundcloud/access-token/{id}',
  // Spotify, YouTube
  'POST /spotify/exchange-code', 'POST /spotify/refresh-token', 'DELETE /spotify/refresh-token', 'GET /spotify/access-token/{id}/service',
  'POST /youtube/exchange-code', 'POST /youtube/refresh-token',
  // Images, profiles
  'POST /users/images', 'GET /users/images/{id}', 'DELETE /users/images/{id}',
  'GET /profile/{id}', 'GET /users/profiles', 'GET /users/profile', 'POST /users/profile',
  'POST /users/add-badges-service', 'POST /users/remove-badges-service',
  'GET /users/service/all-user-profiles', 'GET /users/service/{id}/user-profile', 'GET /users/service/update-user-profiles',
  'POST /users/user-socials',
  // Vouchers
  'POST /vouchers', 'GET /vouchers', 'DELETE /vouchers/{id}', 'PATCH /vouchers/redeem',
];

const routes = bridgeRouteTable();

describe('the user service (spec 1 §7.2)', () => {
  it('answers every path the spec lists', () => {
    expect(routes.missing('/api/user-service', specPaths)).toEqual([]);
  });
});
