import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, isEmail, requireUser, sha256Hex, type Config, type Identity } from '@backspin/platform';
import type { MailService } from '../mail/mail.service.ts';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { UserSchema } from '../users/user.entity.ts';
import { MagicLinkSchema } from './magic-link.entity.ts';

export interface MagicLinkTarget {
  plan?: string | null;
  path?: string | null;
}

export interface IssuedMagicLink {
  shortLivedToken: string;
  url: string;
  target: string;
  expiresAt: Date;
}

const planPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const magicLinkPathMaxLength = 1000;

/**
 * The URL part after the token (spec 3, §2): `subscribe-plan/{plan}` or the encoded path.
 * Paths must stay on this site: they start with one "/" (not "//" or "/\", which browsers read as another host),
 * carry no control characters, and resolve to the same origin. Anything else is refused (no open redirect).
 */
export function magicLinkTarget(input: MagicLinkTarget): string {
  const plan = input.plan ?? null;
  const path = input.path ?? null;
  if ((plan === null) === (path === null)) throw new DomainError('INVALID_MAGIC_LINK_TARGET');
  if (plan !== null) {
    if (!planPattern.test(plan)) throw new DomainError('INVALID_MAGIC_LINK_TARGET');
    return `subscribe-plan/${plan}`;
  }
  if (!isLocalPath(path!)) throw new DomainError('INVALID_MAGIC_LINK_TARGET');
  return encodeURIComponent(path!);
}

export function isLocalPath(path: string): boolean {
  if (path.length === 0 || path.length > magicLinkPathMaxLength) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  const base = 'https://backspin.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/** Magic links: a signed-in user asks for one; whoever opens it is signed in as that user, once, for a few minutes. */
export class MagicLinkService {
  constructor(
    private readonly config: Config,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** GET /auth/magic-link: a link for the signed-in user to the plan or path given. */
  async create(em: EntityManager, identity: Identity, input: MagicLinkTarget): Promise<IssuedMagicLink> {
    const userId = requireUser(identity);
    const target = magicLinkTarget(input);
    const user = await em.findOne(UserSchema, { id: userId });
    if (!user) throw new DomainError('USER_PROFILE_NOT_FOUND');
    return this.issue(em, userId, target);
  }

  /**
   * Sign-in by e-mail (the web player's sign-in page): answers at once and the same whether or not an account uses the
   * address; afterwards a link to `path` (default "/") is e-mailed to the account with this login address, within the
   * per-address mail limit (as forgot-password does, so neither the answer nor its timing tells an account exists).
   */
  async sendByEmail(em: EntityManager, input: { email?: string | null; path?: string | null }): Promise<void> {
    const address = input.email?.trim().toLowerCase() ?? '';
    if (!isEmail(address) || address.length > 320) throw new DomainError('INVALID_EMAIL');
    const target = magicLinkTarget({ path: input.path ?? '/' });
    const work = em.fork();
    this.mail.background(async () => {
      const user = await work.findOne(UserSchema, { email: address });
      if (!user) return;
      const link = await work.transactional(async (tx) =>
        (await this.mail.tryReserve(tx, address, 'magic-link')) ? this.issue(tx, user.id, target) : null,
      );
      if (!link) return;
      const minutes = Math.max(1, Math.round(this.config.MAGIC_LINK_TTL_SECONDS / 60));
      await this.mail.deliver({
        to: address,
        subject: 'Your Backspin sign-in link',
        text: `To sign in to Backspin, open this link within ${minutes} minutes (it works once):\n\n${link.url}\n\nIf you did not ask for it, ignore this e-mail.`,
        tag: 'magic-link',
      });
    });
  }

  private async issue(em: EntityManager, userId: string, target: string): Promise<IssuedMagicLink> {
    const shortLivedToken = randomBytes(32).toString('base64url');
    const now = this.now();
    const expiresAt = new Date(now.getTime() + this.config.MAGIC_LINK_TTL_SECONDS * 1000);
    await em.insert(MagicLinkSchema, { id: randomUUID(), tokenHash: sha256Hex(shortLivedToken), userId, target, expiresAt, createdAt: now });
    const base = this.config.MAGIC_LINK_BASE_URL.replace(/\/+$/, '');
    return { shortLivedToken, url: `${base}/magic-link/${shortLivedToken}/${target}`, target, expiresAt };
  }

  /**
   * POST /auth/validate-magic-link: spends the token and signs its user in. The conditional update
   * (`where used_at is null and expires_at > now`) lets exactly one of two concurrent validations win.
   */
  async validate(em: EntityManager, token: string | null | undefined): Promise<Session> {
    if (!token || token.length > 128) throw new DomainError('INVALID_MAGIC_LINK');
    const tokenHash = sha256Hex(token);
    const now = this.now();
    const spent = await em.nativeUpdate(MagicLinkSchema, { tokenHash, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
    if (spent !== 1) throw new DomainError('INVALID_MAGIC_LINK');
    const link = await em.findOneOrFail(MagicLinkSchema, { tokenHash });
    const user = await em.findOne(UserSchema, { id: link.userId });
    if (!user) throw new DomainError('INVALID_MAGIC_LINK');
    return this.sessions.openSessionFor(em, user);
  }
}

