import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import {
  DomainError,
  FailJobError,
  hasCapability,
  isUuid,
  requirePermission,
  requireUser,
  RetryJobError,
  type Config,
  type Identity,
  type Storage,
} from '@backspin/platform';
import { hlsLayout, hlsPlaylistPath, type HlsService } from '../hls/hls.service.ts';
import type { LibraryJobRunner } from '../jobs.ts';
import type { SongService } from '../songs/song.service.ts';
import { SongSchema, type Song, type SongStatus } from '../songs/song.entity.ts';
import { readAudioTags, sniffAudio, type AudioTags } from './audio-file.ts';
import { playlistFileName, segmentPattern, transcodeToEncryptedHls } from './transcoder.ts';
import { SongUploadSchema } from './upload.entity.ts';
import { transcoderStates, type TranscoderState } from '@backspin/contracts/library-options';

export interface UploadServiceDeps {
  storage: Storage;
  jobs: LibraryJobRunner;
  hls: HlsService;
  /** A verified upload joins the catalogue: its artist and album lists. */
  songs: Pick<SongService, 'linkCatalog'>;
  config: Pick<Config, 'UPLOAD_MAX_BYTES' | 'FFMPEG_PATH'>;
}

export interface UploadMetadata {
  trackName?: string | null;
  artistName?: string | null;
  albumName?: string | null;
  genre?: string | null;
  explicit?: boolean | null;
}

export interface RegisterUploadInput extends UploadMetadata {
  stagingKey: string;
  fileName: string;
}

export interface TranscoderResult {
  state: TranscoderState;
  error?: string | null;
}

/** Songs waiting for the transcoder; a result for a song in any other status is refused (or, repeated, ignored). */
const transcoding: readonly SongStatus[] = ['VALID_FILE_TYPE', 'VERIFICATION_POSTPONED'];

/**
 * Song uploads, from bytes to a playable stream.
 *
 * How the bytes travel: the gateway cannot carry multipart bodies (Apollo gateway does not support the GraphQL
 * multipart request spec), so the REST bridge receives POST /upload/song, asks `beginUpload` (this service:
 * may the caller upload, where may the bytes go, how many), streams the file into the shared media storage
 * under that staging key, and then calls `registerUpload` with the key. Every rule is here, not in the
 * bridge: the caller's right to upload, the size, the type (sniffed from the staged bytes, never the name),
 * the tags. A refused file is deleted from staging and leaves no trace.
 *
 * Statuses: the bytes are PENDING_UPLOAD while they sit in staging (no song row yet, so a bad file changes
 * nothing); once the type is sniffed the song is created either MISSING_METADATA (no title or artist from the
 * tags or the form: the owner adds them with the song PATCH, whose transaction `metadataEdited` joins to queue the
 * transcode) or VALID_FILE_TYPE with a `library.transcode` job queued. The job makes AES-128 encrypted HLS with ffmpeg: VERIFIED (streamUrls set),
 * VERIFICATION_ERROR when ffmpeg refuses the file, VERIFICATION_POSTPONED while ffmpeg is unavailable (the job
 * is retried with backoff and the song becomes VERIFIED once ffmpeg is back). An external transcoder may report
 * results instead, through `transcoderResult` (POST /upload/transcoder_sns).
 */
export class UploadService {
  /** With the default backoff (30 s doubling to 1 h), about 17 hours of waiting for ffmpeg. */
  static readonly transcodeMaxAttempts = 20;

  constructor(private readonly deps: UploadServiceDeps) {}

  /**
   * May this caller upload, and where do the bytes go. Uploading needs the `uploadMusic` capability (granted by
   * a moderator) or the library.manage permission (staff); guests and anonymous callers get 401.
   */
  beginUpload(identity: Identity): { stagingKey: string; maxBytes: number } {
    const userId = this.requireUploader(identity);
    return { stagingKey: `staging/${userId}/${randomUUID()}`, maxBytes: this.deps.config.UPLOAD_MAX_BYTES };
  }

  private requireUploader(identity: Identity): string {
    const userId = requireUser(identity);
    if (!hasCapability(identity, 'uploadMusic', 'library.manage')) throw new DomainError('UPLOAD_NEEDS_CAPABILITY');
    return userId;
  }

  /** Validates the staged file and creates the song (see the class comment); answers at once, transcoding is a job. */
  async registerUpload(em: EntityManager, identity: Identity, input: RegisterUploadInput): Promise<Song> {
    const userId = this.requireUploader(identity);
    const { storage } = this.deps;
    const metadata = this.cleanMetadata(input);
    if (!this.isStagingKeyOf(userId, input.stagingKey)) throw new DomainError('UPLOAD_NOT_STAGED');

    let sniffed: { ext: string; mimeType: string };
    let tags: AudioTags & { duration: number };
    let size: number;
    try {
      const stat = await storage.stat(input.stagingKey);
      if (!stat) throw new DomainError('UPLOAD_NOT_STAGED');
      size = stat.size;
      if (size === 0) throw new DomainError('UPLOAD_EMPTY');
      if (size > this.deps.config.UPLOAD_MAX_BYTES) throw new DomainError('UPLOAD_TOO_LARGE', { maxBytes: this.deps.config.UPLOAD_MAX_BYTES });
      const type = await sniffAudio(await storage.get(input.stagingKey));
      if (!('mimeType' in type)) throw new DomainError('UPLOAD_UNSUPPORTED_TYPE', { detected: type.detected ?? 'unknown' });
      sniffed = type;
      const read = await readAudioTags(await storage.get(input.stagingKey), sniffed.mimeType, size).catch(() => {
        throw new DomainError('UPLOAD_UNREADABLE');
      });
      if (!read.duration) throw new DomainError('UPLOAD_UNREADABLE');
      tags = { ...read, duration: read.duration };
    } catch (error) {
      // A refused file is of no further use: staging is emptied, nothing else was touched.
      if (error instanceof DomainError && error.reason !== 'UPLOAD_NOT_STAGED') await storage.delete(input.stagingKey);
      throw error;
    }

    const id = randomUUID();
    const trackName = metadata.trackName ?? tags.title?.slice(0, 300) ?? '';
    const artistName = metadata.artistName ?? tags.artist?.slice(0, 300) ?? '';
    const status: SongStatus = trackName && artistName ? 'VALID_FILE_TYPE' : 'MISSING_METADATA';
    const sourceKey = `songs/${id}/source`;
    const now = new Date();
    await storage.move(input.stagingKey, sourceKey);
    try {
      await em.transactional(async (tx) => {
        await tx.insert(SongSchema, {
          id,
          trackName,
          artistName,
          albumName: metadata.albumName ?? tags.album?.slice(0, 300) ?? null,
          genre: metadata.genre ?? tags.genre?.slice(0, 100) ?? null,
          duration: tags.duration,
          isrc: tags.isrc,
          explicit: metadata.explicit ?? false,
          status,
          musicProviders: { uploadService: id },
          ownerId: userId,
          streamUrls: [],
          createdAt: now,
        });
        await tx.insert(SongUploadSchema, {
          songId: id,
          ownerId: userId,
          fileName: input.fileName.trim() || 'upload',
          mimeType: sniffed.mimeType,
          sizeBytes: size,
          sourceKey,
          error: null,
          createdAt: now,
          transcodedAt: null,
        });
        if (status === 'VALID_FILE_TYPE') await this.queueTranscode(tx, id);
      });
    } catch (error) {
      await storage.delete(sourceKey).catch(() => {});
      throw error;
    }
    this.deps.jobs.wake();
    return em.findOneOrFail(SongSchema, { id });
  }

  /**
   * The song PATCH's part (registered with `SongService.onOwnerEdit`): once the owner has given a MISSING_METADATA
   * upload its title and artist, the song goes on to verification (VALID_FILE_TYPE, a transcode job queued in the
   * edit's transaction, so it cannot be lost). Called with the song locked; safe for any song, any number of times.
   * Answers the job runner's wake-up, for after the commit.
   */
  async metadataEdited(tx: EntityManager, song: Song): Promise<(() => void) | void> {
    if (song.status !== 'MISSING_METADATA' || !song.trackName.trim() || !song.artistName.trim()) return;
    if (!(await tx.count(SongUploadSchema, { songId: song.id }))) return;
    song.status = 'VALID_FILE_TYPE';
    await this.queueTranscode(tx, song.id);
    return () => this.deps.jobs.wake();
  }

  /** The `library.transcode` job: the song's source → encrypted HLS in storage → VERIFIED (or why not). */
  async transcode(em: EntityManager, songId: string, signal: AbortSignal): Promise<void> {
    const song = await em.findOne(SongSchema, { id: songId }, { disableIdentityMap: true });
    // Deleted, or already decided (a repeated job, an external transcoder's result): nothing to do.
    if (!song || !transcoding.includes(song.status)) return;
    const upload = await em.findOne(SongUploadSchema, { songId }, { disableIdentityMap: true });
    if (!upload) throw new FailJobError(`song ${songId} has no uploaded file`);
    const { key, iv } = await this.deps.hls.ensureKey(em, songId);
    const work = await mkdtemp(join(tmpdir(), 'backspin-transcode-'));
    try {
      const inputPath = join(work, 'source');
      const outputDir = join(work, 'hls');
      await mkdir(outputDir);
      await pipeline(await this.deps.storage.get(upload.sourceKey), createWriteStream(inputPath));
      const result = await transcodeToEncryptedHls({ ffmpegPath: this.deps.config.FFMPEG_PATH, inputPath, outputDir, key, iv, signal });
      if (result.kind === 'unavailable') {
        await this.postpone(em, songId, result.message);
        throw new RetryJobError(result.message);
      }
      if (result.kind === 'failed') {
        await this.completeTranscode(em, songId, { state: 'ERROR', error: result.message });
        return;
      }
      // Segments first, the playlist last: a playlist in storage always has all its segments.
      const prefix = hlsLayout.prefix(songId);
      await this.deps.storage.deletePrefix(prefix);
      const segments = (await readdir(outputDir)).filter((name) => segmentPattern.test(name)).sort();
      for (const name of segments) await this.deps.storage.put(hlsLayout.segment(songId, name), createReadStream(join(outputDir, name)));
      await this.deps.storage.put(hlsLayout.playlist(songId), await readFile(join(outputDir, playlistFileName)));
      await this.completeTranscode(em, songId, { state: 'COMPLETED' });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** POST /upload/transcoder_sns: an external transcoder's result (staff or a service token only); idempotent. */
  async transcoderResult(em: EntityManager, identity: Identity, input: { songId: string } & TranscoderResult): Promise<Song> {
    requirePermission(identity, 'media.transcode');
    if (!isUuid(input.songId) || !(transcoderStates as readonly string[]).includes(input.state)) {
      throw new DomainError('INVALID_TRANSCODER_NOTIFICATION');
    }
    return this.completeTranscode(em, input.songId, input);
  }

  /**
   * Records a transcoder result, the job's or an external transcoder's. A repeated result changes nothing;
   * an error that arrives after success does not undo it.
   */
  async completeTranscode(em: EntityManager, songId: string, result: TranscoderResult): Promise<Song> {
    return em.transactional(async (tx) => {
      const song = await tx.findOne(SongSchema, { id: songId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!song) throw new DomainError('SONG_NOT_FOUND');
      const upload = await tx.findOne(SongUploadSchema, { songId });
      if (!upload) throw new DomainError('SONG_NOT_TRANSCODING');
      if (song.status === 'VERIFIED') return song;
      if (result.state === 'COMPLETED') {
        if (!transcoding.includes(song.status) && song.status !== 'VERIFICATION_ERROR') throw new DomainError('SONG_NOT_TRANSCODING');
        if (!(await this.deps.storage.exists(hlsLayout.playlist(songId)))) throw new DomainError('TRANSCODER_OUTPUT_MISSING');
        song.status = 'VERIFIED';
        song.streamUrls = [
          ...song.streamUrls.filter((s) => s.provider !== 'uploadService'),
          { provider: 'uploadService', kind: 'hls', url: hlsPlaylistPath(songId) },
        ];
        upload.transcodedAt = new Date();
        upload.error = null;
        await this.deps.songs.linkCatalog(tx, song);
      } else {
        if (song.status === 'VERIFICATION_ERROR') return song;
        if (!transcoding.includes(song.status)) throw new DomainError('SONG_NOT_TRANSCODING');
        song.status = 'VERIFICATION_ERROR';
        upload.error = (result.error?.trim() || 'the transcoder reported an error').slice(0, 2000);
      }
      return song;
    });
  }

  private async postpone(em: EntityManager, songId: string, reason: string): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.nativeUpdate(SongSchema, { id: songId, status: 'VALID_FILE_TYPE' }, { status: 'VERIFICATION_POSTPONED' });
      await tx.nativeUpdate(SongUploadSchema, { songId }, { error: reason });
    });
  }

  private queueTranscode(tx: EntityManager, songId: string): Promise<string> {
    return this.deps.jobs.enqueue(tx, 'library.transcode', { songId }, { maxAttempts: UploadService.transcodeMaxAttempts });
  }

  private isStagingKeyOf(userId: string, key: string): boolean {
    const match = /^staging\/([0-9a-f-]{36})\/([0-9a-f-]{36})$/.exec(key);
    return !!match && match[1] === userId && isUuid(match[2]!);
  }

  /** The form's metadata: trimmed, empty as absent, lengths checked (400 naming the limits). */
  private cleanMetadata(input: RegisterUploadInput): UploadMetadata {
    const text = (value: string | null | undefined, max: number): string | null => {
      const trimmed = value?.trim() ?? '';
      if (trimmed.length > max) throw new DomainError('INVALID_UPLOAD_METADATA');
      return trimmed || null;
    };
    if ((input.fileName ?? '').length > 255) throw new DomainError('INVALID_UPLOAD_METADATA');
    return {
      trackName: text(input.trackName, 300),
      artistName: text(input.artistName, 300),
      albumName: text(input.albumName, 300),
      genre: text(input.genre, 100),
      explicit: input.explicit ?? null,
    };
  }
}
