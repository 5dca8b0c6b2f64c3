import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * Scoped access tokens: a token with a scope may run only the root fields its scope lists, whatever the roles of
 * the user it names. The gateway enforces it (HTTP and graphql-ws) before any subgraph is asked; nested fields are
 * resolved as usual, with the token's identity.
 *
 * - `chat` (GET /comet-chat/user-token): a user's (or bot's) token for a chat client: read and subscribe to room
 *   chat, post, edit, delete and react as that user, read one's own profile; nothing else (no rooms, no presence,
 *   no token minting).
 * - `chat:read` (GET /comet-chat/ghost-token): a "ghost" that watches chat: read and subscribe only. It cannot
 *   join a room, so it never appears among the room's listeners, and it cannot post.
 */
export const tokenScopes = ['chat', 'chat:read'] as const;
export type TokenScope = (typeof tokenScopes)[number];

export function isTokenScope(value: unknown): value is TokenScope {
  return (tokenScopes as readonly unknown[]).includes(value);
}

type OperationKind = 'query' | 'mutation' | 'subscription';

const chatReads = ['chatMessage', 'chatMessages', 'chatMessageImage', 'roomChatStanding'];
/** What the gateway runs as the subscriber around a chat subscription (platform's liveSubscriptions `register`). */
const chatListening = ['listenToRoomChat', 'stopListeningToRoomChat'];
const scopeRootFields: Record<TokenScope, Record<OperationKind, readonly string[]>> = {
  chat: {
    // chatMentionCandidates: the composer's "@" suggestions (the user's blocks apply).
    query: [...chatReads, 'me', 'chatMentionCandidates'],
    mutation: ['sendChatMessage', 'editChatMessage', 'deleteChatMessage', 'toggleChatReaction', ...chatListening],
    subscription: ['chatMessageChanged'],
  },
  'chat:read': {
    query: chatReads,
    mutation: chatListening,
    subscription: ['chatMessageChanged'],
  },
};

/** The root fields a scope allows for an operation type (documentation and tests read it too). */
export function scopeAllowedFields(scope: TokenScope, kind: OperationKind): readonly string[] {
  return scopeRootFields[scope][kind];
}

/** The root field names an operation selects, through inline fragments and fragment spreads. */
export function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): Set<string> {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const names = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(operation.selectionSet);
  return names;
}

/** Whether a token of this scope may run the operation: every root field listed (or `__typename`). */
export function scopeAllows(scope: TokenScope, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const allowed = scopeRootFields[scope][operation.operation];
  return [...rootFieldNames(document, operation)].every((name) => name === '__typename' || allowed.includes(name));
}
