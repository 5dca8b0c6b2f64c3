import { createDecipheriv, randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '@backspin/platform';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { LibraryServices } from '../context.ts';
import { demoSongs } from '../demo-data.ts';
import { demoMusicDir, readDemoMusicManifest } from '../demo-music/demo-music.ts';
import { librarySubgraph } from '../module.ts';
import { SongSchema } from '../songs/song.entity.ts';
import { hlsLayout } from './hls.service.ts';

// HLS serving rules, on the shipped demo music (no ffmpeg needed).

let t: TestSubgraph<LibraryServices>;
const tracks = readDemoMusicManifest().tracks;
const playable = tracks[0]!.songId;
const noStream = randomUUID();
const pending = randomUUID();
const user: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user'] };
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };

beforeAll(async () => {
  t = await startTestSubgraph(librarySubgraph, { demoData: true });
  await t.subgraph.db.em.fork().insert(SongSchema, {
    id: pending, trackName: 'Pending', artistName: 'Someone', duration: 10, status: 'VALID_FILE_TYPE', musicProviders: {}, createdAt: new Date(),
  });
  await t.subgraph.db.em.fork().insert(SongSchema, {
    id: noStream, trackName: 'No Stream', artistName: 'Someone', duration: 10, status: 'VERIFIED', musicProviders: { uploadService: noStream }, createdAt: new Date(),
  });
});
afterAll(() => t?.stop());

async function gql(identity: Identity | null, query: string, variables: Record<string, unknown>) {
  return t.subgraph.execute({ query, variables }, identity ? await t.headersFor(identity) : {});
}
const PLAYLIST = 'query($id: ID!) { songHlsPlaylist(songId: $id) }';
const KEY = 'query($id: ID!) { songHlsKey(songId: $id) { key iv } }';
const SEGMENT = 'query($id: ID!, $s: String!) { songHlsSegment(songId: $id, segment: $s) { storageKey contentType } }';

describe('songHlsPlaylist', () => {
  it('answers the stored playlist of a verified song to anyone', async () => {
    const result = await gql(null, PLAYLIST, { id: playable });
    expect(result.errors).toBeUndefined();
    const playlist = result.data!.songHlsPlaylist as string;
    expect(playlist).toMatch(/^#EXTM3U/);
    expect(playlist).toContain('#EXT-X-KEY:METHOD=AES-128,URI="key"');
    expect(playlist).toContain('segment-00000.ts');
  });

  it.each([
    ['a song that is not verified', () => pending, 403, 'Song is not verified'],
    ['an unknown song', () => randomUUID(), 404, 'Song not found'],
    ['a malformed id', () => 'not-a-uuid', 400, 'songId must be a UUID'],
    ['a verified song without an HLS stream', () => noStream, 404, 'This song has no HLS stream'],
  ])('refuses %s', async (_name, id, status, message) => {
    const result = await gql(user, PLAYLIST, { id: id() });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { status } });
  });
});

describe('songHlsKey', () => {
  it('gives the 16 key bytes and the IV to users and guests', async () => {
    for (const identity of [user, guest]) {
      const result = await gql(identity, KEY, { id: playable });
      expect(result.errors).toBeUndefined();
      const { key, iv } = result.data!.songHlsKey as { key: string; iv: string };
      expect(Buffer.from(key, 'base64')).toEqual(Buffer.from(tracks[0]!.key, 'hex'));
      expect(iv).toBe(tracks[0]!.iv);
    }
  });

  it('refuses anonymous callers with 401 before saying anything about the song', async () => {
    for (const id of [playable, pending, randomUUID()]) {
      expect((await gql(null, KEY, { id })).errors?.[0]).toMatchObject({ message: 'Unauthorized', extensions: { status: 401 } });
    }
  });

  it('refuses the key of a song that is not verified', async () => {
    expect((await gql(user, KEY, { id: pending })).errors?.[0]).toMatchObject({ message: 'Song is not verified', extensions: { status: 403 } });
  });
});

describe('songHlsSegment', () => {
  it('names the stored segment of a verified song', async () => {
    const result = await gql(null, SEGMENT, { id: playable, s: 'segment-00001.ts' });
    expect(result.data!.songHlsSegment).toEqual({ storageKey: hlsLayout.segment(playable, 'segment-00001.ts'), contentType: 'video/mp2t' });
  });

  it.each(['../../../etc/passwd', 'index.m3u8', 'segment-99999.ts', 'segment-1.ts', 'source'])('refuses %j', async (segment) => {
    expect((await gql(null, SEGMENT, { id: playable, s: segment })).errors?.[0]).toMatchObject({ message: 'HLS segment not found', extensions: { status: 404 } });
  });

  it('refuses the segments of a song that is not verified', async () => {
    expect((await gql(null, SEGMENT, { id: pending, s: 'segment-00000.ts' })).errors?.[0]?.extensions).toMatchObject({ status: 403 });
  });
});

describe('demo music', () => {
  it('makes every demo song playable: verified, as long as its audio, every segment decrypts to MPEG-TS', async () => {
    expect(tracks.map((track) => track.songId)).toEqual(demoSongs.map((s) => s.id));
    const storage = t.subgraph.services.storage;
    for (const track of tracks) {
      const song = await t.subgraph.db.em.fork().findOneOrFail(SongSchema, { id: track.songId });
      expect(song).toMatchObject({ status: 'VERIFIED', trackName: track.trackName, duration: track.duration });
      expect(demoSongs.find((s) => s.id === track.songId)).toMatchObject({ trackName: track.trackName, artistName: track.artistName, duration: track.duration });
      expect(song.streamUrls).toEqual([{ provider: 'uploadService', kind: 'hls', url: `/api/room-service/songs/${track.songId}/hls-playlist` }]);
      // The declared duration is the stored playlist's, to the second.
      const playlist = (await storage.read(hlsLayout.playlist(track.songId))).toString('utf8');
      const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(Math.abs(seconds - track.duration)).toBeLessThanOrEqual(0.5);
      expect(track.duration).toBeGreaterThanOrEqual(25);
      for (const file of track.files.filter((f) => f.endsWith('.ts'))) {
        const bytes = await storage.read(hlsLayout.segment(track.songId, file));
        const decipher = createDecipheriv('aes-128-cbc', Buffer.from(track.key, 'hex'), Buffer.from(track.iv, 'hex'));
        const clear = Buffer.concat([decipher.update(bytes), decipher.final()]);
        expect([clear[0], clear[188], clear[376]]).toEqual([0x47, 0x47, 0x47]);
      }
    }
  });

  it('ships small: all the demo music together under 3 MB', async () => {
    const files = await readdir(demoMusicDir, { recursive: true, withFileTypes: true });
    const sizes = await Promise.all(files.filter((f) => f.isFile()).map(async (f) => (await stat(join(f.parentPath, f.name))).size));
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThan(3 * 1024 * 1024);
  });

  it('seeds idempotently and repairs an emptied storage and a changed key', async () => {
    const storage = t.subgraph.services.storage;
    const songId = tracks[1]!.songId;
    await storage.deletePrefix(hlsLayout.prefix(songId));
    await t.subgraph.services.hls.ensureKey(t.subgraph.db.em.fork(), songId); // unchanged: exists
    const em = t.subgraph.db.em.fork();
    await em.getConnection().execute(`update library.song_hls_key set key = '00000000000000000000000000000000' where song_id = ?`, [songId]);
    await librarySubgraph.seedDemoData!(t.subgraph.services, t.subgraph.db.em.fork());
    await librarySubgraph.seedDemoData!(t.subgraph.services, t.subgraph.db.em.fork());
    expect(await storage.exists(hlsLayout.playlist(songId))).toBe(true);
    const key = await gql(user, KEY, { id: songId });
    expect(Buffer.from((key.data!.songHlsKey as { key: string }).key, 'base64').toString('hex')).toBe(tracks[1]!.key);
    expect(await t.subgraph.db.em.fork().count(SongSchema, { id: { $in: demoSongs.map((s) => s.id) } })).toBe(demoSongs.length);
  });
});
