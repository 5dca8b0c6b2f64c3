import { execFile } from 'node:child_process';
import { createDecipheriv, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { accessSync, constants } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity, LocalDiskStorage } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { toneWav } from '../demo-music/synth.ts';
import { SongHlsKeySchema } from '../hls/hls-key.entity.ts';
import { hlsLayout } from '../hls/hls.service.ts';
import { JobSchema } from '../jobs.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema, type Song, type SongStatus } from '../songs/song.entity.ts';
import { SongUploadSchema } from './upload.entity.ts';

// The upload pipeline with a real ffmpeg (FFMPEG_PATH points at a link to it that tests remove or replace).

const maxBytes = 400_000;
let t: TestSubgraph<LibraryServices>;
let bin: string;
let ffmpegLink: string;
let realFfmpeg: string;

function findOnPath(name: string): string {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error(`${name} is needed for these tests (apt-get install -y ffmpeg)`);
}

beforeAll(async () => {
  realFfmpeg = process.env.FFMPEG_PATH ?? findOnPath('ffmpeg');
  bin = await mkdtemp(join(tmpdir(), 'backspin-bin-'));
  ffmpegLink = join(bin, 'ffmpeg');
  await symlink(realFfmpeg, ffmpegLink);
  t = await startTestSubgraph(librarySubgraph, {
    env: {
      FFMPEG_PATH: ffmpegLink,
      UPLOAD_MAX_BYTES: String(maxBytes),
      JOB_POLL_INTERVAL_MS: '25',
      JOB_RETRY_BASE_MS: '50',
      JOB_RETRY_MAX_MS: '200',
    },
  });
});
afterAll(async () => {
  await t?.stop();
  await rm(bin, { recursive: true, force: true });
});

/** A user a moderator granted the uploadMusic capability. */
const user = (): Identity => ({ userId: randomUUID(), tokenType: 'user', roles: ['user'], capabilities: ['uploadMusic'] });
const uploader = user();
const plainUser: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const service: Identity = { userId: 'transcoder', tokenType: 'service', roles: [] };
const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'staff'] };

const SONG = 'id status trackName artistName albumName genre duration isrc explicit ownerId streamUrls { provider url }';

async function gql(identity: Identity | null, query: string, variables: Record<string, unknown> = {}) {
  return t.subgraph.execute({ query, variables }, identity ? await t.headersFor(identity) : {});
}

/** What the REST bridge does: ask for a staging key, then write the bytes there. */
async function stage(identity: Identity, bytes: Buffer): Promise<string> {
  const begun = await gql(identity, 'mutation { beginSongUpload { stagingKey maxBytes } }');
  expect(begun.errors).toBeUndefined();
  const { stagingKey } = begun.data!.beginSongUpload as { stagingKey: string };
  await t.subgraph.services.storage.put(stagingKey, bytes);
  return stagingKey;
}

async function register(identity: Identity, stagingKey: string, extra: Record<string, unknown> = {}) {
  return gql(identity, `mutation($input: RegisterSongUploadInput!) { registerSongUpload(input: $input) { ${SONG} } }`, {
    input: { stagingKey, fileName: 'song.wav', ...extra },
  });
}

async function upload(bytes: Buffer, extra: Record<string, unknown> = {}, identity = uploader) {
  const result = await register(identity, await stage(identity, bytes), extra);
  expect(result.errors).toBeUndefined();
  return result.data!.registerSongUpload as { id: string; status: SongStatus } & Record<string, unknown>;
}

const em = () => t.subgraph.db.em.fork();

/** Waits, by the job runner's events (no sleeping), until the song has the status. */
async function songReaches(id: string, status: SongStatus): Promise<Song> {
  for (;;) {
    const next = once(t.subgraph.services.jobs.events, 'settled');
    const song = await em().findOneOrFail(SongSchema, { id }, { disableIdentityMap: true });
    if (song.status === status) return song;
    await next;
  }
}

async function stagedFiles(): Promise<string[]> {
  const root = join((t.subgraph.services.storage as LocalDiskStorage).root, 'staging');
  // Files sit at staging/<userId>/<key>; the per-user directories stay behind, empty.
  return readdir(root, { recursive: true }).catch(() => []).then((entries) => entries.filter((e) => e.includes('/')));
}

async function counts() {
  return {
    songs: await em().count(SongSchema, {}),
    uploads: await em().count(SongUploadSchema, {}),
    jobs: await em().count(JobSchema, {}),
    staged: (await stagedFiles()).length,
  };
}

function decryptSegment(segment: Buffer, key: Buffer, iv: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([decipher.update(segment), decipher.final()]);
}

describe('beginSongUpload', () => {
  it('gives a signed-in user a staging key of their own and the size limit', async () => {
    const result = await gql(uploader, 'mutation { beginSongUpload { stagingKey maxBytes } }');
    expect(result.errors).toBeUndefined();
    expect(result.data!.beginSongUpload).toEqual({
      stagingKey: expect.stringMatching(new RegExp(`^staging/${uploader.userId}/[0-9a-f-]{36}$`)),
      maxBytes,
    });
  });

  it.each([
    ['anonymous', null],
    ['a guest', guest],
  ])('refuses %s with 401', async (_who, identity) => {
    const result = await gql(identity, 'mutation { beginSongUpload { stagingKey } }');
    expect(result.errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
  });

  it('refuses a signed-in user without the uploadMusic capability with 403, and lets staff upload', async () => {
    for (const mutation of [
      'mutation { beginSongUpload { stagingKey } }',
      `mutation { registerSongUpload(input: { stagingKey: "staging/${plainUser.userId}/${randomUUID()}", fileName: "song.mp3" }) { id } }`,
    ]) {
      const result = await gql(plainUser, mutation);
      expect(result.errors?.[0]).toMatchObject({
        message: 'Uploading music needs the uploadMusic capability',
        extensions: { status: 403 },
      });
    }
    const begun = await gql(staff, 'mutation { beginSongUpload { stagingKey } }');
    expect(begun.errors).toBeUndefined();
  });
});

describe('an upload, through ffmpeg, to encrypted HLS', () => {
  it('answers at once with the song read from the tags, then makes it VERIFIED with an encrypted HLS stream', async () => {
    const wav = toneWav(18, { tags: { title: 'Tone Poem', artist: 'Sine Wave Orchestra', album: 'Test Signals', genre: 'Ambient' } });
    const song = await upload(wav);
    expect(song).toMatchObject({
      status: 'VALID_FILE_TYPE',
      trackName: 'Tone Poem',
      artistName: 'Sine Wave Orchestra',
      albumName: 'Test Signals',
      genre: 'Ambient',
      duration: 18,
      explicit: false,
      ownerId: uploader.userId,
      streamUrls: [],
    });
    expect(await stagedFiles()).toEqual([]);

    const verified = await songReaches(song.id, 'VERIFIED');
    expect(verified.streamUrls).toEqual([{ provider: 'uploadService', kind: 'hls', url: `/api/room-service/songs/${song.id}/hls-playlist` }]);
    const result = await gql(null, `query($id: ID!) { song(id: $id) { status streamUrls { provider url } artist { name } album { name } } }`, { id: song.id });
    expect(result.data!.song).toEqual({
      status: 'VERIFIED',
      streamUrls: [{ provider: 'uploadService', url: `/api/room-service/songs/${song.id}/hls-playlist` }],
      // A verified upload joins the catalogue's artist and album lists.
      artist: { name: 'Sine Wave Orchestra' },
      album: { name: 'Test Signals' },
    });

    // A VOD playlist of 6–10 s segments (the last may be shorter), AES-128 with the song's own IV.
    const storage = t.subgraph.services.storage;
    const playlist = (await storage.read(hlsLayout.playlist(song.id))).toString();
    const keyRow = await em().findOneOrFail(SongHlsKeySchema, { songId: song.id });
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="key",IV=0x${keyRow.iv}`);
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations.length).toBeGreaterThanOrEqual(2);
    for (const d of durations.slice(0, -1)) expect(d).toBeGreaterThanOrEqual(6), expect(d).toBeLessThanOrEqual(10);
    expect(Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(playlist)![1])).toBeLessThanOrEqual(10);
    expect(durations.reduce((a, b) => a + b, 0)).toBeCloseTo(18, 0);

    // The segments are encrypted: MPEG-TS (0x47 every 188 bytes) once decrypted, not as stored. (One stored byte
    // may be 0x47 by chance, one time in 256; every packet's first byte only if the segment were in the clear.)
    const segment = await storage.read(hlsLayout.segment(song.id, 'segment-00000.ts'));
    const clear = decryptSegment(segment, Buffer.from(keyRow.key, 'hex'), Buffer.from(keyRow.iv, 'hex'));
    expect(clear.length % 188).toBe(0);
    const packetStarts = (bytes: Buffer) => Array.from({ length: Math.floor(bytes.length / 188) }, (_, i) => bytes[i * 188]);
    expect(packetStarts(clear).length).toBeGreaterThanOrEqual(10);
    expect(packetStarts(clear).every((byte) => byte === 0x47)).toBe(true);
    expect(packetStarts(segment).every((byte) => byte === 0x47)).toBe(false);
    expect(segment.subarray(0, clear.length).equals(clear)).toBe(false);

    // The key lives in the database only, never in the media storage.
    const stored = await readdir((storage as LocalDiskStorage).root, { recursive: true });
    for (const file of stored.filter((f) => !f.endsWith('/'))) {
      const path = join((storage as LocalDiskStorage).root, file);
      const bytes = await readFile(path).catch(() => null);
      if (bytes) expect(bytes.includes(Buffer.from(keyRow.key, 'hex'))).toBe(false);
    }
    expect(await em().findOneOrFail(SongUploadSchema, { songId: song.id })).toMatchObject({
      ownerId: uploader.userId,
      fileName: 'song.wav',
      mimeType: 'audio/wav',
      sizeBytes: wav.length,
      transcodedAt: expect.any(Date),
      error: null,
    });
  });

  it('reads title, artist, album, genre, ISRC and duration from an MP3’s ID3 tags, and the form’s fields win', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backspin-mp3-'));
    try {
      const mp3 = join(dir, 'tagged.mp3');
      await promisify(execFile)(realFfmpeg, [
        '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=4',
        '-c:a', 'libmp3lame', '-b:a', '32k',
        '-metadata', 'title=Tagged Title', '-metadata', 'artist=Tag Artist', '-metadata', 'album=Tag Album',
        '-metadata', 'genre=Jazz', '-metadata', 'TSRC=GB-XYZ-26-00042', mp3,
      ]);
      const bytes = await readFile(mp3);
      const fromTags = await upload(bytes, { fileName: 'whatever.bin' });
      expect(fromTags).toMatchObject({
        status: 'VALID_FILE_TYPE',
        trackName: 'Tagged Title',
        artistName: 'Tag Artist',
        albumName: 'Tag Album',
        genre: 'Jazz',
        isrc: 'GBXYZ2600042',
        duration: 4,
      });
      const fromForm = await upload(bytes, { trackName: '  Form Title ', artistName: 'Form Artist', explicit: true });
      expect(fromForm).toMatchObject({ trackName: 'Form Title', artistName: 'Form Artist', albumName: 'Tag Album', explicit: true });
      await songReaches(fromTags.id, 'VERIFIED');
      await songReaches(fromForm.id, 'VERIFIED');
      expect((await em().findOneOrFail(SongUploadSchema, { songId: fromTags.id })).mimeType).toBe('audio/mpeg');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves a song without title or artist MISSING_METADATA, untranscoded, until its owner completes it', async () => {
    const before = await counts();
    const song = await upload(toneWav(3), { artistName: 'Only Artist' });
    expect(song).toMatchObject({ status: 'MISSING_METADATA', trackName: '', artistName: 'Only Artist', ownerId: uploader.userId });
    expect((await counts()).jobs).toBe(before.jobs);
    expect(await t.subgraph.services.storage.exists(`songs/${song.id}/source`)).toBe(true);

    const UPDATE = `mutation($id: ID!, $input: UpdateSongInput!) { updateSong(id: $id, input: $input) { ${SONG} playable } }`;
    const QUEUE_ADD = 'mutation($ids: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $ids) { added { songId playable } } }';
    // Not playable yet: it cannot go in a queue.
    const early = await gql(uploader, QUEUE_ADD, { ids: [song.id] });
    expect(early.errors?.[0]).toMatchObject({ extensions: { status: 409, reason: 'SONG_NOT_PLAYABLE', songIds: [song.id] } });
    // Someone else cannot complete it; an edit that leaves it without a title changes nothing.
    expect((await gql(user(), UPDATE, { id: song.id, input: { trackName: 'Hijacked' } })).errors?.[0]?.extensions).toMatchObject({ status: 403 });
    const tagged = await gql(uploader, UPDATE, { id: song.id, input: { tags: ['demo'] } });
    expect(tagged.data?.updateSong).toMatchObject({ status: 'MISSING_METADATA', playable: false });
    expect((await counts()).jobs).toBe(before.jobs);

    // The owner's PATCH gives it a title: it goes on to verification at once, with one transcode job.
    const titled = await gql(uploader, UPDATE, { id: song.id, input: { trackName: 'Now Titled' } });
    expect(titled.errors).toBeUndefined();
    expect(titled.data?.updateSong).toMatchObject({ status: 'VALID_FILE_TYPE', trackName: 'Now Titled', artistName: 'Only Artist', playable: false });
    await gql(uploader, UPDATE, { id: song.id, input: { genre: 'Drone' } });
    expect((await counts()).jobs).toBe(before.jobs + 1);
    const verified = await songReaches(song.id, 'VERIFIED');
    expect(verified.streamUrls).toEqual([{ provider: 'uploadService', kind: 'hls', url: `/api/room-service/songs/${song.id}/hls-playlist` }]);
    const queued = await gql(uploader, QUEUE_ADD, { ids: [song.id] });
    expect(queued.errors).toBeUndefined();
    expect(queued.data?.addCrateSongs).toEqual({ added: [{ songId: song.id, playable: true }] });
  });

  it('postpones while ffmpeg is unavailable, retries with backoff, and verifies once it is back', async () => {
    await unlink(ffmpegLink);
    try {
      const song = await upload(toneWav(3, { tags: { title: 'Patience', artist: 'Waiting Room' } }));
      await songReaches(song.id, 'VERIFICATION_POSTPONED');
      const job = await em().findOneOrFail(JobSchema, { kind: 'library.transcode', payload: { songId: song.id } });
      expect(job).toMatchObject({ status: 'queued', lastError: expect.stringMatching(/ffmpeg is not available at .*ENOENT/) });
      expect((await em().findOneOrFail(SongUploadSchema, { songId: song.id })).error).toMatch(/not available/);
      // A second failed attempt waits longer than the first.
      await new Promise<void>((resolve) => {
        const listener = (settled: { outcome: string; attempts: number }) => {
          if (settled.outcome === 'retry' && settled.attempts >= 2) {
            t.subgraph.services.jobs.events.off('settled', listener);
            resolve();
          }
        };
        t.subgraph.services.jobs.events.on('settled', listener);
      });
      expect((await em().findOneOrFail(SongSchema, { id: song.id })).status).toBe('VERIFICATION_POSTPONED');
      await symlink(realFfmpeg, ffmpegLink);
      const verified = await songReaches(song.id, 'VERIFIED');
      expect(verified.streamUrls).toEqual([{ provider: 'uploadService', kind: 'hls', url: `/api/room-service/songs/${song.id}/hls-playlist` }]);
      const done = await em().findOneOrFail(JobSchema, { id: job.id });
      expect(done.status).toBe('done');
      expect(done.attempts).toBeGreaterThanOrEqual(3);
    } finally {
      await symlink(realFfmpeg, ffmpegLink).catch(() => {});
    }
  });

  it('marks the song VERIFICATION_ERROR when ffmpeg refuses the file, and does not retry', async () => {
    await unlink(ffmpegLink);
    await writeFile(ffmpegLink, '#!/bin/sh\necho "Invalid data found when processing input" >&2\nexit 1\n');
    await chmod(ffmpegLink, 0o755);
    try {
      const song = await upload(toneWav(3, { tags: { title: 'Broken', artist: 'Glitch' } }));
      await songReaches(song.id, 'VERIFICATION_ERROR');
      expect((await em().findOneOrFail(SongUploadSchema, { songId: song.id })).error).toMatch(/ffmpeg exited with 1: Invalid data found/);
      expect(await em().findOneOrFail(JobSchema, { kind: 'library.transcode', payload: { songId: song.id } })).toMatchObject({ status: 'done', attempts: 1 });
      expect(await t.subgraph.services.storage.exists(hlsLayout.playlist(song.id))).toBe(false);
    } finally {
      await rm(ffmpegLink, { force: true });
      await symlink(realFfmpeg, ffmpegLink);
    }
  });
});

describe('bad uploads get a precise error and change nothing', () => {
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]);
  const cases: [string, () => Buffer, number, string][] = [
    ['an empty file', () => Buffer.alloc(0), 400, 'The uploaded file is empty'],
    ['text named .mp3', () => Buffer.from('this is not audio at all, just words\n'.repeat(20)), 400, 'The uploaded file is not a supported audio file: send MP3, FLAC, WAV, Ogg, M4A or AAC'],
    ['a PNG named .mp3', () => png, 400, 'The uploaded file is not a supported audio file: send MP3, FLAC, WAV, Ogg, M4A or AAC'],
    ['a file over the size limit', () => Buffer.concat([toneWav(1), Buffer.alloc(maxBytes)]), 413, 'The uploaded file is larger than the upload size limit'],
    ['a WAV header with no audio', () => toneWav(1).subarray(0, 12), 400, 'The uploaded audio file could not be read: it may be damaged or truncated'],
  ];

  it.each(cases)('%s', async (_name, bytes, status, message) => {
    const before = await counts();
    const stagingKey = await stage(uploader, bytes());
    const result = await register(uploader, stagingKey, { fileName: 'song.mp3' });
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { status } });
    expect(await counts()).toEqual(before);
    expect(await t.subgraph.services.storage.exists(stagingKey)).toBe(false);
  });

  it('refuses another user’s staged file, a made-up key, and a key used twice', async () => {
    const before = await counts();
    const theirs = await stage(uploader, toneWav(1, { tags: { title: 'Mine', artist: 'Me' } }));
    const thief = user();
    for (const [identity, stagingKey] of [
      [thief, theirs],
      [uploader, '../../etc/passwd'],
      [uploader, `staging/${uploader.userId}/${randomUUID()}`],
    ] as const) {
      const result = await register(identity, stagingKey);
      expect(result.errors?.[0]).toMatchObject({ message: 'No staged upload under this key for this user: upload the file again', extensions: { status: 400 } });
    }
    expect(await t.subgraph.services.storage.exists(theirs)).toBe(true);
    expect(await counts()).toEqual({ ...before, staged: before.staged + 1 });

    const first = await register(uploader, theirs);
    expect(first.errors).toBeUndefined();
    const again = await register(uploader, theirs);
    expect(again.errors?.[0]?.extensions).toMatchObject({ reason: 'UPLOAD_NOT_STAGED' });
    await songReaches((first.data!.registerSongUpload as { id: string }).id, 'VERIFIED');
  });

  it('refuses overlong metadata, guests and anonymous callers', async () => {
    const before = await counts();
    const stagingKey = await stage(uploader, toneWav(1));
    const long = await register(uploader, stagingKey, { trackName: 'x'.repeat(301) });
    expect(long.errors?.[0]).toMatchObject({ extensions: { status: 400, reason: 'INVALID_UPLOAD_METADATA' } });
    expect((await register(guest, stagingKey)).errors?.[0]?.extensions).toMatchObject({ status: 401 });
    expect((await gql(null, 'mutation($i: RegisterSongUploadInput!) { registerSongUpload(input: $i) { id } }', { i: { stagingKey, fileName: 'a' } })).errors?.[0]?.extensions).toMatchObject({ status: 401 });
    expect(await counts()).toEqual({ ...before, staged: before.staged + 1 });
    await t.subgraph.services.storage.delete(stagingKey);
  });
});

describe('reportTranscoderResult (POST /upload/transcoder_sns)', () => {
  const REPORT = `mutation($input: TranscoderNotificationInput!) { reportTranscoderResult(input: $input) { id status streamUrls { url } } }`;

  /** A song waiting for an external transcoder (no job of ours queued for it). */
  async function waitingSong(status: SongStatus = 'VALID_FILE_TYPE'): Promise<string> {
    const id = randomUUID();
    await em().insert(SongSchema, {
      id, trackName: 'External', artistName: 'Transcoder', duration: 60, status, musicProviders: { uploadService: id }, ownerId: uploader.userId, createdAt: new Date(),
    });
    await em().insert(SongUploadSchema, {
      songId: id, ownerId: uploader.userId!, fileName: 'x.wav', mimeType: 'audio/wav', sizeBytes: 10, sourceKey: `songs/${id}/source`, createdAt: new Date(),
    });
    return id;
  }

  it('is for staff and service tokens only', async () => {
    const songId = await waitingSong();
    const input = { songId, state: 'ERROR' };
    expect((await gql(null, REPORT, { input })).errors?.[0]?.extensions).toMatchObject({ status: 401 });
    expect((await gql(guest, REPORT, { input })).errors?.[0]?.extensions).toMatchObject({ status: 401 });
    expect((await gql(uploader, REPORT, { input })).errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { status: 403 } });
    expect((await em().findOneOrFail(SongSchema, { id: songId })).status).toBe('VALID_FILE_TYPE');
    expect((await gql(staff, REPORT, { input })).data?.reportTranscoderResult).toMatchObject({ status: 'VERIFICATION_ERROR' });
  });

  it('records an error once: repeating it, or an error after success, changes nothing', async () => {
    const songId = await waitingSong('VERIFICATION_POSTPONED');
    const first = await gql(service, REPORT, { input: { songId, state: 'ERROR', error: 'bad codec' } });
    expect(first.data?.reportTranscoderResult).toMatchObject({ status: 'VERIFICATION_ERROR' });
    const again = await gql(service, REPORT, { input: { songId, state: 'ERROR', error: 'other words' } });
    expect(again.data?.reportTranscoderResult).toMatchObject({ status: 'VERIFICATION_ERROR' });
    expect((await em().findOneOrFail(SongUploadSchema, { songId })).error).toBe('bad codec');
  });

  it('verifies a song once its playlist is in storage, idempotently', async () => {
    const songId = await waitingSong();
    const missing = await gql(service, REPORT, { input: { songId, state: 'COMPLETED' } });
    expect(missing.errors?.[0]).toMatchObject({ message: 'The transcoder reported success but the song has no HLS playlist in storage', extensions: { status: 409 } });
    await t.subgraph.services.storage.put(hlsLayout.playlist(songId), '#EXTM3U\n#EXT-X-ENDLIST\n');
    for (let i = 0; i < 2; i++) {
      const done = await gql(service, REPORT, { input: { songId, state: 'COMPLETED' } });
      expect(done.data?.reportTranscoderResult).toEqual({ id: songId, status: 'VERIFIED', streamUrls: [{ url: `/api/room-service/songs/${songId}/hls-playlist` }] });
    }
    const late = await gql(service, REPORT, { input: { songId, state: 'ERROR' } });
    expect(late.data?.reportTranscoderResult).toMatchObject({ status: 'VERIFIED' });
  });

  it('refuses a malformed notification and a song that is not being transcoded', async () => {
    expect((await gql(service, REPORT, { input: { songId: 'nope', state: 'COMPLETED' } })).errors?.[0]).toMatchObject({
      message: 'a transcoder notification needs a songId (UUID) and a state of COMPLETED or ERROR',
      extensions: { status: 400 },
    });
    expect((await gql(service, REPORT, { input: { songId: randomUUID(), state: 'COMPLETED' } })).errors?.[0]).toMatchObject({
      message: 'Song not found',
      extensions: { status: 404 },
    });
    const missingMetadata = await waitingSong('MISSING_METADATA');
    expect((await gql(service, REPORT, { input: { songId: missingMetadata, state: 'ERROR' } })).errors?.[0]).toMatchObject({
      message: 'The song is not waiting for a transcoder result',
      extensions: { status: 409 },
    });
  });
});
