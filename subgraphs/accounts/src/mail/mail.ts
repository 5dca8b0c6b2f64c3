/** Sending e-mail: a console sink for development and a client for Postmark's Email API. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Postmark's Tag: what kind of message it is (email-verification, password-reset). */
  tag?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Logs messages outside production; in production it logs only that a message would have been sent, never its text. */
export class ConsoleMailSender implements MailSender {
  readonly sent: MailMessage[] = [];

  constructor(
    private readonly production: boolean,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  async send(message: MailMessage): Promise<void> {
    if (this.production) {
      this.log(`[mail] console sink: an e-mail to ${message.to} was not sent (set MAIL_PROVIDER to send it)`);
      return;
    }
    this.sent.push(message);
    this.log(`[mail] to ${message.to}: ${message.subject}\n${message.text}`);
  }
}

export class MailSendError extends Error {}

export interface PostmarkOptions {
  baseUrl: string;
  /** The server API token. */
  serverToken: string;
  from: string;
  messageStream: string;
  timeoutMs?: number;
}

/**
 * Postmark's Email API: `POST {baseUrl}/email` with the `X-Postmark-Server-Token` header and a JSON body
 * (`From`, `To`, `Subject`, `TextBody`, `MessageStream`, `Tag`); it answers 200 with `ErrorCode: 0`, or 401/422 with
 * an `ErrorCode` and `Message`.
 */
export class PostmarkMailSender implements MailSender {
  constructor(private readonly options: PostmarkOptions) {}

  async send(message: MailMessage): Promise<void> {
    const { baseUrl, serverToken, from, messageStream } = this.options;
    const url = new URL('email', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-postmark-server-token': serverToken,
        },
        body: JSON.stringify({
          From: from,
          To: message.to,
          Subject: message.subject,
          TextBody: message.text,
          MessageStream: messageStream,
          ...(message.tag ? { Tag: message.tag } : {}),
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new MailSendError(`Postmark unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { ErrorCode?: number; Message?: string } | null;
    if (response.status !== 200 || body?.ErrorCode !== 0) {
      throw new MailSendError(
        `Postmark answered ${response.status}${body?.ErrorCode !== undefined ? ` (${body.ErrorCode}: ${body.Message})` : ''}`,
      );
    }
  }
}

/** The sender the configuration asks for; `postmark` needs MAIL_API_KEY (the server token). */
export function mailSenderFrom(config: {
  production: boolean;
  MAIL_PROVIDER: 'console' | 'postmark';
  MAIL_BASE_URL: string;
  MAIL_API_KEY?: string | undefined;
  MAIL_FROM: string;
  MAIL_MESSAGE_STREAM: string;
  MAIL_TIMEOUT_MS: number;
}): MailSender {
  if (config.MAIL_PROVIDER === 'console') return new ConsoleMailSender(config.production);
  if (!config.MAIL_API_KEY) throw new Error('MAIL_PROVIDER=postmark needs MAIL_API_KEY (a Postmark server API token)');
  return new PostmarkMailSender({
    baseUrl: config.MAIL_BASE_URL,
    serverToken: config.MAIL_API_KEY,
    from: config.MAIL_FROM,
    messageStream: config.MAIL_MESSAGE_STREAM,
    timeoutMs: config.MAIL_TIMEOUT_MS,
  });
}
