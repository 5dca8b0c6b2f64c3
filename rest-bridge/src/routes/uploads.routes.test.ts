import { createDecipheriv } from 'node:crypto';
import { once } from 'node:events';
import type { EventEmitter } from 'node:events';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDiskStorage } from '@backspin/platform';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs } from '@backspin/library';

// Uploads and HLS playback over HTTP, against the whole product (a real ffmpeg on PATH transcodes).

const maxBytes = 400_000;
const room = '/api/room-service';
let product: TestProduct;
let userToken: string;
let guestToken: string;
let adminToken: string;

beforeAll(async () => {
  product = await startProduct({ env: { UPLOAD_MAX_BYTES: String(maxBytes), JOB_POLL_INTERVAL_MS: '25' } });
  const credentials = { email: 'uploader@example.com', password: 'a long secret' };
  const signUp = await post('/api/user-service/users/sign-up', credentials);
  guestToken = (await (await fetch(`${product.restBridgeUrl}/api/user-service/auth/guest`)).json()).accessToken;
  adminToken = (await post('/api/user-service/auth/login', { email: 'admin@backspin.local', password: 'backspin-admin' })).json.accessToken;
  // Uploading needs the uploadMusic capability: a moderator grants it, and the user's next token carries it.
  const granted = await fetch(`${product.restBridgeUrl}/api/user-service/users/${signUp.json.user.id}/capabilities/uploadMusic`, {
    method: 'PUT',
    headers: bearer(adminToken),
  });
  expect(granted.status).toBe(200);
  userToken = (await post('/api/user-service/auth/login', credentials)).json.accessToken;
});
afterAll(() => product?.stop());

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${product.restBridgeUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A WAV tone (8 kHz mono, small), optionally with RIFF INFO title and artist. */
function wav(seconds: number, tags: { title?: string; artist?: string } = {}): Buffer {
  const rate = 8000;
  const n = seconds * rate;
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) data.writeInt16LE(Math.round(9000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const chunk = (id: string, payload: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from(Uint32Array.of(payload.length).buffer), payload, payload.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(rate, 4);
  fmt.writeUInt32LE(rate * 2, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(16, 14);
  const info = [
    ...(tags.title ? [chunk('INAM', Buffer.from(`${tags.title}\0`))] : []),
    ...(tags.artist ? [chunk('IART', Buffer.from(`${tags.artist}\0`))] : []),
  ];
  const body = Buffer.concat([Buffer.from('WAVE'), chunk('fmt ', fmt), chunk('data', data), ...(info.length ? [chunk('LIST', Buffer.concat([Buffer.from('INFO'), ...info]))] : [])]);
  return Buffer.concat([Buffer.from('RIFF'), Buffer.from(Uint32Array.of(body.length).buffer), body]);
}

async function uploadSong(files: { name: string; bytes: Buffer; field?: string }[], fields: Record<string, string> = {}, headers: Record<string, string> = bearer(userToken)) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${product.restBridgeUrl}${room}/upload/song`, { method: 'POST', headers, body: form });
  return { status: response.status, json: await response.json() };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, product.restBridgeUrl), { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), bytes, text: bytes.toString('utf8') };
}

const library = () => product.subgraphs.get('library')!;
const jobEvents = () => (library().services as { jobs: { events: EventEmitter } }).jobs.events;
const storageRoot = () => (library().services as { storage: LocalDiskStorage }).storage.root;

async function songStatus(id: string): Promise<string | undefined> {
  const rows = await library().db.em.fork().getConnection().execute(`select status from library.song where id = ?`, [id]);
  return (rows[0] as { status: string } | undefined)?.status;
}

/** Waits on the job runner's events (no sleeping) until the song has the status. */
async function songReaches(id: string, status: string): Promise<void> {
  for (;;) {
    const next = once(jobEvents(), 'settled');
    if ((await songStatus(id)) === status) return;
    await next;
  }
}

async function state() {
  const [{ n }] = (await library().db.em.fork().getConnection().execute(`select count(*)::int as n from library.song`)) as [{ n: number }];
  const staged = await readdir(join(storageRoot(), 'staging'), { recursive: true }).catch(() => [] as string[]);
  return { songs: n, staged: staged.filter((entry) => entry.includes('/')) };
}

/** Fetches the playlist, the key (as `token`) and the first segment, and decrypts it. */
async function play(songId: string, token: string) {
  const playlist = await get(`${room}/songs/${songId}/hls-playlist`);
  expect(playlist.status).toBe(200);
  expect(playlist.type).toBe('application/vnd.apple.mpegurl');
  const keyLine = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/.exec(playlist.text);
  expect(keyLine).not.toBeNull();
  const [, keyUri, ivHex] = keyLine!;
  expect(keyUri).toBe(`${room}/songs/hls/key?songId=${songId}`);
  const segments = playlist.text.split('\n').filter((line) => line && !line.startsWith('#'));
  expect(segments.length).toBeGreaterThan(0);
  for (const segment of segments) expect(segment).toMatch(new RegExp(`^${room}/songs/${songId}/hls/segment-\\d{5}\\.ts$`));

  const key = await get(keyUri!, bearer(token));
  expect(key.status).toBe(200);
  expect(key.type).toBe('application/octet-stream');
  expect(key.cache).toContain('no-store');
  expect(key.bytes).toHaveLength(16);

  const segment = await get(segments[0]!);
  expect(segment.status).toBe(200);
  expect(segment.type).toBe('video/mp2t');
  const decipher = createDecipheriv('aes-128-cbc', key.bytes, Buffer.from(ivHex!, 'hex'));
  const clear = Buffer.concat([decipher.update(segment.bytes), decipher.final()]);
  expect(clear.length % 188).toBe(0);
  for (let offset = 0; offset < clear.length; offset += 188) expect(clear[offset]).toBe(0x47);
  return { keyUri: keyUri!, segments };
}

describe('demo music over HTTP (no ffmpeg needed)', () => {
  it('plays a demo song: playlist to anyone, key to a guest, a segment that decrypts to MPEG-TS', async () => {
    const { keyUri } = await play(demoSongs[0]!.id, guestToken);
    expect((await get(keyUri)).status).toBe(401);
  });
});

describe('POST /api/room-service/upload/song → GET /songs/{id}/hls-playlist', () => {
  it('uploads (202 at once), transcodes in the background, and plays end to end for a valid token only', async () => {
    const { status, json } = await uploadSong([{ name: 'take-one.wav', bytes: wav(14) }], { trackName: 'Take One', artistName: 'The Testers', genre: 'Test' });
    expect(status).toBe(202);
    expect(json).toMatchObject({ id: expect.any(String), status: 'VALID_FILE_TYPE', trackName: 'Take One', artistName: 'The Testers', genre: 'Test', duration: 14 });
    await songReaches(json.id, 'VERIFIED');

    const { keyUri, segments } = await play(json.id, userToken);
    expect(segments.length).toBeGreaterThanOrEqual(2);
    // No token, a malformed token, an expired-looking token: 401 in the spec's shape, no bytes.
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }] as Record<string, string>[]) {
      const refused = await get(keyUri, headers);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.text)).toEqual({ statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' });
    }
    // The guest gets the same key as the user.
    expect((await get(keyUri, bearer(guestToken))).bytes).toEqual((await get(keyUri, bearer(userToken))).bytes);
  });

  it('answers 403 "Song is not verified" until the song is verified', async () => {
    const { status, json } = await uploadSong([{ name: 'untitled.wav', bytes: wav(2) }]);
    expect(status).toBe(202);
    expect(json.status).toBe('MISSING_METADATA');
    const playlist = await get(`${room}/songs/${json.id}/hls-playlist`);
    expect(playlist.status).toBe(403);
    expect(JSON.parse(playlist.text)).toEqual({ statusCode: 403, message: 'Song is not verified', error: 'Forbidden' });
    expect((await get(`${room}/songs/hls/key?songId=${json.id}`, bearer(userToken))).status).toBe(403);
    expect((await get(`${room}/songs/${json.id}/hls/segment-00000.ts`)).status).toBe(403);
  });

  it('answers 404 for unknown songs and segments, 400 for a malformed id', async () => {
    expect((await get(`${room}/songs/00000000-0000-4000-8000-00000000ffff/hls-playlist`)).status).toBe(404);
    expect(JSON.parse((await get(`${room}/songs/${demoSongs[0]!.id}/hls/segment-00099.ts`)).text)).toEqual({ statusCode: 404, message: 'HLS segment not found', error: 'Not Found' });
    expect((await get(`${room}/songs/${demoSongs[0]!.id}/hls/..%2F..%2Fsource`)).status).toBe(404);
    expect(JSON.parse((await get(`${room}/songs/hls/key`, bearer(userToken))).text)).toEqual({ statusCode: 400, message: 'songId must be a UUID', error: 'Bad Request' });
  });
});

describe('an upload without title or artist, from the upload route to a room playing it', () => {
  it('waits for its owner’s PATCH, then is verified, queued and played by the room', async () => {
    const uploaded = await uploadSong([{ name: 'untitled-take.wav', bytes: wav(6) }]);
    expect(uploaded).toMatchObject({ status: 202, json: { status: 'MISSING_METADATA', trackName: '', artistName: '', duration: 6, playable: false } });
    const songId = uploaded.json.id as string;

    // Not playable yet: the queue refuses it with the catalogue's message.
    const queueAdd = () =>
      fetch(`${product.restBridgeUrl}/api/playlist-service/crate/special/queue/songs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(userToken) },
        body: JSON.stringify({ songIds: [songId] }),
      }).then(async (response) => ({ status: response.status, json: await response.json() }));
    expect(await queueAdd()).toMatchObject({
      status: 409,
      json: { statusCode: 409, message: 'This song cannot be played: it has no audio source listeners can play, so it cannot go in the queue' },
    });

    // The owner completes the metadata: the song moves on to verification at once.
    const patched = await fetch(`${product.restBridgeUrl}${room}/songs/${songId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(userToken) },
      body: JSON.stringify({ trackName: 'Finished Later', artistName: 'The Completers' }),
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: songId, status: 'VALID_FILE_TYPE', trackName: 'Finished Later', artistName: 'The Completers' });
    await songReaches(songId, 'VERIFIED');
    expect(JSON.parse((await get(`${room}/songs/${songId}`)).text)).toMatchObject({ status: 'VERIFIED', playable: true });
    await play(songId, userToken);

    // Queued, and a room plays it when its owner takes a DJ seat.
    expect((await queueAdd()).status).toBeLessThan(300);
    const gql = async (query: string) => {
      const response = await fetch(product.gatewayUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...bearer(userToken) }, body: JSON.stringify({ query }) });
      const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      return body.data!;
    };
    const roomId = (await gql('mutation { createRoom(input: { slug: "first-upload", name: "First Upload" }) { id } }')).createRoom.id as string;
    const joined = await fetch(`${product.restBridgeUrl}${room}/rooms/first-upload/join`, { method: 'POST', headers: bearer(userToken) });
    expect(joined.status).toBe(200);
    await gql('mutation { takeDjSeat(roomId: "first-upload") { seq } }');
    const roomState = JSON.parse((await get(`${room}/rooms/room-state/${roomId}`, bearer(guestToken))).text);
    expect(roomState.document.nowPlaying).toMatchObject({ songId, duration: 6, djUuid: expect.any(String) });
  });
});

describe('bad uploads: a precise error, nothing created, nothing left in staging', () => {
  const text = Buffer.from('definitely not audio\n'.repeat(40));
  const cases: [string, () => Promise<{ status: number; json: unknown }>, number, string][] = [
    ['a 0-byte file', () => uploadSong([{ name: 'empty.mp3', bytes: Buffer.alloc(0) }]), 400, 'The uploaded file is empty'],
    ['text named .mp3', () => uploadSong([{ name: 'song.mp3', bytes: text }]), 400, 'The uploaded file is not a supported audio file: send MP3, FLAC, WAV, Ogg, M4A or AAC'],
    ['a file over the limit', () => uploadSong([{ name: 'huge.wav', bytes: Buffer.concat([wav(1), Buffer.alloc(maxBytes)]) }]), 413, 'The uploaded file is larger than the upload size limit'],
    ['no file field', () => uploadSong([], { trackName: 'Nothing' }), 400, 'Send the song as multipart/form-data with one file field named "file"'],
    ['a file under another field name', () => uploadSong([{ name: 'a.wav', bytes: wav(1), field: 'song' }]), 400, 'Send the song as multipart/form-data with one file field named "file"'],
    ['two files', () => uploadSong([{ name: 'a.wav', bytes: wav(1) }, { name: 'b.wav', bytes: wav(1) }]), 400, 'Send the song as multipart/form-data with one file field named "file"'],
    ['a JSON body', () => post(`${room}/upload/song`, { file: 'abc' }, bearer(userToken)), 400, 'Send the song as multipart/form-data with one file field named "file"'],
    ['an anonymous caller', () => uploadSong([{ name: 'a.wav', bytes: wav(1) }], {}, {}), 401, 'Unauthorized'],
    ['a guest', () => uploadSong([{ name: 'a.wav', bytes: wav(1) }], {}, bearer(guestToken)), 401, 'Unauthorized'],
    ['overlong metadata', () => uploadSong([{ name: 'a.wav', bytes: wav(1) }], { trackName: 'x'.repeat(301) }), 400, 'trackName, artistName and albumName must be at most 300 characters, genre at most 100, fileName at most 255'],
  ];

  it.each(cases)('%s', async (_name, send, status, message) => {
    const before = await state();
    const { status: got, json } = await send();
    expect(got).toBe(status);
    expect(json).toMatchObject({ statusCode: status, message });
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/room-service/upload/transcoder_sns', () => {
  it('is refused to anonymous callers (401) and users (403), and checks its body', async () => {
    const songId = demoSongs[0]!.id;
    expect((await post(`${room}/upload/transcoder_sns`, { songId, state: 'COMPLETED' })).status).toBe(401);
    expect((await post(`${room}/upload/transcoder_sns`, { songId, state: 'COMPLETED' }, bearer(userToken))).json).toEqual({
      statusCode: 403,
      message: 'Forbidden',
      error: 'Forbidden',
    });
    expect((await post(`${room}/upload/transcoder_sns`, { songId: 'x', state: 'COMPLETED' }, bearer(adminToken))).json).toMatchObject({
      statusCode: 400,
      message: 'a transcoder notification needs a songId (UUID) and a state of COMPLETED or ERROR',
    });
  });

  it('records a staff member’s result idempotently', async () => {
    const { json } = await uploadSong([{ name: 'waiting.wav', bytes: wav(2) }]);
    expect(json.status).toBe('MISSING_METADATA');
    expect((await post(`${room}/upload/transcoder_sns`, { songId: json.id, state: 'ERROR' }, bearer(adminToken))).json).toMatchObject({
      statusCode: 409,
      message: 'The song is not waiting for a transcoder result',
    });
    const uploaded = await uploadSong([{ name: 'ok.wav', bytes: wav(2) }], { trackName: 'Done', artistName: 'Already' });
    await songReaches(uploaded.json.id, 'VERIFIED');
    for (let i = 0; i < 2; i++) {
      const repeat = await post(`${room}/upload/transcoder_sns`, { songId: uploaded.json.id, state: 'COMPLETED' }, bearer(adminToken));
      expect(repeat.status).toBe(200);
      expect(repeat.json).toMatchObject({ id: uploaded.json.id, status: 'VERIFIED' });
    }
  });
});
