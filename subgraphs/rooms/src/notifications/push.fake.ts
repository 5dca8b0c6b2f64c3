import { createDecipheriv, createECDH, createPublicKey, generateKeyPairSync, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { FakeServer, type RecordedRequest } from '@backspin/test-kit/fake-server';

// Local fakes of the two push services, for tests only: each checks the wire format the documented protocol asks for
// and records what it accepted. Tokens and subscriptions named in `gone` answer as the real services do for ones that
// no longer exist.

const base64urlJson = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

/** A Google service account (its RSA key) and the FCM HTTP v1 fake that trusts it. */
export interface FakeFcm {
  server: FakeServer;
  env: Record<string, string>;
  /** The v1 `message` of every send it accepted. */
  accepted: Record<string, any>[];
  /** Registration tokens FCM no longer knows (404 UNREGISTERED). */
  gone: Set<string>;
  /** Access tokens issued. */
  issued: string[];
}

export async function startFakeFcm(projectId = 'backspin-test'): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`;
  const accepted: Record<string, any>[] = [];
  const gone = new Set<string>();
  const issued: string[] = [];
  let tokenUrl = '';
  const server = await FakeServer.start((request: RecordedRequest) => {
    if (request.method === 'POST' && request.path === '/token') {
      // RFC 7523: a JWT bearer grant, signed RS256 by the service account, for the messaging scope, to this endpoint.
      const form = new URLSearchParams(request.body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return { status: 400, json: { error: 'unsupported_grant_type' } };
      const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
      if (!header || !claims || !signature) return { status: 400, json: { error: 'invalid_grant', error_description: 'malformed assertion' } };
      const ok = verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'));
      const c = base64urlJson(claims);
      const now = Date.now() / 1000;
      if (
        !ok ||
        base64urlJson(header).alg !== 'RS256' ||
        c.iss !== clientEmail ||
        c.aud !== tokenUrl ||
        c.scope !== 'https://www.googleapis.com/auth/firebase.messaging' ||
        typeof c.exp !== 'number' ||
        c.exp < now
      ) {
        return { status: 400, json: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
      }
      const token = `ya29.${randomBytes(12).toString('hex')}`;
      issued.push(token);
      return { status: 200, json: { access_token: token, expires_in: 3599, token_type: 'Bearer' } };
    }
    if (request.method === 'POST' && request.path === `/v1/projects/${projectId}/messages:send`) {
      if (!issued.includes((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
        return { status: 401, json: { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } } };
      }
      const message = (JSON.parse(request.body) as { message?: Record<string, any> }).message;
      const data = message?.data as Record<string, unknown> | undefined;
      if (!message || typeof message.token !== 'string' || (data && Object.values(data).some((v) => typeof v !== 'string'))) {
        return { status: 400, json: { error: { code: 400, message: 'Invalid JSON payload received.', status: 'INVALID_ARGUMENT' } } };
      }
      if (gone.has(message.token)) {
        return {
          status: 404,
          json: {
            error: {
              code: 404,
              message: 'Requested entity was not found.',
              status: 'NOT_FOUND',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
            },
          },
        };
      }
      accepted.push(message);
      return { status: 200, json: { name: `projects/${projectId}/messages/${randomBytes(8).toString('hex')}` } };
    }
    return { status: 404, json: { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } } };
  });
  tokenUrl = `${server.url}/token`;
  return {
    server,
    accepted,
    gone,
    issued,
    env: {
      FCM_API_URL: server.url,
      FCM_TOKEN_URL: tokenUrl,
      FCM_PROJECT_ID: projectId,
      FCM_CLIENT_EMAIL: clientEmail,
      FCM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    },
  };
}

/** A browser's push subscription: its keys (the private half stays here, to decrypt what arrives). */
export interface FakeSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

/** A Web Push service (RFC 8030) that checks VAPID (RFC 8292) and decrypts each payload (RFC 8291). */
export interface FakeWebPush {
  server: FakeServer;
  env: Record<string, string>;
  subscribe(): FakeSubscription;
  /** Decrypted payloads by subscription endpoint path, with the body's size in bytes. */
  received: { path: string; urgency: string | undefined; ttl: string | undefined; size: number; payload: Record<string, any> }[];
  /** Endpoint paths that answer 410 Gone. */
  gone: Set<string>;
}

/** The body size a push service must accept (RFC 8030 §7.2); larger ones may be refused with 413, as this fake does. */
const maxPushBody = 4096;

export async function startFakeWebPush(): Promise<FakeWebPush> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const vapidPublic = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
  const vapidKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: jwk.x!, y: jwk.y! }, format: 'jwk' });
  const subscriptions = new Map<string, FakeSubscription>();
  const received: FakeWebPush['received'] = [];
  const gone = new Set<string>();
  let origin = '';
  const server = await FakeServer.start((request) => {
    const sub = subscriptions.get(request.path);
    if (request.method !== 'POST' || !sub) return { status: 404, text: 'no such subscription' };
    if (gone.has(request.path)) return { status: 410, text: 'subscription expired' };
    // VAPID (RFC 8292 §3): `vapid t=<ES256 JWT for this origin>, k=<the application server key>`.
    const auth = /^vapid t=([^,]+), k=(\S+)$/.exec(request.headers.authorization ?? '');
    if (!auth || auth[2] !== vapidPublic) return { status: 403, text: 'bad vapid' };
    const [header, claims, signature, ...rest] = auth[1]!.split('.');
    if (!header || !claims || !signature || rest.length) return { status: 403, text: 'bad vapid jwt' };
    const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: vapidKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
    const h = base64urlJson(header);
    const c = base64urlJson(claims);
    const now = Date.now() / 1000;
    // §2: the audience is the push resource's origin, `exp` at most 24 hours ahead, `sub` a contact.
    if (!signed || h.alg !== 'ES256' || c.aud !== origin || typeof c.sub !== 'string' || !/^(mailto:|https:)/.test(c.sub)) {
      return { status: 403, text: 'bad vapid jwt' };
    }
    if (typeof c.exp !== 'number' || c.exp < now || c.exp > now + 24 * 3600) return { status: 403, text: 'bad vapid jwt expiry' };
    // RFC 8030 §5.2: a TTL in seconds; §5.3: an urgency of the four; RFC 8291 §4: aes128gcm.
    const ttl = request.headers.ttl;
    const urgency = request.headers.urgency as string | undefined;
    if (request.headers['content-encoding'] !== 'aes128gcm' || typeof ttl !== 'string' || !/^\d+$/.test(ttl)) return { status: 400, text: 'bad headers' };
    if (urgency !== undefined && !['very-low', 'low', 'normal', 'high'].includes(urgency)) return { status: 400, text: 'bad urgency' };
    const body = request.rawBody;
    if (body.length > maxPushBody) return { status: 413, text: 'payload too large' };
    let payload: Record<string, any>;
    try {
      payload = decrypt(body, sub);
    } catch (error) {
      return { status: 400, text: `cannot decrypt: ${(error as Error).message}` };
    }
    received.push({ path: request.path, urgency, ttl, size: body.length, payload });
    return { status: 201, text: '' };
  });
  origin = server.url;
  return {
    server,
    received,
    gone,
    env: { WEB_PUSH_VAPID_PUBLIC_KEY: vapidPublic, WEB_PUSH_VAPID_PRIVATE_KEY: jwk.d!, WEB_PUSH_SUBJECT: 'mailto:ops@backspin.test', WEB_PUSH_ENDPOINT_ORIGINS: origin },
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomBytes(8).toString('hex')}`;
      const sub = { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }, ecdh };
      subscriptions.set(path, sub);
      return sub;
    },
  };
}

/**
 * RFC 8291 / RFC 8188 on the user agent's side: the header (salt, record size, the sender's ephemeral P-256 key as
 * key id), the keys derived from the ECDH secret and the subscription's auth secret, then each record of `rs` bytes
 * opened with its own nonce, its padding stripped, its delimiter checked (1 before the last record, 2 on it).
 */
function decrypt(body: Buffer, sub: FakeSubscription): Record<string, any> {
  if (body.length < 21) throw new Error('no header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (rs < 18 || idLength !== 65) throw new Error('bad header');
  const asPublic = body.subarray(21, 21 + idLength);
  const content = body.subarray(21 + idLength);
  const uaPublic = Buffer.from(sub.keys.p256dh, 'base64url');
  const shared = sub.ecdh.computeSecret(asPublic);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(sub.keys.auth, 'base64url'), info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < content.length; offset += rs, seq++) {
    const record = content.subarray(offset, offset + rs);
    const last = offset + rs >= content.length;
    if (record.length < 17) throw new Error('record too short');
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number, XORed into the nonce's low bits (fewer than 2^32 records here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    records.push(plain.subarray(0, end));
  }
  if (!records.length) throw new Error('no records');
  return JSON.parse(Buffer.concat(records).toString('utf8')) as Record<string, any>;
}
