import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSubgraph } from '@backspin/platform';
import { postGraphQL } from '@backspin/test-kit';
import type { LibraryServices } from '@backspin/library/context';
import { connectLiveClient } from '@backspin/test-kit/live-client';
import { startProduct, type TestProduct } from '@backspin/product/testing';

let product: TestProduct;
const clients: Client[] = [];
let ada: { id: string; token: string };
let bob: { id: string; token: string };
let lobbyId: string;

/** The first demo song (library demo data): it has an isrc, so its song card carries music info. */
const demoSongId = '00000000-0000-4000-8000-000000000101';
const spotifyTrack = '4uLU6hMCjMI75M1A2tKUQC';

async function signUp(email: string, displayName: string) {
  const result = await postGraphQL<{ signUp: { accessToken: string; user: { id: string } } }>(
    product.gatewayUrl,
    'mutation($email: String!, $name: String) { signUp(input: { email: $email, password: "a long secret", displayName: $name }) { accessToken user { id } } }',
    { email, name: displayName },
  );
  return { id: result.data!.signUp.user.id, token: result.data!.signUp.accessToken };
}

beforeAll(async () => {
  product = await startProduct({ restBridge: false });
  ada = await signUp('ada.chat@example.com', 'Ada');
  bob = await signUp('bob.chat@example.com', 'Bob');
  const lobby = await postGraphQL<{ roomBySlug: { id: string } }>(product.gatewayUrl, '{ roomBySlug(slug: "lobby") { id } }');
  lobbyId = lobby.data!.roomBySlug.id;
  // A catalogue song with a Spotify id: a link to it in a message becomes its song card (rooms asks library).
  const library = product.subgraphs.get('library') as RunningSubgraph<LibraryServices>;
  await library.services.songs.upsertCatalogEntry(library.db.em.fork(), {
    trackName: 'Linked Song',
    artistName: 'Link Artist',
    duration: 200,
    status: 'SUCCESS',
    isrc: 'XXBSP2699999',
    musicProviders: { spotify: spotifyTrack },
    links: [`https://open.spotify.com/track/${spotifyTrack}`],
  });
});

afterAll(async () => {
  for (const client of clients) await client.dispose();
  await product?.stop();
});

function connect(token?: string): Client {
  const client = connectLiveClient(product.gatewayWsUrl, token);
  clients.push(client);
  return client;
}

const call = async <T = Record<string, any>>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
  const result = await postGraphQL<T>(product.gatewayUrl, query, variables, token);
  expect(result.errors).toBeUndefined();
  return result.data!;
};

const SELECTION = `subscription($roomId: ID!) {
  chatMessageChanged(roomId: $roomId) {
    id message lastChange revision deleted
    author { displayName }
    replyTo { message author { displayName } }
    reactions { emoji count users { displayName } }
    songs { link song { trackName chatMusicInfo { type providerUrls trackInfo { trackName isrc } } } }
    room { slug }
  }
}`;

describe('chat live through the gateway (graphql-ws)', () => {
  it('shows two subscribers a new message, a reply, a reaction, an edit and a deletion, fields of every subgraph resolved', async () => {
    const hub = product.gateway.hub;
    const asBob = connect(bob.token).iterate<Record<string, any>>({ query: SELECTION, variables: { roomId: lobbyId } });
    const asGuest = connect().iterate<Record<string, any>>({ query: SELECTION, variables: { roomId: lobbyId } });
    const both = async () => {
      const [one, two] = await Promise.all([asBob.next(), asGuest.next()]);
      expect(one!.value).toEqual(two!.value);
      expect(one!.value.errors).toBeUndefined();
      return one!.value.data.chatMessageChanged;
    };
    let pending = both();
    await hub.until((h) => h.subscribers === 2);

    const sent = await call<{ sendChatMessage: { id: string } }>(
      `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }`,
      {
        input: {
          roomId: lobbyId,
          avatarId: 'fox',
          message: `this one https://open.spotify.com/track/${spotifyTrack}`,
          songs: [{ link: 'https://soundcloud.com/demo/harbour-lights', songId: demoSongId }],
        },
      },
      ada.token,
    );
    const id = sent.sendChatMessage.id;
    expect(await pending).toEqual({
      id,
      message: `this one https://open.spotify.com/track/${spotifyTrack}`,
      lastChange: 'ADDED',
      revision: 1,
      deleted: false,
      author: { displayName: 'Ada' },
      replyTo: null,
      reactions: [],
      songs: [
        // Sent with a song id: not trusted; the card's song is what library resolves from the link (a SoundCloud
        // permalink it cannot resolve here: none).
        { link: 'https://soundcloud.com/demo/harbour-lights', song: null },
        // Found in the text; library knew the link.
        {
          link: `https://open.spotify.com/track/${spotifyTrack}`,
          song: {
            trackName: 'Linked Song',
            chatMusicInfo: {
              type: 'ChatMusicInfo',
              providerUrls: [`https://open.spotify.com/track/${spotifyTrack}`],
              trackInfo: { trackName: 'Linked Song', isrc: 'XXBSP2699999' },
            },
          },
        },
      ],
      room: { slug: 'lobby' },
    });

    pending = both();
    await call(
      `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }`,
      { input: { roomId: lobbyId, avatarId: 'owl', message: 'nice pick', replyToId: id } },
      bob.token,
    );
    expect(await pending).toMatchObject({
      message: 'nice pick',
      author: { displayName: 'Bob' },
      replyTo: { message: `this one https://open.spotify.com/track/${spotifyTrack}`, author: { displayName: 'Ada' } },
    });

    pending = both();
    await call('mutation($id: ID!) { toggleChatReaction(messageId: $id, emoji: "🔥") { id } }', { id }, bob.token);
    expect(await pending).toMatchObject({
      id,
      lastChange: 'REACTION',
      revision: 2,
      reactions: [{ emoji: '🔥', count: 1, users: [{ displayName: 'Bob' }] }],
    });

    pending = both();
    await call('mutation($id: ID!) { toggleChatReaction(messageId: $id, emoji: "🔥") { id } }', { id }, bob.token);
    expect(await pending).toMatchObject({ id, lastChange: 'REACTION', revision: 3, reactions: [] });

    pending = both();
    await call('mutation($id: ID!) { editChatMessage(id: $id, message: "this one, really") { id } }', { id }, ada.token);
    expect(await pending).toMatchObject({ id, lastChange: 'EDITED', revision: 4, message: 'this one, really', songs: [expect.objectContaining({ link: 'https://soundcloud.com/demo/harbour-lights' })] });

    pending = both();
    await call('mutation($id: ID!) { deleteChatMessage(id: $id) { id } }', { id }, ada.token);
    expect(await pending).toMatchObject({ id, lastChange: 'DELETED', revision: 5, deleted: true, message: null, songs: [] });

    await asBob.return?.();
    await asGuest.return?.();
    await hub.until((h) => h.subscribers === 0 && h.topicCount === 0);

    // The history, read through the gateway: newest first, the deleted message left out.
    const history = await call<{ chatMessages: { messages: { message: string; author: { displayName: string } }[] } }>(
      'query($roomId: ID!) { chatMessages(roomId: $roomId, limit: 10) { messages { message author { displayName } } } }',
      { roomId: lobbyId },
    );
    expect(history.chatMessages.messages).toEqual([{ message: 'nice pick', author: { displayName: 'Bob' } }]);
  });

  it('does not mix rooms: a subscriber of one room hears nothing of another', async () => {
    const hub = product.gateway.hub;
    const room = await call<{ createRoom: { id: string } }>('mutation { createRoom(input: { slug: "quiet", name: "Quiet" }) { id } }', {}, ada.token);
    const quiet = connect().iterate<Record<string, any>>({
      query: 'subscription($roomId: ID!) { chatMessageChanged(roomId: $roomId) { message } }',
      variables: { roomId: room.createRoom.id },
    });
    const next = quiet.next();
    await hub.until((h) => h.subscribers === 1);
    await call(
      `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }`,
      { input: { roomId: lobbyId, avatarId: 'fox', message: 'lobby only' } },
      ada.token,
    );
    await call(
      `mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }`,
      { input: { roomId: room.createRoom.id, avatarId: 'fox', message: 'quiet here' } },
      bob.token,
    );
    // Had the lobby's message (sent first) leaked into this room's topic, it would arrive first.
    expect((await next).value).toEqual({ data: { chatMessageChanged: { message: 'quiet here' } } });
    await quiet.return?.();
  });
});
