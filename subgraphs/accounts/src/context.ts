import type { PhoneOwnerService } from './phone-owners/phone-owner.service.ts';
import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '@backspin/platform';
import type { AdminUserService } from './admin-users/admin-user.service.ts';
import type { BotService } from './bots/bot.service.ts';
import type { ServiceStatusService } from './service-status/service-status.service.ts';
import type { ServiceTokenService } from './service-tokens/service-token.service.ts';
import type { BadgeService, UserBadgeView } from './badges/badge.service.ts';
import type { RoleService } from './roles/role.service.ts';
import type { CapabilityService } from './capabilities/capability.service.ts';
import type { DeactivationService } from './deactivation/deactivation.service.ts';
import type { ModerationCommentService } from './moderation-comments/moderation-comment.service.ts';
import type { ModerationService } from './moderation/moderation.service.ts';
import type { AccountsJobRunner } from './jobs.ts';
import type { PhoneValidationService } from './phone-validation/phone-validation.service.ts';
import type { PhoneWhitelistService } from './phone-whitelist/phone-whitelist.service.ts';
import type { DiscordAuthService } from './music-services/discord-auth.service.ts';
import type { MusicServiceLinks, MusicServiceName } from './music-services/music-service.service.ts';
import type { MagicLinkService } from './magic-links/magic-link.service.ts';
import type { PhoneCodeService } from './phone-codes/phone-code.service.ts';
import type { SessionService } from './sessions/session.service.ts';
import type { SigningKeyService } from './sessions/signing-key.service.ts';
import type { User } from './users/user.entity.ts';
import type { UserService } from './users/user.service.ts';
import type { VoucherService } from './vouchers/voucher.service.ts';
import type { ImageService } from './images/image.service.ts';
import type { ProfileService } from './profiles/profile.service.ts';
import type { EmailService } from './emails/email.service.ts';
import type { MailService } from './mail/mail.service.ts';
import type { PasswordService } from './passwords/password.service.ts';

export interface AccountsServices {
  users: UserService;
  sessions: SessionService;
  phoneCodes: PhoneCodeService;
  signingKeys: SigningKeyService;
  capabilities: CapabilityService;
  badges: BadgeService;
  roles: RoleService;
  adminUsers: AdminUserService;
  phoneValidation: PhoneValidationService;
  phoneWhitelist: PhoneWhitelistService;
  /** Whose verified number a contact digest is (rooms' address-book matching). */
  phoneOwners: PhoneOwnerService;
  magicLinks: MagicLinkService;
  vouchers: VoucherService;
  profiles: ProfileService;
  images: ImageService;
  bots: BotService;
  serviceTokens: ServiceTokenService;
  serviceStatus: ServiceStatusService;
  musicServices: MusicServiceLinks;
  discordAuth: DiscordAuthService;
  mail: MailService;
  emails: EmailService;
  passwords: PasswordService;
  moderation: ModerationService;
  deactivation: DeactivationService;
  moderationComments: ModerationCommentService;
  /** Delivers what accounts' changes cause in other subgraphs (jobs.ts). */
  jobs: AccountsJobRunner;
}

export interface AccountsLoaders {
  user: DataLoader<string, User | null>;
  /** Badges of many users in one query. */
  badges: DataLoader<string, UserBadgeView[]>;
  /** Linked music services of many users in one query. */
  musicServices: DataLoader<string, MusicServiceName[]>;
}

export type AccountsContext = SubgraphContext<AccountsServices, AccountsLoaders>;

export function createLoaders(em: EntityManager, services: AccountsServices): AccountsLoaders {
  return {
    user: new DataLoader(async (ids) => {
      const found = await services.users.findByIds(em, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    badges: new DataLoader(async (ids) => {
      const found = await services.badges.ofUsers(em, ids);
      return ids.map((id) => found.get(id.toLowerCase()) ?? []);
    }),
    musicServices: new DataLoader(async (ids) => {
      const found = await services.musicServices.linkedServices(em, ids);
      return ids.map((id) => found.get(id.toLowerCase()) ?? []);
    }),
  };
}
