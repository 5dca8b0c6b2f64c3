import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/platform';
import { testClock } from '@backspin/test-kit';
import { FakeServer, type RecordedRequest } from '@backspin/test-kit/fake-server';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { AccountsServices } from '../context.ts';
import { accountsSubgraph } from '../module.ts';
import { MailSendSchema } from './mail.entity.ts';
import { MailService } from './mail.service.ts';
import { ConsoleMailSender, mailSenderFrom, MailSendError, PostmarkMailSender } from './mail.ts';

const serverToken = 'postmark-server-token';

/** Postmark's Email API as documented: X-Postmark-Server-Token, a JSON body, 200 with ErrorCode 0; 401 and 422 with an ErrorCode. */
function postmark(request: RecordedRequest) {
  if (request.method !== 'POST' || request.path !== '/email') return { status: 404, json: { ErrorCode: 404, Message: 'Not found' } };
  if (request.headers['x-postmark-server-token'] !== serverToken) {
    return { status: 401, json: { ErrorCode: 10, Message: 'The Server Token you provided in the X-Postmark-Server-Token request header was invalid.' } };
  }
  if (!String(request.headers['content-type']).startsWith('application/json') || request.headers.accept !== 'application/json') {
    return { status: 415, json: { ErrorCode: 0, Message: 'Unsupported Media Type' } };
  }
  const body = JSON.parse(request.body) as Record<string, string>;
  if (!body.From) return { status: 422, json: { ErrorCode: 300, Message: "Invalid 'From' address: ''." } };
  if (!/^[^@\s]+@[^@\s]+$/.test(body.To ?? '')) return { status: 422, json: { ErrorCode: 300, Message: 'Error parsing \'To\': Illegal email address.' } };
  return {
    status: 200,
    json: { To: body.To, SubmittedAt: '2026-11-21T07:25:01.4178645-05:00', MessageID: '0a129aee-e1cd-480d-b08d-4f48548ff48d', ErrorCode: 0, Message: 'OK' },
  };
}

let fake: FakeServer;
let t: TestSubgraph<AccountsServices>;
beforeAll(async () => {
  fake = await FakeServer.start(postmark);
  t = await startTestSubgraph(accountsSubgraph);
});
afterAll(async () => {
  await fake?.close();
  await t?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const client = (over: Partial<ConstructorParameters<typeof PostmarkMailSender>[0]> = {}) =>
  new PostmarkMailSender({ baseUrl: fake.url, serverToken, from: 'Backspin <no-reply@backspin.test>', messageStream: 'outbound', timeoutMs: 500, ...over });

describe('Postmark mail client', () => {
  it('posts the message as JSON with the server token to /email', async () => {
    await client().send({ to: 'ana@example.com', subject: 'Your code', text: 'It is 123456.', tag: 'email-verification' });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe('/email');
    expect(request!.headers['x-postmark-server-token']).toBe(serverToken);
    expect(JSON.parse(request!.body)).toEqual({
      From: 'Backspin <no-reply@backspin.test>',
      To: 'ana@example.com',
      Subject: 'Your code',
      TextBody: 'It is 123456.',
      MessageStream: 'outbound',
      Tag: 'email-verification',
    });
  });

  it('keeps a base URL’s path', async () => {
    const prefixed = await FakeServer.start((request) => (request.path === '/postmark/email' ? postmark({ ...request, path: '/email' }) : { status: 404, json: {} }));
    try {
      await client({ baseUrl: `${prefixed.url}/postmark` }).send({ to: 'ana@example.com', subject: 's', text: 't' });
      expect(prefixed.requests.map((r) => r.path)).toEqual(['/postmark/email']);
    } finally {
      await prefixed.close();
    }
  });

  it('fails with Postmark’s error code on a refusal', async () => {
    await expect(client({ serverToken: 'wrong' }).send({ to: 'ana@example.com', subject: 's', text: 't' })).rejects.toThrow(
      new MailSendError(
        'Postmark answered 401 (10: The Server Token you provided in the X-Postmark-Server-Token request header was invalid.)',
      ),
    );
    await expect(client().send({ to: 'not an address', subject: 's', text: 't' })).rejects.toThrow(/422 \(300/);
  });

  it('fails when Postmark does not answer in time or drops the connection', async () => {
    fake.override('/email', { hang: true });
    await expect(client().send({ to: 'ana@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailSendError);
    fake.override('/email', { drop: true });
    await expect(client().send({ to: 'ana@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailSendError);
  });
});

describe('choosing the sender', () => {
  const base = { production: false, MAIL_BASE_URL: 'https://api.postmarkapp.com', MAIL_FROM: 'a@b.c', MAIL_MESSAGE_STREAM: 'outbound', MAIL_TIMEOUT_MS: 1000 };
  it('is the console sink by default and Postmark when configured', () => {
    expect(mailSenderFrom({ ...base, MAIL_PROVIDER: 'console' })).toBeInstanceOf(ConsoleMailSender);
    expect(mailSenderFrom({ ...base, MAIL_PROVIDER: 'postmark', MAIL_API_KEY: serverToken })).toBeInstanceOf(PostmarkMailSender);
    expect(() => mailSenderFrom({ ...base, MAIL_PROVIDER: 'postmark' })).toThrow(/MAIL_API_KEY/);
  });

  it('never logs a message’s text in production', async () => {
    const lines: string[] = [];
    const sink = new ConsoleMailSender(true, (line) => lines.push(line));
    await sink.send({ to: 'ana@example.com', subject: 'Your code', text: 'It is 123456.' });
    expect(lines.join('\n')).not.toContain('123456');
    expect(sink.sent).toHaveLength(0);
  });
});

describe('the per-address limit', () => {
  it('lets at most MAIL_MAX_PER_ADDRESS sends through in the window, even concurrently, with retryAfterSeconds', async () => {
    const mail = new MailService({ MAIL_MAX_PER_ADDRESS: 3, MAIL_ADDRESS_WINDOW_SECONDS: 600 }, new ConsoleMailSender(false, () => {}));
    const address = 'Limited@Example.com';
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => t.subgraph.db.em.fork().transactional((tx) => mail.reserve(tx, address, 'email-verification'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as DomainError);
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal.status).toBe(429);
      expect(refusal.message).toBe('Too many e-mails were sent to this address, please wait before asking for another');
      expect(refusal.extensions.retryAfterSeconds).toBeGreaterThan(590);
    }
    expect(await t.subgraph.db.em.fork().count(MailSendSchema, { address: 'limited@example.com' })).toBe(3);
    expect(await t.subgraph.db.em.fork().transactional((tx) => mail.tryReserve(tx, address, 'password-reset'))).toBe(false);
  });

  it('counts again once the window has passed (injected clock)', async () => {
    const clock = testClock();
    const mail = new MailService({ MAIL_MAX_PER_ADDRESS: 1, MAIL_ADDRESS_WINDOW_SECONDS: 60 }, new ConsoleMailSender(false, () => {}), clock.now);
    const em = () => t.subgraph.db.em.fork();
    expect(await em().transactional((tx) => mail.tryReserve(tx, 'window@example.com', 'password-reset'))).toBe(true);
    expect(await em().transactional((tx) => mail.tryReserve(tx, 'window@example.com', 'password-reset'))).toBe(false);
    clock.advance(61);
    expect(await em().transactional((tx) => mail.tryReserve(tx, 'window@example.com', 'password-reset'))).toBe(true);
  });
});
