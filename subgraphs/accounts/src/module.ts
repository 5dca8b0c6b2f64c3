import { createStorage, PhoneDigester, UserActions, type SubgraphModule } from '@backspin/platform';
import { migrations } from '../migrations/index.ts';
import { PhoneOwnerResolver } from './phone-owners/phone-owner.resolver.ts';
import { PhoneOwnerService } from './phone-owners/phone-owner.service.ts';
import { BotSchema } from './bots/bot.entity.ts';
import { BotResolver } from './bots/bot.resolver.ts';
import { BotService } from './bots/bot.service.ts';
import { ServiceStatusResolver } from './service-status/service-status.resolver.ts';
import { ServiceStatusService } from './service-status/service-status.service.ts';
import { ServiceTokenResolver } from './service-tokens/service-token.resolver.ts';
import { ServiceTokenService } from './service-tokens/service-token.service.ts';
import { MusicServiceLinkSchema } from './music-services/music-service.entity.ts';
import { MusicServiceResolver } from './music-services/music-service.resolver.ts';
import { createMusicServices } from './music-services/music-services.ts';
import { DeactivationRequestSchema } from './deactivation/deactivation.entity.ts';
import { DeactivationResolver } from './deactivation/deactivation.resolver.ts';
import { DeactivationService } from './deactivation/deactivation.service.ts';
import { ModerationCommentSchema } from './moderation-comments/moderation-comment.entity.ts';
import { ModerationCommentResolver } from './moderation-comments/moderation-comment.resolver.ts';
import { ModerationCommentService } from './moderation-comments/moderation-comment.service.ts';
import { AccountStandingSchema } from './account-standing/account-standing.entity.ts';
import { createEffects, createJobRunner, JobSchema } from './jobs.ts';
import { ModerationResolver } from './moderation/moderation.resolver.ts';
import { ModerationService } from './moderation/moderation.service.ts';
import { MagicLinkSchema } from './magic-links/magic-link.entity.ts';
import { MagicLinkResolver } from './magic-links/magic-link.resolver.ts';
import { MagicLinkService } from './magic-links/magic-link.service.ts';
import { AdminUserResolver } from './admin-users/admin-user.resolver.ts';
import { AdminUserService } from './admin-users/admin-user.service.ts';
import { UserBadgeSchema } from './badges/badge.entity.ts';
import { BadgeResolver } from './badges/badge.resolver.ts';
import { BadgeService } from './badges/badge.service.ts';
import { CapabilityResolver } from './capabilities/capability.resolver.ts';
import { CapabilityService } from './capabilities/capability.service.ts';
import { UserEmailSchema } from './emails/email.entity.ts';
import { EmailResolver } from './emails/email.resolver.ts';
import { EmailService } from './emails/email.service.ts';
import { MailLimitKeySchema, MailSendSchema } from './mail/mail.entity.ts';
import { mailSenderFrom } from './mail/mail.ts';
import { MailService } from './mail/mail.service.ts';
import { PasswordResetSchema } from './passwords/password.entity.ts';
import { PasswordResolver } from './passwords/password.resolver.ts';
import { PasswordService } from './passwords/password.service.ts';
import { createLoaders, type AccountsLoaders, type AccountsServices } from './context.ts';
import { seedAccountsDemo } from './demo-data.ts';
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
import { LoginFailureSchema, LoginLimitKeySchema, RefreshTokenSchema, SigningKeySchema } from './sessions/session.entity.ts';
import { RoleResolver } from './roles/role.resolver.ts';
import { RoleService } from './roles/role.service.ts';
import { SessionResolver } from './sessions/session.resolver.ts';
import { SessionService } from './sessions/session.service.ts';
import { SigningKeyService } from './sessions/signing-key.service.ts';
import { ImageResolver } from './images/image.resolver.ts';
import { ImageService } from './images/image.service.ts';
import { UserImageSchema } from './images/user-image.entity.ts';
import { ProfileResolver } from './profiles/profile.resolver.ts';
import { ProfileService } from './profiles/profile.service.ts';
import { UserClientDataSchema } from './profiles/user-data.entity.ts';
import { UserSchema } from './users/user.entity.ts';
import { UserResolver } from './users/user.resolver.ts';
import { UserService } from './users/user.service.ts';
import { AvatarChoice } from './users/avatar-choice.ts';
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
    LoginLimitKeySchema,
    UserBadgeSchema,
    PhoneCodeSchema,
    PhoneCodeLimitKeySchema,
    PhoneValidationSchema,
    PhoneWhitelistEntrySchema,
    MagicLinkSchema,
    VoucherSchema,
    UserImageSchema,
    UserClientDataSchema,
    BotSchema,
    MusicServiceLinkSchema,
    UserEmailSchema,
    PasswordResetSchema,
    MailSendSchema,
    MailLimitKeySchema,
    AccountStandingSchema,
    DeactivationRequestSchema,
    ModerationCommentSchema,
    JobSchema,
  ],
  migrations,
  resolvers: [
    UserResolver,
    SessionResolver,
    PhoneCodeResolver,
    CapabilityResolver,
    BadgeResolver,
    RoleResolver,
    AdminUserResolver,
    PhoneValidationResolver,
    PhoneWhitelistResolver,
    MagicLinkResolver,
    VoucherResolver,
    ProfileResolver,
    ImageResolver,
    BotResolver,
    ServiceTokenResolver,
    ServiceStatusResolver,
    MusicServiceResolver,
    EmailResolver,
    PasswordResolver,
    ModerationResolver,
    DeactivationResolver,
    ModerationCommentResolver,
    PhoneOwnerResolver,
  ],
  referenceResolvers: {
    User: (ref, ctx) => ctx.loaders.user.load(ref.id),
  },
  createServices({ config, pubsub, peers }) {
    const signingKeys = new SigningKeyService();
    const phoneWhitelist = new PhoneWhitelistService();
    const mail = new MailService(config, mailSenderFrom(config));
    const emails = new EmailService(config, mail, config.gatewaySecret);
    const jobs = createJobRunner(config);
    const effects = createEffects(jobs).deliverThrough(peers);
    // What users do, for audit's user actions: one job row in each change's own transaction (platform/jobs/user-actions.ts).
    const userActions = new UserActions(effects);
    const sessions = new SessionService(config, signingKeys, emails, undefined, userActions);
    const moderation = new ModerationService({ sessions, pubsub, effects, userActions });
    // Verified numbers' keyed digests, for rooms' address-book matching: written at verification, looked up by index.
    const phoneDigester = new PhoneDigester(config);
    const avatarChoice = new AvatarChoice(peers);
    return {
      users: new UserService(pubsub, avatarChoice),
      sessions,
      phoneCodes: new PhoneCodeService(config, smsSenderFrom(config), sessions, phoneWhitelist, config.gatewaySecret, undefined, phoneDigester),
      signingKeys,
      capabilities: new CapabilityService(pubsub),
      badges: new BadgeService(pubsub),
      roles: new RoleService(pubsub),
      adminUsers: new AdminUserService(sessions),
      phoneWhitelist,
      phoneOwners: new PhoneOwnerService(phoneDigester),
      phoneValidation: new PhoneValidationService(config, phoneWhitelist),
      magicLinks: new MagicLinkService(config, sessions, mail),
      vouchers: new VoucherService(sessions),
      profiles: new ProfileService(pubsub, avatarChoice),
      images: new ImageService({ pubsub, storage: createStorage(config), config }),
      bots: new BotService(config, signingKeys, pubsub),
      serviceTokens: new ServiceTokenService(config, signingKeys),
      serviceStatus: new ServiceStatusService(),
      ...createMusicServices(config, sessions),
      mail,
      emails,
      passwords: new PasswordService(config, sessions, emails, mail),
      moderation,
      deactivation: new DeactivationService(moderation, effects),
      moderationComments: new ModerationCommentService(),
      jobs,
    };
  },
  createLoaders,
  seedDemoData: seedAccountsDemo,
  // The job runner delivers what accounts' changes cause elsewhere (moderation records for audit). E-mails sent after
  // the answer (sign-up codes, reset links) finish before the database closes.
  async start(services, deps) {
    services.jobs.start(deps.db);
    return async () => {
      await services.jobs.stop();
      await services.mail.settled();
    };
  },
};
