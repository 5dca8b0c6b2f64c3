import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import { startProduct, type TestProduct } from '@backspin/product/testing';
import { demoSongs, type LibraryServices } from '@backspin/library';
import type { RoomStateDocument } from '../live-state/room-state.ts';

// What rooms shows of a user comes from accounts, on the whole product: each listed user's `userProfile` in the
// room state (spec 3 §3, beside their `songVotes`), and the avatar of their chat messages (spec 3 §5), whatever
// a client claims. A song card's song is the one library resolves from the card's link.

let product: TestProduct;
const users = {} as Record<'dj' | 'fan' | 'guest', { id: string; token: string }>;
let roomId: string;

async function ok(who: keyof typeof users, query: string, variables: Record<string, unknown> = {}) {
  const result = await postGraphQL<Record<string, any>>(product.gatewayUrl, query, variables, users[who].token);
  expect(result.errors).toBeUndefined();
  return result.data!;
}
const state = async (): Promise<RoomStateDocument> =>
  (await ok('fan', 'query($r: ID!) { roomState(roomId: $r) { document } }', { r: roomId })).roomState.document;
const join = async (who: keyof typeof users): Promise<string> =>
  (await ok(who, 'mutation($r: ID!) { joinRoom(roomId: $r) { connectionId } }', { r: roomId })).joinRoom.connectionId;
const setProfile = (who: keyof typeof users, input: Record<string, unknown>) =>
  ok(who, 'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { id } }', { i: input });
const SEND = 'mutation($i: SendChatMessageInput!) { sendChatMessage(input: $i) { avatarId author { avatarId } songs { link songId song { id } } } }';

beforeAll(async () => {
  product = await startProduct({ restBridge: false, env: { ROOM_SWEEP_INTERVAL_MS: '60000', JOB_POLL_INTERVAL_MS: '600000' } });
  for (const name of ['dj', 'fan'] as const) {
    const signUp = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
      product.gatewayUrl,
      'mutation($e: String!) { signUp(input: { email: $e, password: "a long secret" }) { accessToken user { id } } }',
      { e: `profiles-${name}@example.com` },
    );
    users[name] = { id: signUp.data!.signUp.user.id, token: signUp.data!.signUp.accessToken };
  }
  const guest = await postGraphQL<{ guestToken: { accessToken: string; guestId: string } }>(product.gatewayUrl, 'mutation { guestToken { accessToken guestId } }');
  users.guest = { id: guest.data!.guestToken.guestId, token: guest.data!.guestToken.accessToken };
  roomId = (await ok('dj', 'mutation { createRoom(input: { slug: "profiles", name: "Profiles" }) { id } }')).createRoom.id;
});
afterAll(() => product?.stop());

describe('allUserData (spec 3, §3)', () => {
  it('carries userProfile and songVotes for every listed user, and nothing for guests', async () => {
    await setProfile('fan', { displayName: 'Fan Person', avatarId: 'vinyl-3' });
    await join('dj');
    await join('fan');
    await join('guest');
    let document = await state();
    expect(Object.keys(document.allUserData).sort()).toEqual([users.dj.id, users.fan.id].sort());
    expect(document.allUserData[users.fan.id]).toEqual({
      userProfile: { uuid: users.fan.id, displayName: 'Fan Person', avatarId: 'vinyl-3', badges: [] },
      songVotes: { vote: null, star: false },
    });
    expect(document.allUserData[users.dj.id]).toMatchObject({ userProfile: { uuid: users.dj.id, avatarId: null }, songVotes: { vote: null, star: false } });

    // A song plays: the fan's vote and like show in their songVotes; the DJ's stay empty.
    await ok('dj', 'mutation($s: [ID!]!) { addCrateSongs(crate: { special: QUEUE }, songIds: $s) { crate { id } } }', { s: [demoSongs[0]!.id] });
    await ok('dj', 'mutation($r: ID!) { takeDjSeat(roomId: $r) { seq } }', { r: roomId });
    await ok('fan', 'mutation($r: ID!) { voteSong(roomId: $r, direction: "up") { id } }', { r: roomId });
    await ok('fan', 'mutation($r: ID!) { likeSong(roomId: $r) { id } }', { r: roomId });
    document = await state();
    expect(document.allUserData[users.fan.id]!.songVotes).toEqual({ vote: 'up', star: true });
    expect(document.allUserData[users.dj.id]!.songVotes).toEqual({ vote: null, star: false });

    // A profile change shows from the next join (a reconnect rejoins); a user who leaves leaves allUserData.
    await setProfile('fan', { avatarId: 'vinyl-4' });
    await join('fan');
    expect((await state()).allUserData[users.fan.id]!.userProfile).toMatchObject({ avatarId: 'vinyl-4' });
    await ok('fan', 'mutation($r: ID!) { leaveRoom(roomId: $r) }', { r: roomId });
    expect(Object.keys((await state()).allUserData)).toEqual([users.dj.id]);
  });
});

describe('chat messages (spec 3, §5)', () => {
  it('show the author’s current avatar, never the one the client claims; "default" for an author who chose none', async () => {
    await setProfile('fan', { avatarId: 'vinyl-3' });
    const claimed = await ok('fan', SEND, { i: { roomId, message: 'hello', avatarId: 'vinyl-12' } });
    expect(claimed.sendChatMessage).toMatchObject({ avatarId: 'vinyl-3', author: { avatarId: 'vinyl-3' } });
    await setProfile('fan', { avatarId: 'vinyl-5' });
    expect((await ok('fan', SEND, { i: { roomId, message: 'new look' } })).sendChatMessage.avatarId).toBe('vinyl-5');
    expect((await ok('dj', SEND, { i: { roomId, message: 'hi', avatarId: 'vinyl-1' } })).sendChatMessage.avatarId).toBe('default');
  });

  it('build a song card from the song library resolves from the link, not from a song id the client names', async () => {
    const library = product.subgraphs.get('library') as RunningSubgraph<LibraryServices>;
    const song = await library.services.songs.upsertCatalogEntry(library.db.em.fork(), {
      trackName: 'Card Song',
      artistName: 'Linked',
      duration: 200,
      status: 'SUCCESS',
      musicProviders: { spotify: '1cardsong0000000000000' },
    });
    const link = 'https://open.spotify.com/track/1cardsong0000000000000';
    const other = demoSongs[1]!.id;
    const sent = await ok('fan', SEND, { i: { roomId, message: 'this one', songs: [{ link, songId: other }] } });
    expect(sent.sendChatMessage.songs).toEqual([{ link, songId: song.id, song: { id: song.id } }]);
    const unknown = 'https://open.spotify.com/track/0unknown00000000000000';
    const notFound = await ok('fan', SEND, { i: { roomId, message: 'and this', songs: [{ link: unknown, songId: other }] } });
    expect(notFound.sendChatMessage.songs).toEqual([{ link: unknown, songId: null, song: null }]);
  });
});
