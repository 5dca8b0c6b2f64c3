import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromStream } from 'file-type';
import { parseStream } from 'music-metadata';

/** The audio formats an upload may be, by the extension file-type reports when it sniffs the bytes. */
const acceptedAudio: Record<string, string> = {
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
};

export interface SniffedAudio {
  ext: string;
  mimeType: string;
}

/**
 * What the bytes are, read from their magic numbers (never the file name): a supported audio type, or
 * `{ detected }` naming what they are instead (undefined when file-type does not recognise them).
 */
export async function sniffAudio(stream: Readable): Promise<SniffedAudio | { detected: string | undefined }> {
  try {
    const type = await fileTypeFromStream(Readable.toWeb(stream) as WebReadableStream<Uint8Array>);
    const mimeType = type && acceptedAudio[type.ext];
    return type && mimeType ? { ext: type.ext, mimeType } : { detected: type?.mime };
  } finally {
    stream.destroy();
  }
}

export interface AudioTags {
  title: string | null;
  artist: string | null;
  album: string | null;
  genre: string | null;
  isrc: string | null;
  /** Whole seconds, at least 1; null when the file does not say. */
  duration: number | null;
}

const firstText = (value: string | string[] | undefined): string | null => {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : null;
};

/** An ISRC as tags often hold it (`US-S1Z-99-00001`), normalised to its 12 characters; null when malformed. */
export function normaliseIsrc(value: string | null): string | null {
  const isrc = value?.replace(/[-\s]/g, '').toUpperCase() ?? '';
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(isrc) ? isrc : null;
}

/** Title, artist, album, genre, ISRC and duration from the file's tags and headers (music-metadata). */
export async function readAudioTags(stream: Readable, mimeType: string, size: number): Promise<AudioTags> {
  try {
    const { common, format } = await parseStream(stream, { mimeType, size }, { duration: true, skipCovers: true });
    const seconds = format.duration;
    return {
      title: firstText(common.title),
      artist: firstText(common.artist ?? common.artists),
      album: firstText(common.album),
      genre: firstText(common.genre),
      isrc: normaliseIsrc(firstText(common.isrc)),
      duration: seconds && Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : null,
    };
  } finally {
    stream.destroy();
  }
}
