import type { Readable } from 'node:stream';

/** The poster image formats accepted, by their magic numbers (never the file name or the declared type). */
export interface PosterImageType {
  ext: 'jpg' | 'png' | 'gif' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
}

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the first bytes say the image is; null for anything else. */
export function imageTypeOf(head: Buffer): PosterImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', contentType: 'image/png' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return { ext: 'webp', contentType: 'image/webp' };
  return null;
}

/** Reads at most `count` bytes from the start of a stream, then lets it go. */
export async function readHead(stream: Readable, count = 16): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(buffer);
      length += buffer.length;
      if (length >= count) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, count);
}
