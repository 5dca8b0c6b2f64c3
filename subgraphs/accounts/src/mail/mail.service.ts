import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError, enforceWindowLimits, type Config } from '@backspin/platform';
import { MailLimitKeySchema, MailSendSchema } from './mail.entity.ts';
import type { MailMessage, MailSender } from './mail.ts';

export type MailSettings = Pick<Config, 'MAIL_MAX_PER_ADDRESS' | 'MAIL_ADDRESS_WINDOW_SECONDS'>;
export type MailKind = 'email-verification' | 'password-reset' | 'magic-link';

/**
 * Outgoing e-mail for the accounts subgraph: the per-address send limit (counted in the database under a row lock
 * per address, so concurrent sends to one address queue) and delivery, awaited or in the background.
 */
export class MailService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly settings: MailSettings,
    readonly sender: MailSender,
    private readonly now: () => Date = () => new Date(),
    private readonly log: (line: string) => void = (line) => console.warn(line),
  ) {}

  /**
   * Counts one send to the address, or throws 429 (with retryAfterSeconds) when the window is full.
   * Call it inside the transaction that makes what the e-mail carries, so a refusal keeps nothing.
   */
  async reserve(tx: EntityManager, address: string, kind: MailKind): Promise<void> {
    await this.enforceLimit(tx, address);
    await tx.insert(MailSendSchema, { id: randomUUID(), address: address.toLowerCase(), kind, createdAt: this.now() });
  }

  /** Like reserve, but answers false instead of refusing (where a refusal would tell whether an account exists). */
  async tryReserve(tx: EntityManager, address: string, kind: MailKind): Promise<boolean> {
    try {
      await this.reserve(tx, address, kind);
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.reason === 'MAIL_LIMIT_ADDRESS') return false;
      throw error;
    }
  }

  /** Counts a send without checking the limit (the first e-mail of a sign-up, flushed with the account). */
  record(em: EntityManager, address: string, kind: MailKind): void {
    em.create(MailSendSchema, { id: randomUUID(), address: address.toLowerCase(), kind, createdAt: this.now() });
  }

  /** Sends now; a provider failure is 503 MAIL_NOT_SENT. */
  async deliver(message: MailMessage): Promise<void> {
    try {
      await this.sender.send(message);
    } catch (error) {
      this.log(`[mail] ${message.tag ?? 'e-mail'} to ${message.to} not sent: ${(error as Error).message}`);
      throw new DomainError('MAIL_NOT_SENT');
    }
  }

  /** Runs a task after the answer (its failure is logged): the answer's timing then says nothing about what it does. */
  background(task: () => Promise<void>): void {
    const running = task().catch((error: unknown) => {
      if (!(error instanceof DomainError && error.reason === 'MAIL_NOT_SENT')) {
        this.log(`[mail] background task failed: ${(error as Error).message}`);
      }
    });
    this.inFlight.add(running);
    void running.finally(() => this.inFlight.delete(running));
  }

  /** Sends after the answer; a failure is logged. */
  deliverInBackground(message: MailMessage): void {
    this.background(() => this.deliver(message));
  }

  /** Resolves when every background task started so far has finished (tests; a graceful stop). */
  async settled(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** Throws 429 MAIL_LIMIT_ADDRESS when the address's window is full (platform's sliding-window limit, under its key row's lock). */
  private async enforceLimit(tx: EntityManager, raw: string): Promise<void> {
    const address = raw.toLowerCase();
    const { MAIL_MAX_PER_ADDRESS: max, MAIL_ADDRESS_WINDOW_SECONDS: windowSeconds } = this.settings;
    const recent = async (since: Date) => {
      const rows = await tx.find(MailSendSchema, { address, createdAt: { $gt: since } }, { fields: ['createdAt'], orderBy: { createdAt: 'asc' }, limit: max });
      return rows.map((row) => row.createdAt);
    };
    await enforceWindowLimits(tx, MailLimitKeySchema, [{ key: address, reason: 'MAIL_LIMIT_ADDRESS', max, windowSeconds, recent }], this.now());
  }
}
