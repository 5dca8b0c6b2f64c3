import type { EntityManager } from '@mikro-orm/core';
import DataLoader from 'dataloader';
import type { SubgraphContext } from '@backspin/platform';
import type { BadgeService, UserBadgeView } from './badges/badge.service.ts';
import type { CapabilityService } from './capabilities/capability.service.ts';
import type { DeactivationService } from './deactivation/deactivation.service.ts';
import type { ModerationCommentService } from './moderation-comments/moderation-comment.service.ts';
import type { ModerationService } from './moderation/moderation.service.ts';
import type { PhoneValidationService } from './phone-validation/phone-validation.service.ts';
import type { PhoneWhitelistService } from './phone-whitelist/phone-whitelist.service.ts';
import type { MagicLinkService } from './magic-links/magic-link.service.ts';
import type { PhoneCodeService } from './phone-codes/phone-code.service.ts';
import type { SessionService } from './sessions/session.service.ts';
import type { SigningKeyService } from './sessions/signing-key.service.ts';
import type { User } from './users/user.entity.ts';
import type { UserService } from './users/user.service.ts';
import type { VoucherService } from './vouchers/voucher.service.ts';

export interface AccountsServices {
  users: UserService;
  sessions: SessionService;
  phoneCodes: PhoneCodeService;
  signingKeys: SigningKeyService;
  capabilities: CapabilityService;
  badges: BadgeService;
  phoneValidation: PhoneValidationService;
  phoneWhitelist: PhoneWhitelistService;
  magicLinks: MagicLinkService;
  vouchers: VoucherService;
  moderation: ModerationService;
  deactivation: DeactivationService;
  moderationComments: ModerationCommentService;
}

export interface AccountsLoaders {
  user: DataLoader<string, User | null>;
  /** Badges of many users in one query. */
  badges: DataLoader<string, UserBadgeView[]>;
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
  };
}
