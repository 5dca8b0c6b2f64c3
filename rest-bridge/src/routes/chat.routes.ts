import { graphql } from '../gql/index.ts';
import { integerParam, RawResponse, route, type RestRoute } from './route.ts';

/**
 * Chat images under /api/room-service (not in the spec's paths; the chat's `imageUrls` point here). The rooms
 * subgraph says which stored file an image of a message is, or 404 once the message is deleted; the bridge
 * streams it from the shared media storage, with the type rooms read from its bytes.
 */
const ChatImage = graphql(`
  query RestChatMessageImage($messageId: ID!, $index: Int!) {
    chatMessageImage(messageId: $messageId, index: $index) { storageKey contentType }
  }
`);

export const chatRoutes: RestRoute[] = [
  route({
    method: 'GET',
    service: 'room',
    path: '/chat/messages/{id}/images/{index}',
    tag: 'room-service',
    summary: 'An image of a chat message (PNG, JPEG, GIF or WebP); 404 once the message is deleted',
    operation: ChatImage,
    variables: ({ params }) => ({ messageId: params.id ?? '', index: integerParam({ index: params.index }, 'index') ?? 0 }),
    result: async (data, { storage }) =>
      new RawResponse(data.chatMessageImage.contentType, await storage.get(data.chatMessageImage.storageKey), {
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      }),
  }),
];
