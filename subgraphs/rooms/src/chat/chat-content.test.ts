import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorReason } from '@backspin/platform';
import {
  avatarIdOf,
  chatLimits,
  colorOf,
  decodeImages,
  emojiOf,
  hasChatContent,
  mediaUrls,
  musicInfoOf,
  parseText,
  playlistIdOf,
  providerOfLink,
  songCards,
} from './chat-content.ts';

// What a chat message may carry, read without a database: each rule and its precise refusal.

/** The reason a call refuses with, or null when it does not. */
function refusal(call: () => unknown): ErrorReason | null {
  try {
    call();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.reason;
    throw error;
  }
}

/** The reason an async call refuses with, or null when it does not. */
async function asyncRefusal(call: () => Promise<unknown>): Promise<ErrorReason | null> {
  try {
    await call();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.reason;
    throw error;
  }
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('the validity rule (spec 3, §5: text, or an image plus media)', () => {
  it('takes text alone, or an uploaded image or a gif together with media; nothing else', () => {
    expect(hasChatContent({ text: 'hi', images: 0, gif: null, media: [] })).toBe(true);
    expect(hasChatContent({ text: null, images: 1, gif: null, media: ['https://m.example.com/a.mp4'] })).toBe(true);
    expect(hasChatContent({ text: null, images: 0, gif: 'https://g.example.com/a.gif', media: ['https://m.example.com/a.mp4'] })).toBe(true);
    expect(hasChatContent({ text: null, images: 1, gif: null, media: [] })).toBe(false);
    expect(hasChatContent({ text: null, images: 0, gif: 'https://g.example.com/a.gif', media: [] })).toBe(false);
    expect(hasChatContent({ text: null, images: 0, gif: null, media: ['https://m.example.com/a.mp4'] })).toBe(false);
  });
});

describe('parseText', () => {
  it('trims the text; blank is no text', () => {
    expect(parseText('  hello  ').text).toBe('hello');
    expect(parseText('   ')).toEqual({ text: null, mentionedUserIds: [], consumableId: null, songLinks: [] });
    expect(parseText(null).text).toBeNull();
  });

  it('counts characters, not UTF-16 units, against the 2000 limit', () => {
    expect(parseText('🎵'.repeat(chatLimits.textMax)).text).toHaveLength(chatLimits.textMax * 2);
    expect(refusal(() => parseText('a'.repeat(chatLimits.textMax + 1)))).toBe('INVALID_CHAT_TEXT');
  });

  it('reads mentions (lower-cased, without repeats) and one consumable from the markers, keeping them in the text', () => {
    const id = randomUUID();
    const parsed = parseText(`hi <@${id.toUpperCase()}> and <@${id}> <consumable:confetti_1>`);
    expect(parsed.text).toBe(`hi <@${id.toUpperCase()}> and <@${id}> <consumable:confetti_1>`);
    expect(parsed.mentionedUserIds).toEqual([id]);
    expect(parsed.consumableId).toBe('confetti_1');
  });

  it('refuses a mention that is not a user id, more than 20 people, and two different consumables', () => {
    expect(refusal(() => parseText('<@someone>'))).toBe('INVALID_CHAT_MENTIONS');
    const many = Array.from({ length: chatLimits.mentionsMax + 1 }, () => `<@${randomUUID()}>`).join(' ');
    expect(refusal(() => parseText(many))).toBe('INVALID_CHAT_MENTIONS');
    expect(refusal(() => parseText('<consumable:a> <consumable:b>'))).toBe('INVALID_CHAT_CONSUMABLE');
    expect(refusal(() => parseText('<consumable:no spaces>'))).toBe(null); // not a marker: plain text
    expect(refusal(() => parseText('<consumable:bad!>'))).toBe('INVALID_CHAT_CONSUMABLE');
  });

  it('finds music-provider links in the text (trailing punctuation dropped, once each), and no other links', () => {
    const parsed = parseText('listen https://open.spotify.com/track/a, again https://open.spotify.com/track/a and https://example.com/x');
    expect(parsed.songLinks).toEqual([{ link: 'https://open.spotify.com/track/a', provider: 'spotify', songId: null, fromText: true }]);
  });
});

describe('song cards and links', () => {
  it('names the provider of a link from its host only, and nothing for other links or other protocols', () => {
    expect(providerOfLink('https://open.spotify.com/track/1')).toBe('spotify');
    expect(providerOfLink('https://example.com/spotify')).toBeNull();
    expect(providerOfLink('ftp://open.spotify.com/track/1')).toBeNull();
    expect(providerOfLink('not a url')).toBeNull();
  });

  it('keeps the cards sent, then those of the text, without repeats and at most 5; a client’s song id is not kept', () => {
    const fromText = parseText('https://deezer.com/track/1 https://deezer.com/track/2 https://deezer.com/track/3').songLinks;
    const cards = songCards(
      [
        { link: 'https://open.spotify.com/track/a', songId: randomUUID() },
        { link: 'https://open.spotify.com/track/b' },
        { link: 'https://deezer.com/track/1' },
        { link: 'https://open.spotify.com/track/c' },
      ],
      fromText,
    );
    expect(cards.map((c) => [c.link, c.fromText, c.songId])).toEqual([
      ['https://open.spotify.com/track/a', false, null],
      ['https://open.spotify.com/track/b', false, null],
      ['https://deezer.com/track/1', false, null],
      ['https://open.spotify.com/track/c', false, null],
      ['https://deezer.com/track/2', true, null],
    ]);
  });

  it('refuses more than 5 cards sent, a card that is no music link, and a malformed song id', () => {
    const six = Array.from({ length: chatLimits.songsMax + 1 }, (_, i) => ({ link: `https://open.spotify.com/track/${i}` }));
    expect(refusal(() => songCards(six, []))).toBe('INVALID_CHAT_SONG_LINK');
    expect(refusal(() => songCards([{ link: 'https://example.com/x' }], []))).toBe('INVALID_CHAT_SONG_LINK');
    expect(refusal(() => songCards([{ link: 'https://open.spotify.com/track/1', songId: 'nope' }], []))).toBe('INVALID_CHAT_SONG_LINK');
  });

  it('reads a playlist from a crate id or a crate link, and refuses any other link', () => {
    const id = randomUUID();
    expect(playlistIdOf(id.toUpperCase())).toBe(id);
    expect(playlistIdOf(`https://backspin.example/crates/${id}`)).toBe(id);
    expect(playlistIdOf(`https://backspin.example/u/me/playlist/${id}?x=1`)).toBe(id);
    expect(playlistIdOf('  ')).toBeNull();
    expect(refusal(() => playlistIdOf(`https://backspin.example/songs/${id}`))).toBe('INVALID_CHAT_PLAYLIST');
  });
});

describe('media, avatar, colour, emoji', () => {
  it('takes a gif and up to 4 media as http(s) URLs, refusing anything else', () => {
    expect(mediaUrls(' https://g.example.com/a.gif ', ['https://m.example.com/1.mp4'])).toEqual({
      gif: 'https://g.example.com/a.gif',
      media: ['https://m.example.com/1.mp4'],
    });
    expect(mediaUrls(null, null)).toEqual({ gif: null, media: [] });
    expect(refusal(() => mediaUrls('javascript:alert(1)', []))).toBe('INVALID_CHAT_MEDIA');
    expect(refusal(() => mediaUrls(null, Array.from({ length: chatLimits.mediaMax + 1 }, () => 'https://m.example.com/x')))).toBe('INVALID_CHAT_MEDIA');
    expect(refusal(() => mediaUrls(null, [`https://m.example.com/${'x'.repeat(chatLimits.urlMax)}`]))).toBe('INVALID_CHAT_MEDIA');
  });

  it('checks the avatar id’s form, and gives the default colour or the one picked, upper-cased', () => {
    expect(avatarIdOf(' fox_1 ')).toBe('fox_1');
    expect(avatarIdOf(null)).toBeNull();
    expect(refusal(() => avatarIdOf('no spaces here'))).toBe('INVALID_CHAT_AVATAR');
    expect(colorOf(null)).toBe('#562DF9');
    expect(colorOf('#a1b2c3')).toBe('#A1B2C3');
    expect(refusal(() => colorOf('red'))).toBe('INVALID_CHAT_COLOR');
  });

  it('takes one emoji (modifiers, flags, keycaps and joined sequences included), never text or bare digits', () => {
    for (const emoji of ['👍', '👍🏽', '🇫🇷', '1️⃣', '👩‍👩‍👧']) expect(emojiOf(` ${emoji} `)).toBe(emoji);
    for (const text of ['', 'ok', '1', '#', '👍 ok']) expect(refusal(() => emojiOf(text))).toBe('INVALID_CHAT_EMOJI');
  });
});

describe('images', () => {
  it('decodes base64 images, a data URL prefix and line breaks allowed, typed by their bytes whatever a client claims', async () => {
    const [image] = await decodeImages([`data:image/jpeg;base64,${png.toString('base64').replace(/(.{20})/g, '$1\n')}`], 1024);
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(image!.bytes.equals(png)).toBe(true);
  });

  it('refuses more than 4 images, what is no image, and an image above the limit with 413 (before decoding it)', async () => {
    const b64 = png.toString('base64');
    expect(await asyncRefusal(() => decodeImages(Array.from({ length: chatLimits.imagesMax + 1 }, () => b64), 1024))).toBe('INVALID_CHAT_IMAGE');
    expect(await asyncRefusal(() => decodeImages([Buffer.from('just some text, not an image').toString('base64')], 1024))).toBe('INVALID_CHAT_IMAGE');
    expect(await asyncRefusal(() => decodeImages([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')], 1024))).toBe('INVALID_CHAT_IMAGE');
    expect(await asyncRefusal(() => decodeImages(['not base64 at all!'], 1024))).toBe('INVALID_CHAT_IMAGE');
    expect(await asyncRefusal(() => decodeImages([b64], png.length - 1))).toBe('CHAT_IMAGE_TOO_LARGE');
    expect(await asyncRefusal(() => decodeImages(['A'.repeat(4000)], 1000))).toBe('CHAT_IMAGE_TOO_LARGE');
  });
});

describe('musicInfoOf', () => {
  it('gives a song card’s music info only for a song with an isrc', () => {
    expect(musicInfoOf({ isrc: ' GBAYE0601498 ', trackName: 'Song', artistName: 'Band', links: ['https://open.spotify.com/track/1'] })).toEqual({
      type: 'ChatMusicInfo',
      providerUrls: ['https://open.spotify.com/track/1'],
      trackInfo: { trackName: 'Song', artistName: 'Band', albumName: null, isrc: 'GBAYE0601498' },
    });
    expect(musicInfoOf({ isrc: null, trackName: 'Song' })).toBeNull();
  });
});
