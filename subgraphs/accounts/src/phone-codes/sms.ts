/** Sending text messages: a console sink for development and a client for Twilio's Messages API. */
export interface SmsSender {
  send(to: string, body: string): Promise<void>;
}

/** Logs messages outside production; in production it logs only that a message would have been sent, never its text. */
export class ConsoleSmsSender implements SmsSender {
  readonly sent: { to: string; body: string }[] = [];

  constructor(
    private readonly production: boolean,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  async send(to: string, body: string): Promise<void> {
    if (this.production) {
      this.log(`[sms] console sink: a text message to ${to} was not sent (set SMS_PROVIDER to send it)`);
      return;
    }
    this.sent.push({ to, body });
    this.log(`[sms] to ${to}: ${body}`);
  }
}

export interface TwilioOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  timeoutMs?: number;
}

export class SmsSendError extends Error {}

/**
 * Twilio's Messages API: `POST {baseUrl}/2010-04-01/Accounts/{sid}/Messages.json`, HTTP basic auth
 * (account SID, auth token) and a form body `To`, `Body` and `From` (or `MessagingServiceSid`).
 */
export class TwilioSmsSender implements SmsSender {
  constructor(private readonly options: TwilioOptions) {}

  async send(to: string, body: string): Promise<void> {
    const { baseUrl, accountSid, authToken, from } = this.options;
    const url = new URL(`/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, baseUrl);
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsSendError(`Twilio unreachable: ${(error as Error).message}`);
    }
    if (response.status !== 201 && response.status !== 200) {
      const detail = await response.json().catch(() => null) as { code?: number; message?: string } | null;
      throw new SmsSendError(`Twilio answered ${response.status}${detail?.code ? ` (${detail.code}: ${detail.message})` : ''}`);
    }
    await response.body?.cancel().catch(() => undefined);
  }
}

/** The sender the configuration asks for; `twilio` needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM. */
export function smsSenderFrom(config: {
  production: boolean;
  SMS_PROVIDER: 'console' | 'twilio';
  TWILIO_BASE_URL: string;
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  TWILIO_FROM?: string | undefined;
}): SmsSender {
  if (config.SMS_PROVIDER === 'console') return new ConsoleSmsSender(config.production);
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (!accountSid || !authToken || !from) {
    throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  return new TwilioSmsSender({ baseUrl: config.TWILIO_BASE_URL, accountSid, authToken, from });
}
