import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes file-type needs at most to tell these formats apart (its documented `minimumBytes`). */
const sniffBytes = 4100;

/**
 * The image formats the product takes (room posters, chat images, profile pictures): the four every browser shows.
 * `ext` names stored files, `contentType` is what they are served as, `format` is the decoder's (sharp's) name.
 */
export const imageTypes = [
  { ext: 'jpg', contentType: 'image/jpeg', format: 'jpeg' },
  { ext: 'png', contentType: 'image/png', format: 'png' },
  { ext: 'gif', contentType: 'image/gif', format: 'gif' },
  { ext: 'webp', contentType: 'image/webp', format: 'webp' },
] as const;

export type ImageType = (typeof imageTypes)[number];

// An animated PNG is still a PNG to every browser (file-type names it apart).
const ofMime = (mime: string | undefined): ImageType | null => {
  const contentType = mime === 'image/apng' ? 'image/png' : mime;
  return imageTypes.find((type) => type.contentType === contentType) ?? null;
};

/**
 * What the bytes are, read from their content by `file-type` (never the file name or a declared type): one of
 * `imageTypes`, or null for anything else.
 */
export async function imageTypeOf(bytes: Uint8Array): Promise<ImageType | null> {
  return ofMime((await fileTypeFromBuffer(bytes))?.mime);
}

/** `imageTypeOf` for stored bytes: reads only as much of the stream as the format needs, then lets it go. */
export async function imageTypeOfStream(stream: Readable): Promise<ImageType | null> {
  // Reads the head itself rather than through a web-stream adapter: cancelling `Readable.toWeb` early left the Node
  // stream pushing into a closed controller (an uncaught ERR_INVALID_STATE).
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      chunks.push(bytes);
      length += bytes.length;
      if (length >= sniffBytes) break;
    }
  } finally {
    stream.destroy();
  }
  return imageTypeOf(Buffer.concat(chunks, length).subarray(0, sniffBytes));
}

/** The accepted type a decoder names (sharp's `metadata().format`, where the image is decoded anyway); null for any other. */
export function imageTypeOfFormat(format: string | undefined): ImageType | null {
  return imageTypes.find((type) => type.format === format) ?? null;
}
