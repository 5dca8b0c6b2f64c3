import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { DomainError, isUuid, requireListener, StorageNotFoundError, type Identity, type Storage } from '@backspin/platform';
import { SongSchema, type Song } from '../songs/song.entity.ts';
import { SongHlsKeySchema } from './hls-key.entity.ts';

/** Where a song's HLS files live in the media storage. */
export const hlsLayout = {
  prefix: (songId: string) => `songs/${songId}/hls`,
  playlist: (songId: string) => `songs/${songId}/hls/index.m3u8`,
  segment: (songId: string, name: string) => `songs/${songId}/hls/${name}`,
};

/** Segment names as ffmpeg writes them (see uploads/transcoder.ts); nothing else is ever served. */
const segmentName = /^segment-\d{5}\.ts$/;

/** The path clients play a song from (its `streamUrls.uploadService`): the REST bridge's playlist route. */
export const hlsPlaylistPath = (songId: string) => `/api/room-service/songs/${songId}/hls-playlist`;

export interface HlsKeyMaterial {
  key: Buffer;
  iv: Buffer;
}

/**
 * Serving a song's encrypted HLS: the playlist and the segments to anyone once the song is VERIFIED (they
 * are useless without the key), the key only to a caller holding a valid token (a user or a guest).
 */
export class HlsService {
  constructor(private readonly storage: Storage) {}

  /** The playlist as stored: segment URIs are bare names, the key URI a placeholder; the bridge maps both. */
  async playlist(em: EntityManager, songId: string): Promise<string> {
    await this.verifiedSong(em, songId);
    try {
      return (await this.storage.read(hlsLayout.playlist(songId))).toString('utf8');
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new DomainError('SONG_STREAM_NOT_FOUND');
      throw error;
    }
  }

  /** The 16 key bytes (and the IV the playlist also carries), for a caller with a valid token only. */
  async key(em: EntityManager, identity: Identity, songId: string): Promise<HlsKeyMaterial> {
    requireListener(identity);
    await this.verifiedSong(em, songId);
    const row = await em.findOne(SongHlsKeySchema, { songId });
    if (!row) throw new DomainError('SONG_STREAM_NOT_FOUND');
    return { key: Buffer.from(row.key, 'hex'), iv: Buffer.from(row.iv, 'hex') };
  }

  /** The storage key of one segment of a verified song (the bridge streams the file itself). */
  async segment(em: EntityManager, songId: string, name: string): Promise<string> {
    await this.verifiedSong(em, songId);
    if (!segmentName.test(name)) throw new DomainError('HLS_SEGMENT_NOT_FOUND');
    const key = hlsLayout.segment(songId, name);
    if (!(await this.storage.exists(key))) throw new DomainError('HLS_SEGMENT_NOT_FOUND');
    return key;
  }

  /** The song's key, created once (random 16-byte key and IV) and the same on every later call. */
  async ensureKey(em: EntityManager, songId: string, given?: HlsKeyMaterial): Promise<HlsKeyMaterial> {
    const existing = await em.findOne(SongHlsKeySchema, { songId }, { disableIdentityMap: true });
    if (existing) return { key: Buffer.from(existing.key, 'hex'), iv: Buffer.from(existing.iv, 'hex') };
    const material = given ?? { key: randomBytes(16), iv: randomBytes(16) };
    try {
      await em.insert(SongHlsKeySchema, {
        songId,
        key: material.key.toString('hex'),
        iv: material.iv.toString('hex'),
        createdAt: new Date(),
      });
      return material;
    } catch (error) {
      // Created at the same moment by another worker: theirs stands.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.ensureKey(em, songId);
    }
  }

  private async verifiedSong(em: EntityManager, songId: string): Promise<Song> {
    if (!isUuid(songId)) throw new DomainError('INVALID_SONG_ID');
    const song = await em.findOne(SongSchema, { id: songId });
    if (!song) throw new DomainError('SONG_NOT_FOUND');
    if (song.status !== 'VERIFIED') throw new DomainError('SONG_NOT_VERIFIED');
    return song;
  }
}
