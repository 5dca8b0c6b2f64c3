import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basicOf, FakeServer, type RecordedRequest } from '@backspin/test-kit/fake-server';
import { smsSenderFrom, SmsSendError, TwilioSmsSender, ConsoleSmsSender } from './sms.ts';

const sid = 'AC0123456789abcdef0123456789abcdef';
const token = 'twilio-auth-token';

/** Twilio's Messages API as documented: basic auth with the account SID, a form body, 201 with the message JSON. */
function twilio(request: RecordedRequest) {
  const path = `/2010-04-01/Accounts/${sid}/Messages.json`;
  if (request.method !== 'POST' || request.path !== path) return { status: 404, json: { code: 20404, message: 'The requested resource was not found', status: 404 } };
  const auth = basicOf(request);
  if (!auth || auth[0] !== sid || auth[1] !== token) {
    return { status: 401, json: { code: 20003, message: 'Authentication Error - invalid username', status: 401 } };
  }
  if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
    return { status: 400, json: { code: 20001, message: 'Unsupported content type', status: 400 } };
  }
  const form = new URLSearchParams(request.body);
  if (!form.get('From') && !form.get('MessagingServiceSid')) return { status: 400, json: { code: 21603, message: "A 'From' phone number is required.", status: 400 } };
  if (!/^\+\d{8,15}$/.test(form.get('To') ?? '')) return { status: 400, json: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } };
  return { status: 201, json: { sid: 'SM' + '0'.repeat(32), status: 'queued', to: form.get('To'), body: form.get('Body') } };
}

let fake: FakeServer;
beforeAll(async () => {
  fake = await FakeServer.start(twilio);
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const client = (over: Partial<ConstructorParameters<typeof TwilioSmsSender>[0]> = {}) =>
  new TwilioSmsSender({ baseUrl: fake.url, accountSid: sid, authToken: token, from: '+15005550006', timeoutMs: 500, ...over });

describe('Twilio SMS client', () => {
  it('posts the message as a form with basic auth to the account’s Messages.json', async () => {
    await client().send('+447400123456', 'Your Backspin code is 123456.');
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.path).toBe(`/2010-04-01/Accounts/${sid}/Messages.json`);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: '+447400123456',
      Body: 'Your Backspin code is 123456.',
      From: '+15005550006',
    });
  });

  it('sends from a Messaging Service when given its SID', async () => {
    await client({ from: 'MG0123456789abcdef0123456789abcdef' }).send('+447400123456', 'hi');
    expect(new URLSearchParams(fake.requests[0]!.body).get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
  });

  it('fails with Twilio’s error code on a refusal', async () => {
    await expect(client({ authToken: 'wrong' }).send('+447400123456', 'hi')).rejects.toThrow(
      new SmsSendError('Twilio answered 401 (20003: Authentication Error - invalid username)'),
    );
    await expect(client().send('12', 'hi')).rejects.toThrow(/400 \(21211/);
  });

  it('fails when Twilio does not answer in time or drops the connection', async () => {
    fake.override(/Messages/, { hang: true });
    await expect(client().send('+447400123456', 'hi')).rejects.toBeInstanceOf(SmsSendError);
    fake.override(/Messages/, { drop: true });
    await expect(client().send('+447400123456', 'hi')).rejects.toBeInstanceOf(SmsSendError);
  });
});

describe('choosing the sender', () => {
  const base = { production: false, TWILIO_BASE_URL: 'https://api.twilio.com' };
  it('is the console sink by default and Twilio when configured', () => {
    expect(smsSenderFrom({ ...base, SMS_PROVIDER: 'console' })).toBeInstanceOf(ConsoleSmsSender);
    expect(
      smsSenderFrom({ ...base, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: '+15005550006' }),
    ).toBeInstanceOf(TwilioSmsSender);
    expect(() => smsSenderFrom({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});
