import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { imageTypeOf, imageTypeOfFormat, imageTypeOfStream } from './image-type.ts';

/** A 1×1 PNG. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

describe('image sniffing', () => {
  it.each([
    [png, 'image/png'],
    [jpeg, 'image/jpeg'],
    [Buffer.from('GIF89a......'), 'image/gif'],
    [Buffer.from('GIF87a......'), 'image/gif'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [Buffer.from('RIFF\0\0\0\0WAVEfmt '), null],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [Buffer.from('just some text, not an image'), null],
    [Buffer.from([0x89, 0x50]), null],
    // The PNG signature followed by no valid chunk is not an image.
    [Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 1)]), null],
  ])('%#: %s', async (bytes, type) => {
    expect((await imageTypeOf(bytes))?.contentType ?? null).toBe(type);
  });

  it('reads a stream only as far as it needs and closes it', async () => {
    const stream = Readable.from([png.subarray(0, 20), png.subarray(20), Buffer.alloc(1024)]);
    expect(await imageTypeOfStream(stream)).toEqual({ ext: 'png', contentType: 'image/png', format: 'png' });
    expect(stream.destroyed).toBe(true);
  });

  it('names the accepted type a decoder reports', () => {
    expect(imageTypeOfFormat('jpeg')?.ext).toBe('jpg');
    expect(imageTypeOfFormat('tiff')).toBeNull();
    expect(imageTypeOfFormat(undefined)).toBeNull();
  });
});
