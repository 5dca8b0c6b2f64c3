import sharp from 'sharp';
import { DomainError, imageTypeOfFormat } from '@backspin/platform';
import type { ImageKind } from './user-image.entity.ts';

/** The sizes every picture is stored at (spec 1: 128, 256, 500, 1024 pixels). */
export const imageSizes = [128, 256, 500, 1024] as const;
export type ImageSize = (typeof imageSizes)[number];

/** Each side of an uploaded image, in pixels: smaller is too blurry to show at 128, larger is refused before decoding. */
export const imageDimensionLimits = { min: 128, max: 8000 } as const;

type Metadata = Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;

/**
 * The dimensions of one rendition. Profile pictures are squares (size x size); cover pictures are banners
 * of 3:1, `size` wide (1024 x 341, 500 x 167, 256 x 85, 128 x 43). Both are cropped around the centre.
 */
export function renditionDimensions(kind: ImageKind, size: ImageSize): { width: number; height: number } {
  return kind === 'profilePicture' ? { width: size, height: size } : { width: size, height: Math.round(size / 3) };
}

export interface ProcessedImage {
  sourceFormat: string;
  sourceWidth: number;
  sourceHeight: number;
  /** One WebP file per size. */
  renditions: Map<ImageSize, Buffer>;
}

/**
 * Decodes an uploaded image and makes its renditions. Refuses anything that is not a JPEG, PNG, WebP or GIF
 * (an animated GIF or WebP keeps its first frame), an image that does not decode, and one outside the
 * dimension limits. EXIF orientation is applied, then metadata is dropped (no location leaks from photos).
 */
export async function processImage(bytes: Buffer, kind: ImageKind): Promise<ProcessedImage> {
  const { max, min } = imageDimensionLimits;
  let metadata: Metadata;
  try {
    // limitInputPixels guards against decompression bombs before any pixel is decoded.
    metadata = await sharp(bytes, { limitInputPixels: max * max, failOn: 'error' }).metadata();
  } catch {
    throw new DomainError('IMAGE_UNSUPPORTED_TYPE');
  }
  // The decoder reads the content (never the file name or declared type); the accepted formats are platform's imageTypes.
  if (!imageTypeOfFormat(metadata.format)) throw new DomainError('IMAGE_UNSUPPORTED_TYPE');
  // Orientations 5 to 8 swap the sides.
  const swapped = (metadata.orientation ?? 1) >= 5;
  const width = swapped ? metadata.height : metadata.width;
  const height = swapped ? metadata.width : metadata.height;
  if (!width || !height || width < min || height < min || width > max || height > max) throw new DomainError('IMAGE_DIMENSIONS');

  const renditions = new Map<ImageSize, Buffer>();
  try {
    // Decoded once; each size is cut from the same pixels.
    const decoded = sharp(bytes, { limitInputPixels: max * max, failOn: 'error', animated: false }).rotate();
    for (const size of imageSizes) {
      const target = renditionDimensions(kind, size);
      renditions.set(
        size,
        await decoded.clone().resize(target.width, target.height, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer(),
      );
    }
  } catch {
    throw new DomainError('IMAGE_UNREADABLE');
  }
  return { sourceFormat: metadata.format, sourceWidth: width, sourceHeight: height, renditions };
}
