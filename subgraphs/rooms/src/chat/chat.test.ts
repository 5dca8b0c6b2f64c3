import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, DomainError, type Identity, type LiveEvent, type Storage } from '@backspin/platform';
import { testClock } from '@backspin/test-kit';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';
import { RoomUserRoleSchema, type RoomRoleName } from '../rooms/room-role.entity.ts';
import { ChatMessageSchema, ChatReactionSchema } from './chat.entity.ts';
import { ModerationEventSchema } from '../room-roles/moderation-event.entity.ts';
import { ChatService, type SendChatMessageFields } from './chat.service.ts';

const asUser = (userId: string): Identity => ({ userId, tokenType: 'user', roles: ['user'] });
const guest: Identity = { userId: randomUUID(), tokenType: 'guest', roles: [] };
const anonymous: Identity = { userId: null, tokenType: 'anonymous', roles: [] };

const owner = asUser(randomUUID());
const ada = asUser(randomUUID());
const bob = asUser(randomUUID());
const cyd = asUser(randomUUID());

/** A 1×1 PNG. */
const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const gif89 = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]).toString('base64');

const FIELDS = `id roomId type message userUuid author { id } avatarId color date editedAt deleted deletedAt replyToId
  imageUrls gif media songs { link provider songId song { __typename id } } playlistId playlist { __typename id }
  consumableId mentionedUserIds mentions { __typename id } lastChange revision
  reactions { emoji count userIds users { id } } replyCount`;

const SEND = `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { ${FIELDS} } }`;
const EDIT = `mutation($id: ID!, $message: String) { editChatMessage(id: $id, message: $message) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteChatMessage(id: $id) { ${FIELDS} } }`;
const REACT = `mutation($id: ID!, $emoji: String!) { toggleChatReaction(messageId: $id, emoji: $emoji) { reactions { emoji count userIds } revision lastChange } }`;
const HISTORY = `query($roomId: ID!, $before: String, $limit: Int) { chatMessages(roomId: $roomId, before: $before, limit: $limit) { messages { id message } nextCursor } }`;

let t: TestSubgraph<RoomsServices>;
let storage: Storage;
let roomId: string;
let otherRoomId: string;

const messageCount = () => t.subgraph.db.em.fork().count(ChatMessageSchema, {});

async function send(identity: Identity, input: Partial<SendChatMessageFields>) {
  return t.ok(identity, SEND, { input: { roomId, avatarId: 'fox', ...input } }).then((d) => d.sendChatMessage);
}

async function refusedSend(identity: Identity, input: Record<string, unknown>) {
  const before = await messageCount();
  const refusal = await t.refused(identity, SEND, { input: { roomId, avatarId: 'fox', ...input } });
  expect(await messageCount()).toBe(before);
  return refusal;
}

async function grant(userId: string, role: RoomRoleName, expiresAt: Date | null = null, room = roomId) {
  await t.subgraph.db.em.fork().insert(RoomUserRoleSchema, {
    id: randomUUID(),
    roomId: room,
    userId,
    role,
    expiresAt,
    grantedBy: owner.userId,
    createdAt: new Date(),
  });
}

async function revokeAll(userId: string) {
  await t.subgraph.db.em.fork().nativeDelete(RoomUserRoleSchema, { userId });
}

/** Events published on a room's chat topic while `work` runs. */
async function eventsDuring(room: string, work: () => Promise<unknown>): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const unsubscribe = await t.pubsub.subscribe(`chat:${room}`, (event) => events.push(event));
  try {
    await work();
  } finally {
    await unsubscribe();
  }
  return events;
}

beforeAll(async () => {
  // The flood limit is exercised below with an injected clock; here it stays out of the way.
  t = await startTestSubgraph(roomsSubgraph, { env: { CHAT_FLOOD_MAX_MESSAGES: '1000' } });
  storage = createStorage(t.subgraph.config);
  const rooms = t.subgraph.services.rooms;
  roomId = (await rooms.create(t.subgraph.db.em.fork(), owner, { slug: 'chat-room', name: 'Chat room' })).id;
  otherRoomId = (await rooms.create(t.subgraph.db.em.fork(), owner, { slug: 'other-room', name: 'Other room' })).id;
});
afterAll(() => t?.stop());

describe('sendChatMessage', () => {
  it('posts a text message with the spec’s shape: author reference, default colour, server date', async () => {
    const before = Date.now();
    const message = await send(ada, { message: '  hello room  ' });
    expect(message).toMatchObject({
      roomId,
      type: 'user',
      message: 'hello room',
      userUuid: ada.userId,
      author: { id: ada.userId },
      // The client's "fox" is not trusted: the author's avatar comes from accounts (not running here: the default).
      avatarId: 'default',
      color: '#562DF9',
      editedAt: null,
      deleted: false,
      replyToId: null,
      imageUrls: [],
      gif: null,
      media: [],
      songs: [],
      playlist: null,
      consumableId: null,
      mentions: [],
      lastChange: 'ADDED',
      revision: 1,
      reactions: [],
      replyCount: 0,
    });
    expect(Date.parse(message.date)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes a colour (stored upper-case)', async () => {
    expect((await send(ada, { message: 'tinted', color: '#a1b2c3' })).color).toBe('#A1B2C3');
  });

  it('refuses guests and anonymous callers with a precise 401', async () => {
    for (const identity of [guest, anonymous]) {
      expect(await refusedSend(identity, { message: 'hi' })).toEqual({
        status: 401,
        message: 'Sign in to chat: guests can read the chat but not post or react',
      });
    }
  });

  it('refuses an unknown or malformed room with 404', async () => {
    for (const room of [randomUUID(), 'nope']) {
      expect(await refusedSend(ada, { roomId: room, message: 'hi' })).toEqual({ status: 404, message: 'Room not found' });
    }
  });

  describe('the validity rule (spec 3, §5)', () => {
    const empty = { status: 400, message: 'A chat message needs text, or an image (images or gif) plus media' };

    it('refuses a message with no text and no image plus media', async () => {
      expect(await refusedSend(ada, {})).toEqual(empty);
      expect(await refusedSend(ada, { message: '   \n ' })).toEqual(empty);
      // A song card or a playlist alone is no text, image or media.
      expect(await refusedSend(ada, { songs: [{ link: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' }] })).toEqual(empty);
    });

    it('refuses an image alone, a gif alone and media alone: without text, an image needs media beside it', async () => {
      expect(await refusedSend(ada, { images: [png] })).toEqual(empty);
      expect(await refusedSend(bob, { gif: 'https://media.example.com/dance.gif' })).toEqual(empty);
      expect(await refusedSend(bob, { media: ['http://media.example.com/clip.mp4'] })).toEqual(empty);
      expect(await refusedSend(bob, { images: [png], gif: 'https://media.example.com/dance.gif' })).toEqual(empty);
    });

    it('accepts an image plus media, and a gif plus media, without text', async () => {
      const media = ['http://media.example.com/clip.mp4'];
      const image = await send(ada, { images: [png], media });
      expect(image).toMatchObject({ message: null, media });
      expect(image.imageUrls).toHaveLength(1);
      expect(await send(bob, { gif: 'https://media.example.com/dance.gif', media })).toMatchObject({ message: null, gif: 'https://media.example.com/dance.gif', media });
    });

    it('gives a user message the author’s avatar whatever the client claims (here no accounts: the default), a well-formed claim or none', async () => {
      expect((await send(ada, { message: 'hi', avatarId: null })).avatarId).toBe('default');
      expect((await send(ada, { message: 'hi', avatarId: 'vinyl-12' })).avatarId).toBe('default');
    });

    it('lets the room’s moderators post room messages, without author or avatar; others get 403', async () => {
      const announcement = await send(owner, { type: 'room', message: 'Welcome!', avatarId: null });
      expect(announcement).toMatchObject({ type: 'room', author: null, userUuid: null, avatarId: null, message: 'Welcome!' });
      await grant(cyd.userId!, 'moderator');
      expect((await send(cyd, { type: 'room', message: 'House rules' })).type).toBe('room');
      await revokeAll(cyd.userId!);
      expect(await refusedSend(ada, { type: 'room', message: 'I am the room' })).toEqual({
        status: 403,
        message: 'Only the room’s owner, co-owners and moderators may post room messages',
      });
      const staff: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['staff'] };
      expect((await send(staff, { type: 'room', message: 'Maintenance tonight' })).type).toBe('room');
    });
  });

  it.each([
    [{ message: 'x'.repeat(2001) }, 400, 'message must be at most 2000 characters'],
    [{ message: 'hi', color: 'red' }, 400, 'color must be a hex colour such as #562DF9'],
    [{ message: 'hi', color: '#12345' }, 400, 'color must be a hex colour such as #562DF9'],
    [{ message: 'hi', avatarId: 'a b' }, 400, 'avatarId must be 1 to 64 letters, digits, hyphens or underscores'],
    [{ message: 'hi', avatarId: 'a'.repeat(65) }, 400, 'avatarId must be 1 to 64 letters, digits, hyphens or underscores'],
    [{ gif: 'ftp://example.com/a.gif' }, 400, 'gif and media must be http(s) URLs of at most 2048 characters, at most 4 media URLs'],
    [{ gif: 'javascript:alert(1)' }, 400, 'gif and media must be http(s) URLs of at most 2048 characters, at most 4 media URLs'],
    [{ media: ['not a url'] }, 400, 'gif and media must be http(s) URLs of at most 2048 characters, at most 4 media URLs'],
    [{ media: [`https://example.com/${'a'.repeat(2048)}`] }, 400, 'gif and media must be http(s) URLs of at most 2048 characters, at most 4 media URLs'],
    [{ media: Array(5).fill('https://example.com/a.mp4') }, 400, 'gif and media must be http(s) URLs of at most 2048 characters, at most 4 media URLs'],
    [{ message: 'hi', playlist: 'my playlist' }, 400, 'playlist must be a crate id or a link to a crate'],
    [{ message: 'hi', playlist: `https://backspin.example/users/${randomUUID()}` }, 400, 'playlist must be a crate id or a link to a crate'],
    [{ message: 'hi <@not-a-uuid>' }, 400, 'a message mentions at most 20 users, each as <@user-id> with a UUID'],
    [
      { message: Array.from({ length: 21 }, () => `<@${randomUUID()}>`).join(' ') },
      400,
      'a message mentions at most 20 users, each as <@user-id> with a UUID',
    ],
    [
      { message: 'gifts <consumable:rose> <consumable:cake>' },
      400,
      'a message carries at most one consumable, as <consumable:id> with an id of 1 to 64 letters, digits, hyphens or underscores',
    ],
    [
      { message: 'gift <consumable:>' },
      400,
      'a message carries at most one consumable, as <consumable:id> with an id of 1 to 64 letters, digits, hyphens or underscores',
    ],
    [{ message: 'hi', replyToId: 'nope' }, 400, 'replyToId must name a message of the same room that is not deleted'],
    [{ message: 'hi', replyToId: randomUUID() }, 400, 'replyToId must name a message of the same room that is not deleted'],
  ])('refuses %j with %i "%s" and writes nothing', async (input, status, message) => {
    expect(await refusedSend(ada, input)).toEqual({ status, message });
  });

  describe('song cards', () => {
    const songMessage =
      'songs must be at most 5 http(s) links to a music provider (apple, audius, napster, soundcloud, spotify, youtube, youtu.be, pandora, deezer, tidal, amazon, yandex, spinrilla), each with an optional songId (UUID)';

    it('recognises links only from the provider host fragments, sent or in the text; a song id the client names is not trusted', async () => {
      const songId = randomUUID();
      const message = await send(ada, {
        message:
          'listen https://youtu.be/dQw4w9WgXcQ, and https://music.apple.com/us/album/x/1?i=2 (not https://notspotify.com/track/1 nor https://example.com/song)',
        songs: [{ link: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', songId }],
      });
      // The song of a card is what the server resolves from its link (library is not running here: none).
      expect(message.songs).toEqual([
        { link: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC', provider: 'spotify', songId: null, song: null },
        { link: 'https://youtu.be/dQw4w9WgXcQ', provider: 'youtube', songId: null, song: null },
        { link: 'https://music.apple.com/us/album/x/1?i=2', provider: 'apple', songId: null, song: null },
      ]);
    });

    it('keeps at most 5 cards: links in the text beyond the ones sent are dropped', async () => {
      const links = Array.from({ length: 7 }, (_, i) => `https://soundcloud.com/artist/track-${i}`);
      const message = await send(ada, { message: links.join(' ') });
      expect(message.songs.map((s: { link: string }) => s.link)).toEqual(links.slice(0, 5));
    });

    it.each([
      [[{ link: 'https://example.com/track/1' }]],
      [[{ link: 'https://notspotify.com/track/1' }]],
      [[{ link: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC' }]],
      [[{ link: 'https://open.spotify.com/track/1', songId: 'not-a-uuid' }]],
      [Array(6).fill({ link: 'https://open.spotify.com/track/1' })],
    ])('refuses songs %j with 400', async (songs) => {
      expect(await refusedSend(ada, { message: 'hi', songs })).toEqual({ status: 400, message: songMessage });
    });
  });

  it('previews a playlist from a crate id or a crate link, as a Crate reference', async () => {
    const crateId = randomUUID();
    for (const playlist of [crateId, crateId.toUpperCase(), `https://backspin.example/crate/${crateId}`, `http://x.example/playlists/${crateId}?s=1`]) {
      const message = await send(bob, { message: 'my crate', playlist });
      expect(message).toMatchObject({ playlistId: crateId, playlist: { __typename: 'Crate', id: crateId } });
    }
  });

  it('reads mentions and a consumable from the markers in the text (spec 3, §5 consumption tokens)', async () => {
    const [u1, u2] = [randomUUID(), randomUUID()];
    const message = await send(ada, { message: `hey <@${u1}> and <@${u2}> and again <@${u1}>, a gift: <consumable:rose_01>` });
    expect(message.message).toBe(`hey <@${u1}> and <@${u2}> and again <@${u1}>, a gift: <consumable:rose_01>`);
    expect(message.mentionedUserIds).toEqual([u1, u2]);
    expect(message.mentions).toEqual([
      { __typename: 'User', id: u1 },
      { __typename: 'User', id: u2 },
    ]);
    expect(message.consumableId).toBe('rose_01');
  });

  describe('images', () => {
    it('stores base64 images (data URLs too) by the type their bytes show, and serves them by index', async () => {
      const message = await send(ada, { message: 'pics', images: [`data:image/png;base64,${png}`, gif89] });
      expect(message.imageUrls).toEqual([
        `/api/room-service/chat/messages/${message.id}/images/0`,
        `/api/room-service/chat/messages/${message.id}/images/1`,
      ]);
      const files = await t.ok(anonymous, `{ a: chatMessageImage(messageId: "${message.id}", index: 0) { storageKey contentType }
        b: chatMessageImage(messageId: "${message.id}", index: 1) { storageKey contentType } }`);
      expect(files).toEqual({
        a: { storageKey: `chat/${roomId}/${message.id}/0.png`, contentType: 'image/png' },
        b: { storageKey: `chat/${roomId}/${message.id}/1.gif`, contentType: 'image/gif' },
      });
      expect((await storage.read(files.a.storageKey)).equals(Buffer.from(png, 'base64'))).toBe(true);
      expect(await t.refused(anonymous, `{ chatMessageImage(messageId: "${message.id}", index: 2) { storageKey } }`)).toEqual({
        status: 404,
        message: 'Chat image not found',
      });
    });

    const imageMessage = 'images must be base64 PNG, JPEG, GIF or WebP images, at most 4 per message';
    it.each([
      ['text claiming to be a PNG', [`data:image/png;base64,${Buffer.from('just some text, not an image').toString('base64')}`]],
      ['an SVG', [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>').toString('base64')]],
      ['not base64', ['%%%not base64%%%']],
      ['five images', Array(5).fill(png)],
    ])('refuses %s with 400', async (_what, images) => {
      expect(await refusedSend(ada, { message: 'x', images })).toEqual({ status: 400, message: imageMessage });
    });

    it('refuses an image above CHAT_IMAGE_MAX_BYTES with 413, storing nothing', async () => {
      const big = Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(t.subgraph.config.CHAT_IMAGE_MAX_BYTES)]).toString('base64');
      expect(await refusedSend(ada, { message: 'x', images: [big] })).toEqual({
        status: 413,
        message: 'A chat image is larger than the chat image size limit',
      });
    });
  });

  it('replies to a message of the same room, never of another room', async () => {
    const parent = await send(ada, { message: 'question?' });
    const first = await send(bob, { message: 'answer one', replyToId: parent.id });
    await send(cyd, { message: 'answer two', replyToId: parent.id });
    expect(first.replyToId).toBe(parent.id);
    const read = await t.ok(anonymous, `{ chatMessage(id: "${parent.id}") { replyCount replies { message replyTo { id } } } }`);
    expect(read.chatMessage).toEqual({
      replyCount: 2,
      replies: [
        { message: 'answer one', replyTo: { id: parent.id } },
        { message: 'answer two', replyTo: { id: parent.id } },
      ],
    });
    expect(await refusedSend(ada, { roomId: otherRoomId, message: 'elsewhere', replyToId: parent.id })).toEqual({
      status: 400,
      message: 'replyToId must name a message of the same room that is not deleted',
    });
  });

  it('announces a new message on chat:<roomId> after it commits, and nothing for a refused one', async () => {
    let id = '';
    const events = await eventsDuring(roomId, async () => {
      id = (await send(bob, { message: 'live!' })).id;
      await t.refused(bob, SEND, { input: { roomId, avatarId: 'fox' } });
    });
    expect(events).toEqual([expect.objectContaining({ topic: `chat:${roomId}`, field: 'chatMessageChanged', id })]);
  });
});

describe('room roles', () => {
  let subject: Identity;
  let messageId: string;
  beforeAll(async () => {
    subject = asUser(randomUUID());
    messageId = (await send(ada, { message: 'react to me' })).id;
  });

  // Expiries are computed when each test runs, from this clock (the service's own clock, the real one, is what they
  // are compared with): computed when the table is collected, a slow start could let them lapse before the test.
  const clock = testClock();
  const inSeconds = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

  it.each([
    ['banned', null, 'You are banned from this room'],
    ['kicked', 60, 'You were kicked from this room; try again later'],
    ['chatDisabled', 60, 'Your chat is disabled in this room'],
  ] as const)('refuses a %s user posting or reacting with 403', async (role, expiresInSeconds, message) => {
    await grant(subject.userId!, role, expiresInSeconds === null ? null : inSeconds(expiresInSeconds));
    try {
      expect(await refusedSend(subject, { message: 'let me talk' })).toEqual({ status: 403, message });
      expect(await t.refused(subject, REACT, { id: messageId, emoji: '🔥' })).toEqual({ status: 403, message });
      // Only in that room.
      expect((await send(subject, { roomId: otherRoomId, message: 'fine here' })).message).toBe('fine here');
    } finally {
      await revokeAll(subject.userId!);
    }
  });

  it('lets a user chat again once chatDisabled has expired', async () => {
    await grant(subject.userId!, 'chatDisabled', inSeconds(-1));
    try {
      expect((await send(subject, { message: 'back again' })).message).toBe('back again');
    } finally {
      await revokeAll(subject.userId!);
    }
  });

  it('holds a platform moderator to a chat-disable set in the room (the one chat rule: a platform role lifts no restriction)', async () => {
    const platformModerator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'moderator'] };
    await grant(platformModerator.userId!, 'chatDisabled', inSeconds(60));
    try {
      const refusal = { status: 403, message: 'Your chat is disabled in this room' };
      expect(await refusedSend(platformModerator, { message: 'I moderate the platform' })).toEqual(refusal);
      expect(await t.refused(platformModerator, REACT, { id: messageId, emoji: '🔥' })).toEqual(refusal);
      // The chat standing answers with the same rule.
      const standing = await t.ok(platformModerator, 'query($r: ID!) { roomChatStanding(roomId: $r) { canPost canModerate } }', { r: roomId });
      expect(standing.roomChatStanding).toEqual({ canPost: false, canModerate: true });
      // Their platform role still lets them moderate others' messages in the room.
      const { id } = await send(bob, { message: 'still removable' });
      expect((await t.ok(platformModerator, DELETE, { id })).deleteChatMessage.deleted).toBe(true);
    } finally {
      await revokeAll(platformModerator.userId!);
    }
  });
});

describe('reactions', () => {
  it('toggle per user and emoji: the same user adding the same reaction again removes it', async () => {
    const { id } = await send(ada, { message: 'react' });
    const react = (identity: Identity, emoji: string) => t.ok(identity, REACT, { id, emoji }).then((d) => d.toggleChatReaction);
    await react(ada, '🔥');
    await react(bob, '🔥');
    await react(bob, '👍🏽');
    let state = await react(cyd, '🇫🇷');
    expect(state).toMatchObject({ lastChange: 'REACTION', revision: 5 });
    expect(state.reactions).toEqual([
      { emoji: '🔥', count: 2, userIds: [ada.userId, bob.userId] },
      { emoji: '👍🏽', count: 1, userIds: [bob.userId] },
      { emoji: '🇫🇷', count: 1, userIds: [cyd.userId] },
    ]);
    state = await react(ada, '🔥');
    expect(state.reactions).toEqual([
      { emoji: '🔥', count: 1, userIds: [bob.userId] },
      { emoji: '👍🏽', count: 1, userIds: [bob.userId] },
      { emoji: '🇫🇷', count: 1, userIds: [cyd.userId] },
    ]);
    const users = await t.ok(anonymous, `{ chatMessage(id: "${id}") { reactions { users { __typename id } } } }`);
    expect(users.chatMessage.reactions[0]).toEqual({ users: [{ __typename: 'User', id: bob.userId }] });
  });

  it('stays consistent under concurrent toggles: one row per message, user and emoji', async () => {
    const { id } = await send(ada, { message: 'race' });
    // Five toggles of one user at once: an odd number, so the reaction is there once in the end.
    await Promise.all(Array.from({ length: 5 }, () => t.ok(bob, REACT, { id, emoji: '🎉' })));
    // Eight users at once, each once: all counted.
    const users = Array.from({ length: 8 }, () => asUser(randomUUID()));
    await Promise.all(users.map((u) => t.ok(u, REACT, { id, emoji: '💯' })));
    const em = t.subgraph.db.em.fork();
    expect(await em.count(ChatReactionSchema, { messageId: id, emoji: '🎉' })).toBe(1);
    expect(await em.count(ChatReactionSchema, { messageId: id, emoji: '💯' })).toBe(8);
    const message = await em.findOneOrFail(ChatMessageSchema, { id });
    expect(message.revision).toBe(1 + 5 + 8);
  });

  it('refuses what is not one emoji, and more than 20 different emojis on a message', async () => {
    const { id } = await send(ada, { message: 'many' });
    for (const emoji of ['', 'abc', ':fire:', '1', '🔥'.repeat(17), '<b>']) {
      expect(await t.refused(bob, REACT, { id, emoji })).toEqual({ status: 400, message: 'emoji must be one emoji (at most 32 characters)' });
    }
    const emojis = [...'😀😃😄😁😆😅😂🤣😊😇🙂🙃😉😌😍🥰😘😗😙😚'];
    expect(emojis).toHaveLength(20);
    for (const emoji of emojis) await t.ok(bob, REACT, { id, emoji });
    expect(await t.refused(cyd, REACT, { id, emoji: '🤯' })).toEqual({ status: 400, message: 'a message has at most 20 different reactions' });
    // An emoji already there can still be added by someone else.
    await t.ok(cyd, REACT, { id, emoji: '😀' });
  });

  it('refuses guests (401) and unknown messages (404)', async () => {
    const { id } = await send(ada, { message: 'guest?' });
    expect((await t.refused(guest, REACT, { id, emoji: '🔥' })).status).toBe(401);
    expect(await t.refused(bob, REACT, { id: randomUUID(), emoji: '🔥' })).toEqual({ status: 404, message: 'Chat message not found' });
  });
});

describe('deleteChatMessage', () => {
  it('lets the author delete: the message shows as deleted, its content and reactions gone, its images removed', async () => {
    const sent = await send(ada, {
      message: `bye <@${bob.userId}> <consumable:rose>`,
      images: [png],
      gif: 'https://media.example.com/a.gif',
      songs: [{ link: 'https://open.spotify.com/track/1' }],
      playlist: randomUUID(),
    });
    await t.ok(bob, REACT, { id: sent.id, emoji: '🔥' });
    const key = `chat/${roomId}/${sent.id}/0.png`;
    expect(await storage.exists(key)).toBe(true);
    let deleted: Record<string, unknown> = {};
    const events = await eventsDuring(roomId, async () => {
      deleted = (await t.ok(ada, DELETE, { id: sent.id })).deleteChatMessage;
    });
    expect(deleted).toMatchObject({
      id: sent.id,
      deleted: true,
      message: null,
      imageUrls: [],
      gif: null,
      songs: [],
      playlist: null,
      consumableId: null,
      mentions: [],
      reactions: [],
      lastChange: 'DELETED',
      userUuid: ada.userId,
    });
    expect(events.map((e) => e.id)).toEqual([sent.id]);
    expect(await storage.exists(key)).toBe(false);
    expect(await t.refused(anonymous, `{ chatMessageImage(messageId: "${sent.id}", index: 0) { storageKey } }`)).toMatchObject({ status: 404 });
    // Read by id it is still there, as deleted; a second delete, an edit or a reaction find nothing.
    expect((await t.ok(anonymous, `{ chatMessage(id: "${sent.id}") { deleted message } }`)).chatMessage).toEqual({ deleted: true, message: null });
    expect(await t.refused(ada, DELETE, { id: sent.id })).toEqual({ status: 404, message: 'Chat message not found' });
    expect(await t.refused(ada, EDIT, { id: sent.id, message: 'x' })).toEqual({ status: 404, message: 'Chat message not found' });
    expect(await t.refused(bob, REACT, { id: sent.id, emoji: '🔥' })).toEqual({ status: 404, message: 'Chat message not found' });
  });

  it('refuses anyone else but the room’s moderators with 403', async () => {
    const { id } = await send(ada, { message: 'mine' });
    expect(await t.refused(bob, DELETE, { id })).toEqual({ status: 403, message: 'Only the author or a room moderator may delete this message' });
    // A moderator of another room is no moderator here.
    await grant(bob.userId!, 'moderator', null, otherRoomId);
    try {
      expect((await t.refused(bob, DELETE, { id })).status).toBe(403);
    } finally {
      await revokeAll(bob.userId!);
    }
    expect((await t.refused(guest, DELETE, { id })).status).toBe(401);
  });

  it('lets the owner, a co-owner or moderator and platform moderators delete anyone’s message, keeping who did', async () => {
    await grant(cyd.userId!, 'coOwner');
    const platformModerator: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['moderator'] };
    try {
      for (const moderator of [owner, cyd, platformModerator]) {
        const { id } = await send(bob, { message: 'rude' });
        expect((await t.ok(moderator, DELETE, { id })).deleteChatMessage.deleted).toBe(true);
        const row = await t.subgraph.db.em.fork().findOneOrFail(ChatMessageSchema, { id });
        expect(row.deletedBy).toBe(moderator.userId);
        const [event] = await t.subgraph.db.em.fork().find(ModerationEventSchema, { actionType: 'deleteMessage', actorId: moderator.userId! });
        expect(event).toMatchObject({ roomId, targetUserId: bob.userId, details: { messageId: id, text: 'rude' } });
      }
    } finally {
      await revokeAll(cyd.userId!);
    }
  });
});

describe('history', () => {
  let history: TestSubgraph<RoomsServices>;
  let room: string;
  const ids: string[] = [];

  beforeAll(async () => {
    history = await startTestSubgraph(roomsSubgraph, { env: { CHAT_FLOOD_MAX_MESSAGES: '2', CHAT_FLOOD_WINDOW_SECONDS: '60' } });
    room = (await history.subgraph.services.rooms.create(history.subgraph.db.em.fork(), owner, { slug: 'history', name: 'History' })).id;
    const base = Date.parse('2026-03-01T12:00:00Z');
    // 120 messages a second apart, two of them at the same instant (ties are ordered by id).
    await history.subgraph.db.em.fork().insertMany(
      ChatMessageSchema,
      Array.from({ length: 120 }, (_, i) => {
        const id = randomUUID();
        ids.push(id);
        return {
          id,
          roomId: room,
          type: 'user' as const,
          authorId: ada.userId,
          postedBy: ada.userId,
          text: `m${i}`,
          avatarId: 'fox',
          color: '#562DF9',
          createdAt: new Date(base + Math.min(i, 118) * 1000),
          lastChange: 'ADDED' as const,
          revision: 1,
          deletedAt: i === 100 ? new Date(base + 200_000) : null,
        };
      }),
    );
  });
  afterAll(() => history?.stop());

  const page = async (variables: Record<string, unknown>) =>
    (await history.ok(anonymous, HISTORY, { roomId: room, ...variables })).chatMessages as { messages: { message: string }[]; nextCursor: string | null };

  it('pages newest first with a cursor, deleted messages left out, to the very first', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await page({ before: cursor, limit: 50 });
      seen.push(...result.messages.map((m) => m.message));
      cursor = result.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    const expected = Array.from({ length: 120 }, (_, i) => i)
      .filter((i) => i !== 100)
      .map((i) => ({ i, at: Math.min(i, 118), id: ids[i]! }))
      .sort((a, b) => b.at - a.at || b.id.localeCompare(a.id))
      .map((m) => `m${m.i}`);
    expect(seen).toEqual(expected);
  });

  it('gives 50 by default, never more than 100, at least 1', async () => {
    expect((await page({})).messages).toHaveLength(50);
    expect((await page({ limit: 1000 })).messages).toHaveLength(100);
    expect((await page({ limit: 0 })).messages).toHaveLength(1);
  });

  it('applies the configured flood limit through the API (CHAT_FLOOD_MAX_MESSAGES=2 here)', async () => {
    const user = asUser(randomUUID());
    const input = { roomId: room, avatarId: 'fox', message: 'hi' };
    await history.ok(user, SEND, { input });
    await history.ok(user, SEND, { input });
    const third = await history.call(user, SEND, { input });
    expect(third.errors?.[0]).toMatchObject({
      message: 'You are sending messages too fast, please wait a moment',
      extensions: { status: 429, code: 'TOO_MANY_REQUESTS', limit: 2, windowSeconds: 60 },
    });
    expect(third.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('answers an empty page for a room without messages, and 400 for a forged cursor', async () => {
    expect(await history.ok(anonymous, HISTORY, { roomId: randomUUID() })).toEqual({ chatMessages: { messages: [], nextCursor: null } });
    for (const before of ['garbage', Buffer.from('["yesterday","x"]').toString('base64url')]) {
      expect(await history.refused(anonymous, HISTORY, { roomId: room, before })).toEqual({
        status: 400,
        message: 'before must be a cursor returned by chatMessages',
      });
    }
  });
});

describe('with the server clock injected', () => {
  let clock: Date;
  let chat: ChatService;
  const em = () => t.subgraph.db.em.fork();
  // The server clock of this block is the test clock (the real time, so these rows agree with those the module's own
  // services stamp), an hour ahead: the users' messages sent above, at the real time, are then outside every window
  // measured here. `at(ms)` is that many milliseconds after the block's start.
  const serverClock = testClock();
  serverClock.advance(3600);
  let start: number;
  const at = (ms: number) => {
    clock = new Date(start + ms);
  };

  beforeAll(() => {
    start = serverClock.now().getTime();
    chat = new ChatService({
      pubsub: t.pubsub,
      storage,
      authority: t.subgraph.services.roomAuthority,
      limits: { floodMaxMessages: 3, floodWindowSeconds: 10, imageMaxBytes: 1024 },
      now: () => clock,
      moderationEvents: t.subgraph.services.moderationEvents,
      presence: t.subgraph.services.presence,
      audience: t.subgraph.services.chatAudience,
      blocks: t.subgraph.services.blockedUsers,
    });
  });

  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof DomainError ? { reason: error.reason, status: error.status, ...error.extensions } : error),
    );

  describe('edits (spec 3, §9: 20 s)', () => {
    it('lets the author edit within 20 s of sending, mentions and song links following the text', async () => {
      const user = asUser(randomUUID());
      const mentioned = randomUUID();
      at(0);
      const message = await chat.send(em(), user, {
        roomId,
        avatarId: 'fox',
        message: 'first https://open.spotify.com/track/a',
        songs: [{ link: 'https://deezer.com/track/9' }],
      });
      at(19_999);
      const events = await eventsDuring(roomId, async () => {
        await chat.edit(em(), user, message.id, `second <@${mentioned}> https://tidal.com/track/7`);
      });
      expect(events.map((e) => e.id)).toEqual([message.id]);
      at(20_000);
      const edited = await chat.edit(em(), user, message.id, `third <@${mentioned}> https://tidal.com/track/7`);
      expect(edited).toMatchObject({
        text: `third <@${mentioned}> https://tidal.com/track/7`,
        mentionedUserIds: [mentioned],
        editedAt: clock,
        lastChange: 'EDITED',
        revision: 3,
      });
      expect(edited.songs.map((s) => s.link)).toEqual(['https://deezer.com/track/9', 'https://tidal.com/track/7']);
    });

    it('refuses an edit after 20 s with a precise 403, changing nothing', async () => {
      const user = asUser(randomUUID());
      at(0);
      const message = await chat.send(em(), user, { roomId, avatarId: 'fox', message: 'original' });
      at(20_001);
      expect(await reason(chat.edit(em(), user, message.id, 'too late'))).toMatchObject({
        reason: 'CHAT_EDIT_WINDOW_PASSED',
        status: 403,
      });
      expect((await em().findOneOrFail(ChatMessageSchema, { id: message.id })).text).toBe('original');
      expect(new DomainError('CHAT_EDIT_WINDOW_PASSED').message).toBe('A message can only be edited within 20 seconds of sending it');
    });

    it('refuses editing someone else’s message (even a moderator’s), and an edit leaving nothing', async () => {
      at(0);
      const message = await chat.send(em(), ada, { roomId, avatarId: 'fox', message: 'ada wrote this' });
      for (const other of [bob, owner]) {
        expect(await reason(chat.edit(em(), other, message.id, 'no'))).toMatchObject({ reason: 'CHAT_EDIT_NOT_OWN', status: 403 });
      }
      expect(await reason(chat.edit(em(), ada, message.id, '  '))).toMatchObject({ reason: 'CHAT_MESSAGE_EMPTY', status: 400 });
      // With an image plus media, the text may go; with an image alone, it may not.
      const picture = await chat.send(em(), bob, { roomId, message: 'caption', images: [png], media: ['https://media.example.com/x.mp4'] });
      expect((await chat.edit(em(), bob, picture.id, null)).text).toBeNull();
      const imageOnly = await chat.send(em(), bob, { roomId, message: 'caption', images: [png] });
      expect(await reason(chat.edit(em(), bob, imageOnly.id, null))).toMatchObject({ reason: 'CHAT_MESSAGE_EMPTY', status: 400 });
    });
  });

  it('records a moderator’s deletion as a moderation event, not the author’s own', async () => {
    const events = () => em().find(ModerationEventSchema, { actionType: 'deleteMessage', targetUserId: cyd.userId! });
    at(0);
    const own = await chat.send(em(), cyd, { roomId, avatarId: 'fox', message: 'oops' });
    await chat.delete(em(), cyd, own.id);
    expect(await events()).toEqual([]);
    at(60_000);
    const rude = await chat.send(em(), cyd, { roomId, avatarId: 'fox', message: 'rude', images: [png] });
    await chat.delete(em(), owner, rude.id);
    expect(await events()).toEqual([
      expect.objectContaining({
        roomId,
        actorId: owner.userId,
        targetUserId: cyd.userId,
        actionType: 'deleteMessage',
        details: { messageId: rude.id, type: 'user', text: 'rude', images: 1 },
        publishedAt: null,
      }),
    ]);
  });

  describe('flood limit (3 messages in 10 s here)', () => {
    it('answers the fourth message within the window with a precise 429, and lets it through once the window moves on', async () => {
      const user = asUser(randomUUID());
      for (const ms of [0, 1000, 2000]) {
        at(ms);
        await chat.send(em(), user, { roomId, avatarId: 'fox', message: `m${ms}` });
      }
      at(5000);
      const before = await messageCount();
      expect(await reason(chat.send(em(), user, { roomId, avatarId: 'fox', message: 'spam' }))).toMatchObject({
        reason: 'CHAT_FLOOD_LIMIT',
        status: 429,
        limit: 3,
        windowSeconds: 10,
        retryAfterSeconds: 5,
      });
      expect(new DomainError('CHAT_FLOOD_LIMIT').message).toBe('You are sending messages too fast, please wait a moment');
      expect(await messageCount()).toBe(before);
      // Other users are not held back, in any room.
      await chat.send(em(), asUser(randomUUID()), { roomId, avatarId: 'fox', message: 'me too' });
      // The limit is per user across rooms.
      expect(await reason(chat.send(em(), user, { roomId: otherRoomId, avatarId: 'fox', message: 'elsewhere' }))).toMatchObject({
        status: 429,
      });
      at(10_001);
      expect((await chat.send(em(), user, { roomId, avatarId: 'fox', message: 'later' })).text).toBe('later');
    });

    it('counts deleted messages too', async () => {
      const user = asUser(randomUUID());
      at(100_000);
      for (let i = 0; i < 3; i++) {
        const m = await chat.send(em(), user, { roomId, avatarId: 'fox', message: `m${i}` });
        await chat.delete(em(), user, m.id);
      }
      expect(await reason(chat.send(em(), user, { roomId, avatarId: 'fox', message: 'again' }))).toMatchObject({ status: 429 });
    });

    it('lets exactly the limit through when one user sends many at once', async () => {
      const user = asUser(randomUUID());
      at(200_000);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) => chat.send(em(), user, { roomId, avatarId: 'fox', message: `burst ${i}` })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(r.reason).toMatchObject({ reason: 'CHAT_FLOOD_LIMIT' });
      }
      expect(await em().count(ChatMessageSchema, { postedBy: user.userId })).toBe(3);
    });
  });
});

describe('federation', () => {
  it('resolves many chat messages in one _entities call with one SQL query', async () => {
    const ids = [(await send(ada, { message: 'e1' })).id, (await send(bob, { message: 'e2' })).id];
    t.queries.length = 0;
    const result = await t.subgraph.execute(
      {
        query: 'query($r: [_Any!]!) { _entities(representations: $r) { ... on ChatMessage { id message } } }',
        variables: { r: [...ids, randomUUID(), 'nope'].map((id) => ({ __typename: 'ChatMessage', id })) },
      },
      {},
    );
    expect(result.data?._entities).toEqual([{ id: ids[0], message: 'e1' }, { id: ids[1], message: 'e2' }, null, null]);
    expect(t.queries.filter((sql) => /from "rooms"\."chat_message"/.test(sql))).toHaveLength(1);
  });

  it('gives a song’s music info only when it has an isrc (the gateway brings the fields from library)', async () => {
    const song = { trackName: 'Slow Orbit', artistName: 'Ada Quill', albumName: null, links: ['https://open.spotify.com/track/x'] };
    const result = await t.subgraph.execute(
      {
        query: `query($r: [_Any!]!) { _entities(representations: $r) { ... on Song { id chatMusicInfo { type providerUrls trackInfo { trackName artistName albumName isrc } } } } }`,
        variables: {
          r: [
            { __typename: 'Song', id: 's1', isrc: 'XXBSP2600004', ...song },
            { __typename: 'Song', id: 's2', isrc: null, ...song },
          ],
        },
      },
      {},
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities).toEqual([
      {
        id: 's1',
        chatMusicInfo: {
          type: 'ChatMusicInfo',
          providerUrls: ['https://open.spotify.com/track/x'],
          trackInfo: { trackName: 'Slow Orbit', artistName: 'Ada Quill', albumName: null, isrc: 'XXBSP2600004' },
        },
      },
      { id: 's2', chatMusicInfo: null },
    ]);
  });
});
