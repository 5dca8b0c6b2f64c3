import type { SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { DeactivationRequestSchema } from './deactivation/deactivation.entity.ts';
import { DeactivationResolver } from './deactivation/deactivation.resolver.ts';
import { DeactivationService } from './deactivation/deactivation.service.ts';
import { ModerationCommentSchema } from './moderation-comments/moderation-comment.entity.ts';
import { ModerationCommentResolver } from './moderation-comments/moderation-comment.resolver.ts';
import { ModerationCommentService } from './moderation-comments/moderation-comment.service.ts';
import { AccountStandingSchema } from './moderation/moderation.entity.ts';
import { ModerationResolver } from './moderation/moderation.resolver.ts';
import { ModerationService } from './moderation/moderation.service.ts';
import { MagicLinkSchema } from './magic-links/magic-link.entity.ts';
import { MagicLinkResolver } from './magic-links/magic-link.resolver.ts';
import { MagicLinkService } from './magic-links/magic-link.service.ts';
import { UserBadgeSchema } from './badges/badge.entity.ts';
import { BadgeResolver } from './badges/badge.resolver.ts';
import { BadgeService } from './badges/badge.service.ts';
import { CapabilityResolver } from './capabilities/capability.resolver.ts';
import { CapabilityService } from './capabilities/capability.service.ts';
import { createLoaders, type AccountsLoaders, type AccountsServices } from './context.ts';
import { seedDemoUsers } from './demo-data.ts';
import { PhoneCodeLimitKeySchema, PhoneCodeSchema } from './phone-codes/phone-code.entity.ts';
import { PhoneCodeResolver } from './phone-codes/phone-code.resolver.ts';
import { PhoneCodeService } from './phone-codes/phone-code.service.ts';
import { smsSenderFrom } from './phone-codes/sms.ts';
import { PhoneValidationSchema } from './phone-validation/phone-validation.entity.ts';
import { PhoneValidationResolver } from './phone-validation/phone-validation.resolver.ts';
import { PhoneValidationService } from './phone-validation/phone-validation.service.ts';
import { PhoneWhitelistEntrySchema } from './phone-whitelist/phone-whitelist.entity.ts';
import { PhoneWhitelistResolver } from './phone-whitelist/phone-whitelist.resolver.ts';
import { PhoneWhitelistService } from './phone-whitelist/phone-whitelist.service.ts';
import { LoginFailureSchema, RefreshTokenSchema, SigningKeySchema } from './sessions/session.entity.ts';
import { SessionResolver } from './sessions/session.resolver.ts';
import { SessionService } from './sessions/session.service.ts';
import { SigningKeyService } from './sessions/signing-key.service.ts';
import { UserSchema } from './users/user.entity.ts';
import { UserResolver } from './users/user.resolver.ts';
import { UserService } from './users/user.service.ts';
import { VoucherSchema } from './vouchers/voucher.entity.ts';
import { VoucherResolver } from './vouchers/voucher.resolver.ts';
import { VoucherService } from './vouchers/voucher.service.ts';

/** accounts: users, credentials, sessions and tokens, profiles (avatar, badges), roles. */
export const accountsSubgraph: SubgraphModule<AccountsServices, AccountsLoaders> = {
  name: 'accounts',
  entities: [
    UserSchema,
    RefreshTokenSchema,
    SigningKeySchema,
    LoginFailureSchema,
    UserBadgeSchema,
    PhoneCodeSchema,
    PhoneCodeLimitKeySchema,
    PhoneValidationSchema,
    PhoneWhitelistEntrySchema,
    MagicLinkSchema,
    VoucherSchema,
    AccountStandingSchema,
    DeactivationRequestSchema,
    ModerationCommentSchema,
  ],
  migrations,
  resolvers: [
    UserResolver,
    SessionResolver,
    PhoneCodeResolver,
    CapabilityResolver,
    BadgeResolver,
    PhoneValidationResolver,
    PhoneWhitelistResolver,
    MagicLinkResolver,
    VoucherResolver,
    ModerationResolver,
    DeactivationResolver,
    ModerationCommentResolver,
  ],
  referenceResolvers: {
    User: (ref, ctx) => ctx.loaders.user.load(ref.id),
  },
  createServices({ config, pubsub, peers }) {
    const signingKeys = new SigningKeyService();
    const phoneWhitelist = new PhoneWhitelistService();
    const sessions = new SessionService(config, signingKeys);
    const moderation = new ModerationService({ sessions, pubsub, peers });
    return {
      users: new UserService(pubsub),
      sessions,
      phoneCodes: new PhoneCodeService(config, smsSenderFrom(config), sessions, config.gatewaySecret),
      signingKeys,
      capabilities: new CapabilityService(pubsub),
      badges: new BadgeService(),
      phoneWhitelist,
      phoneValidation: new PhoneValidationService(config, phoneWhitelist),
      magicLinks: new MagicLinkService(config, sessions),
      vouchers: new VoucherService(sessions),
      moderation,
      deactivation: new DeactivationService(moderation),
      moderationComments: new ModerationCommentService(),
    };
  },
  createLoaders,
  seedDemoData: seedDemoUsers,
};
