import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { useLiveStatus } from '../client';
import { describeError, type ErrorMessage } from '../errors';
import type { ChatMessageFieldsFragment, SendChatMessageInput } from '../gql/graphql';
import {
  ChatHistoryQuery,
  ChatMessageChangedSubscription,
  DeleteChatMessageMutation,
  DeleteRoomConversationMutation,
  EditChatMessageMutation,
  SendChatMessageMutation,
  ToggleChatReactionMutation,
} from './chat.operations';
import { HISTORY_PAGE_SIZE } from './chat-rules';
import { mergeMessages, replaceMessage, withoutMessage } from './merge';

/** A message as the panel holds it: the server's fields, and `pending` while an optimistic one is being sent. */
export type ChatItem = ChatMessageFieldsFragment & { pending?: boolean };

/** What a chat action answers: nothing when it worked, else the error to show. */
export type ActionResult = ErrorMessage | null;

/**
 * A room's chat (docs/live-rooms.md §5): subscribes to `chatMessageChanged` first, then loads the newest page of
 * history; older pages on demand; after the live connection comes back, the newest page again (events may have
 * been missed meanwhile). Every answer, live or not, is merged by id and revision. A CLEARED event (the room's staff
 * deleted the conversation) empties the chat and calls `onCleared`.
 */
export function useChatMessages(roomId: string, options: { onCleared?: () => void } = {}) {
  const client = useClient();
  const onCleared = useRef(options.onCleared);
  onCleared.current = options.onCleared;
  const [messages, setMessages] = useState<ChatItem[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [loadError, setLoadError] = useState<ErrorMessage | null>(null);
  const generation = useRef(0);
  /** The first page arrived (older pages continue from its cursor). */
  const haveFirstPage = useRef(false);

  const merge = useCallback((incoming: readonly ChatItem[], page = false) => {
    setMessages((list) => mergeMessages(list, incoming, { page }));
  }, []);

  /** The newest page: on entering, and to resync after a reconnection. */
  const loadNewest = useCallback(
    async () => {
      const current = generation.current;
      const first = !haveFirstPage.current;
      const result = await client
        .query(ChatHistoryQuery, { roomId, limit: HISTORY_PAGE_SIZE }, { requestPolicy: 'network-only' })
        .toPromise();
      if (current !== generation.current) return;
      if (result.data) {
        const page = result.data.chatMessages;
        if (first) {
          haveFirstPage.current = true;
          // The first page, with whatever arrived live meanwhile (newer, or newer revisions) merged into it.
          setMessages((live) => mergeMessages(page.messages, live));
          // Older pages continue from the oldest message of the first page only: a resync fills the newest end.
          setOlderCursor(page.nextCursor ?? null);
        } else {
          merge(page.messages, true);
        }
        setLoadError(null);
      } else if (result.error) {
        setLoadError(describeError(result.error));
      }
      setLoading(false);
    },
    [client, merge, roomId],
  );

  useEffect(() => {
    generation.current += 1;
    haveFirstPage.current = false;
    setMessages([]);
    setOlderCursor(null);
    setLoading(true);
    setLoadingOlder(false);
    setLoadError(null);
    // Subscribe before loading the history, so no message falls between the two.
    const live = client.subscription(ChatMessageChangedSubscription, { roomId }).subscribe((result) => {
      const changed = result.data?.chatMessageChanged;
      if (changed?.lastChange === 'CLEARED') {
        // The room's staff deleted the whole conversation: empty the chat at once (no older pages are left either).
        // A page read before the delete and answered after it is dropped (a new generation): it holds deleted messages.
        generation.current += 1;
        haveFirstPage.current = true;
        setMessages([]);
        setOlderCursor(null);
        setLoading(false);
        setLoadingOlder(false);
        onCleared.current?.();
      } else if (changed) merge([changed]);
      else if (result.error) setLoadError(describeError(result.error));
    });
    void loadNewest();
    return () => live.unsubscribe();
  }, [client, loadNewest, merge, roomId]);

  // The live connection dropped and came back: events of the gap are lost, so read the newest page again.
  const status = useLiveStatus();
  const wasClosed = useRef(false);
  useEffect(() => {
    if (status === 'closed') wasClosed.current = true;
    else if (status === 'connected' && wasClosed.current) {
      wasClosed.current = false;
      void loadNewest();
    }
  }, [status, loadNewest]);

  const loadOlder = useCallback(async () => {
    if (!olderCursor || loadingOlder) return;
    const current = generation.current;
    setLoadingOlder(true);
    const result = await client
      .query(ChatHistoryQuery, { roomId, limit: HISTORY_PAGE_SIZE, before: olderCursor }, { requestPolicy: 'network-only' })
      .toPromise();
    if (current !== generation.current) return;
    setLoadingOlder(false);
    if (result.data) {
      merge(result.data.chatMessages.messages);
      setOlderCursor(result.data.chatMessages.nextCursor ?? null);
      setLoadError(null);
    } else if (result.error) {
      setLoadError(describeError(result.error));
    }
  }, [client, merge, olderCursor, loadingOlder, roomId]);

  /** Shows `placeholder` at once, then the server's copy; on failure removes it and says why. */
  const send = useCallback(
    async (input: SendChatMessageInput, placeholder: ChatItem): Promise<ActionResult> => {
      merge([placeholder]);
      const result = await client.mutation(SendChatMessageMutation, { input }).toPromise();
      const sent = result.data?.sendChatMessage;
      if (sent) {
        setMessages((list) => replaceMessage(list, placeholder.id, sent));
        return null;
      }
      setMessages((list) => withoutMessage(list, placeholder.id));
      return describeError(result.error);
    },
    [client, merge],
  );

  const edit = useCallback(
    async (id: string, message: string): Promise<ActionResult> => {
      const result = await client.mutation(EditChatMessageMutation, { id, message }).toPromise();
      if (result.data) merge([result.data.editChatMessage]);
      return result.data ? null : describeError(result.error);
    },
    [client, merge],
  );

  const remove = useCallback(
    async (id: string): Promise<ActionResult> => {
      const result = await client.mutation(DeleteChatMessageMutation, { id }).toPromise();
      if (result.data) merge([result.data.deleteChatMessage]);
      return result.data ? null : describeError(result.error);
    },
    [client, merge],
  );

  /** Deletes the room's whole conversation (its staff); the live CLEARED event empties this chat and every other. */
  const clearAll = useCallback(async (): Promise<ActionResult> => {
    const result = await client.mutation(DeleteRoomConversationMutation, { roomId }).toPromise();
    return result.data ? null : describeError(result.error);
  }, [client, roomId]);

  const react = useCallback(
    async (messageId: string, emoji: string): Promise<ActionResult> => {
      const result = await client.mutation(ToggleChatReactionMutation, { messageId, emoji }).toPromise();
      if (result.data) merge([result.data.toggleChatReaction]);
      return result.data ? null : describeError(result.error);
    },
    [client, merge],
  );

  return { messages, loading, loadError, olderCursor, loadingOlder, loadOlder, send, edit, remove, react, clearAll };
}
