import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { MeQuery } from '../operations';
import type { ErrorMessage } from '../errors';
import type { SendChatMessageInput } from '../gql/graphql';
import { useApp } from '../session-context';
import { ChatComposer, type ChatDraft } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { canDelete, canEdit, chatDisabledFor, DEFAULT_COLOR, draftMedia, isNearBottom, nextEditDeadline } from './chat-rules';
import { mentionsUser } from './tokens';
import { useChatMessages, type ActionResult, type ChatItem } from './useChatMessages';
import './chat.css';

export interface ChatPanelProps {
  /** The room's id (not its slug). */
  roomId: string;
  /** The room's users: names for mentions and the "@" suggestions. */
  members: { id: string; displayName: string }[];
  /** The viewer may delete anyone's message (owner, coOwner, moderator, platform moderator). */
  canModerate: boolean;
  /** ISO time the viewer's chat restriction ends; null when chat is not disabled. */
  chatDisabledUntil: string | null;
  /** The server clock (ms since the epoch): the edit window and the end of chat-disabled are on it. */
  serverNow: () => number;
  /** Filled with a way to post a text from outside the panel (sharing the song playing): not a reply. */
  shareRef?: RefObject<ChatShare | null>;
}

/** Posts a text to the room's chat as the viewer; answers the error when it was not posted. */
export type ChatShare = (text: string) => Promise<ActionResult>;

/** The avatar a user message names when its author chose none (the spec wants one on every user message). */
const DEFAULT_AVATAR_ID = 'default';
/** Longest wait a timer takes (setTimeout's limit). */
const MAX_TIMER_MS = 2_147_483_647;

let placeholderCount = 0;

/** Re-renders at `at` (server clock), once; nothing when `at` is null or past. */
function useWakeAt(at: number | null, serverNow: () => number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (at === null) return;
    const wait = at - serverNow();
    if (wait < 0) return;
    const timer = window.setTimeout(() => setTick((n) => n + 1), Math.min(wait + 25, MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [at, serverNow]);
}

/**
 * A room's chat: the messages (live, with older pages on demand), replies, reactions, images, gifs, song cards,
 * playlist previews and mentions; a composer for signed-in users whose chat is not disabled.
 */
export function ChatPanel({ roomId, members, canModerate, chatDisabledUntil, serverNow, shareRef }: ChatPanelProps) {
  const { t, i18n } = useLingui();
  const { viewer } = useApp();
  const viewerId = viewer.kind === 'user' ? viewer.id : null;
  const [me] = useQuery({ query: MeQuery, pause: viewerId === null });
  const avatarId = me.data?.me.avatarId ?? DEFAULT_AVATAR_ID;
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [replyingTo, setReplyingTo] = useState<ChatItem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** The staff's "delete the whole conversation" asks once more before it deletes. */
  const [confirmingClear, setConfirmingClear] = useState(false);
  const chat = useChatMessages(roomId, {
    onCleared: () => {
      setReplyingTo(null);
      setNotice(t`The room’s staff deleted the conversation.`);
    },
  });
  const { messages } = chat;
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // The server clock decides: the edit buttons go at their deadline, the composer comes back when chat-disabled ends.
  const now = serverNow();
  const disabledMs = chatDisabledFor(chatDisabledUntil, now);
  useWakeAt(disabledMs > 0 ? now + disabledMs : null, serverNow);
  useWakeAt(nextEditDeadline(messages, viewerId, now), serverNow);
  const disabled = disabledMs > 0;
  const mayChat = !!viewerId && !disabled;

  useEffect(() => {
    setReplyingTo(null);
    setError(null);
  }, [roomId]);
  useEffect(() => {
    if (!mayChat) setReplyingTo(null);
  }, [mayChat]);

  // Names for mention markers: the room's members, then anyone seen in the chat.
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const message of messages) {
      if (message.author) map.set(message.author.id.toLowerCase(), message.author.displayName);
      for (const user of message.mentions) map.set(user.id.toLowerCase(), user.displayName);
    }
    for (const member of members) map.set(member.id.toLowerCase(), member.displayName);
    return map;
  }, [members, messages]);
  const nameOf = useCallback((userId: string) => names.get(userId.toLowerCase()), [names]);
  const mentionable = useMemo(
    () => members.filter((member) => member.id.toLowerCase() !== viewerId?.toLowerCase()),
    [members, viewerId],
  );

  /* Scrolling: stay at the newest message unless the reader scrolled up; then offer "New messages". */
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const lastId = useRef<string | null>(null);
  const keepOffset = useRef<{ height: number; top: number } | null>(null);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = isNearBottom(el);
    if (atBottom.current) setUnseen(0);
  };

  useLayoutEffect(() => {
    const el = scroller.current;
    const newest = messages.at(-1);
    if (!el) return;
    if (keepOffset.current) {
      // Older messages went in above: keep what the reader was looking at in place.
      const { height, top } = keepOffset.current;
      keepOffset.current = null;
      el.scrollTop = top + (el.scrollHeight - height);
    }
    if (newest && newest.id !== lastId.current) {
      // The first page, your own message, or a reader at the end: follow. Otherwise say something new came.
      if (lastId.current === null || atBottom.current || newest.pending) scrollToBottom();
      else setUnseen((n) => n + 1);
    }
    lastId.current = newest?.id ?? null;
  }, [messages, scrollToBottom]);

  const onMediaLoad = useCallback(() => {
    if (atBottom.current) scrollToBottom();
  }, [scrollToBottom]);

  // Content that changes height after it is shown (images, an edit, a reaction) keeps a reader at the end there.
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && !keepOffset.current) scrollToBottom();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollToBottom]);

  const loadOlder = () => {
    const el = scroller.current;
    if (el) keepOffset.current = { height: el.scrollHeight, top: el.scrollTop };
    void chat.loadOlder();
  };

  /* Actions: each failure shows in the chat's error line. */
  const report = useCallback((result: ActionResult): ActionResult => {
    setError(result);
    return result;
  }, []);
  const { react: reactTo, edit: editMessage, remove: removeMessage } = chat;
  const onReact = useCallback(async (id: string, emoji: string) => report(await reactTo(id, emoji)), [reactTo, report]);
  const onEdit = useCallback(async (id: string, text: string) => report(await editMessage(id, text)), [editMessage, report]);
  const onDelete = useCallback(async (id: string) => report(await removeMessage(id)), [removeMessage, report]);
  const onReply = useCallback((message: ChatItem) => setReplyingTo(message), []);
  const { clearAll } = chat;
  const onClearAll = async () => {
    setConfirmingClear(false);
    report(await clearAll());
  };

  const onJump = useCallback(
    (id: string) => {
      const target = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`);
      if (!target) {
        setNotice(t`That message is not loaded; load older messages to see it.`);
        return;
      }
      setNotice(null);
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
      target.classList.add('chat-message-flash');
      window.setTimeout(() => target.classList.remove('chat-message-flash'), 1600);
    },
    [t],
  );

  const { send: sendMessage } = chat;
  const sendDraft = useCallback(
    async (draft: ChatDraft, reply: ChatItem | null): Promise<ActionResult> => {
      if (viewer.kind !== 'user') return null;
      const text = draft.text.trim();
      const input: SendChatMessageInput = {
        roomId,
        avatarId,
        message: text || null,
        replyToId: reply?.id ?? null,
        images: draft.images.length ? draft.images : null,
        gif: draft.gif,
        media: draftMedia(text, draft.gif),
      };
      placeholderCount += 1;
      const placeholder: ChatItem = {
        id: `pending-${placeholderCount}`,
        pending: true,
        roomId,
        type: 'user',
        color: DEFAULT_COLOR,
        date: new Date(serverNow()).toISOString(),
        revision: 0,
        lastChange: 'ADDED',
        deleted: false,
        editedAt: null,
        message: text || null,
        userUuid: viewer.id,
        avatarId,
        replyToId: reply?.id ?? null,
        gif: draft.gif,
        media: draftMedia(text, draft.gif) ?? [],
        imageUrls: draft.images,
        consumableId: null,
        consumable: null,
        mentionedUserIds: [],
        replyCount: 0,
        author: { id: viewer.id, displayName: viewer.displayName, roles: [] },
        mentions: [],
        replyTo: reply
          ? {
              id: reply.id,
              type: reply.type,
              deleted: reply.deleted,
              message: reply.message,
              userUuid: reply.userUuid,
              author: reply.author ? { id: reply.author.id, displayName: reply.author.displayName } : null,
              imageUrls: reply.imageUrls,
              gif: reply.gif,
            }
          : null,
        reactions: [],
        songs: [],
        playlistId: null,
        playlist: null,
      };
      setError(null);
      if (reply) setReplyingTo(null);
      const failed = report(await sendMessage(input, placeholder));
      if (failed && reply) setReplyingTo((current) => current ?? reply);
      return failed;
    },
    [viewer, avatarId, roomId, serverNow, sendMessage, report],
  );
  const onSend = useCallback((draft: ChatDraft) => sendDraft(draft, replyingTo), [sendDraft, replyingTo]);

  useEffect(() => {
    if (!shareRef || !mayChat) return;
    const share: ChatShare = (text) => sendDraft({ text, images: [], gif: null }, null);
    shareRef.current = share;
    return () => {
      if (shareRef.current === share) shareRef.current = null;
    };
  }, [shareRef, sendDraft, mayChat]);

  const disabledUntil = chatDisabledUntil ? new Date(chatDisabledUntil) : null;
  const untilText =
    disabledUntil &&
    i18n.date(
      disabledUntil,
      disabledUntil.getTime() - now < 86_400_000
        ? { hour: '2-digit', minute: '2-digit', second: '2-digit' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );

  return (
    <section className="chat-panel" data-testid="chat-panel" aria-label={t`Room chat`}>
      <div className="chat-body">
        <div className="chat-scroll" ref={scroller} onScroll={onScroll} tabIndex={0} aria-label={t`Chat messages, scrollable`}>
          {chat.olderCursor && (
            <button
              type="button"
              className="chat-button chat-load-older"
              data-testid="chat-load-older"
              disabled={chat.loadingOlder}
              onClick={loadOlder}
            >
              {chat.loadingOlder ? t`Loading…` : t`Load older messages`}
            </button>
          )}
          {chat.loading && <p className="chat-status muted">{t`Loading messages…`}</p>}
          {!chat.loading && messages.length === 0 && !chat.loadError && (
            <p className="chat-status muted" data-testid="chat-empty">
              {t`No messages yet. Say hello!`}
            </p>
          )}
          <ol ref={list} className="chat-list" role="log" aria-live="polite" aria-label={t`Chat messages`} data-testid="chat-log">
            {messages.map((message) => (
              <ChatMessageItem
                key={message.id}
                message={message}
                viewerId={viewerId}
                mayChat={mayChat}
                editable={!disabled && canEdit(message, viewerId, now)}
                deletable={canDelete(message, viewerId, canModerate)}
                mentionsMe={!!viewerId && mentionsUser(message, viewerId)}
                nameOf={nameOf}
                onReply={onReply}
                onReact={onReact}
                onEdit={onEdit}
                onDelete={onDelete}
                onJump={onJump}
                onMediaLoad={onMediaLoad}
              />
            ))}
          </ol>
        </div>
        {unseen > 0 && (
          <button type="button" className="chat-button chat-new-messages" data-testid="chat-new-messages" onClick={scrollToBottom}>
            {t`New messages`} ↓
          </button>
        )}
      </div>

      <div className="chat-footer">
        <ErrorText error={error ?? chat.loadError} testId="chat-error" />
        {notice && (
          <p className="chat-notice muted small" role="status" data-testid="chat-notice">
            {notice}
            <button type="button" className="chat-icon-button" aria-label={t`Dismiss`} onClick={() => setNotice(null)}>
              ✕
            </button>
          </p>
        )}
        {canModerate &&
          (confirmingClear ? (
            <p className="chat-clear-confirm small" role="alert" data-testid="chat-clear-confirm">
              {t`Delete every message of this room’s chat, for everyone? This cannot be undone.`}{' '}
              <button type="button" className="chat-button danger" data-testid="chat-clear-yes" onClick={() => void onClearAll()}>
                {t`Delete the conversation`}
              </button>{' '}
              <button type="button" className="chat-button" onClick={() => setConfirmingClear(false)}>
                {t`Cancel`}
              </button>
            </p>
          ) : (
            <button type="button" className="chat-button chat-clear" data-testid="chat-clear" onClick={() => setConfirmingClear(true)}>
              {t`Delete the conversation…`}
            </button>
          ))}
        {viewer.kind !== 'user' ? (
          <p className="chat-readonly" data-testid="chat-sign-in">
            {t`Sign in to chat`}
          </p>
        ) : disabled ? (
          <p className="chat-readonly" data-testid="chat-disabled" role="status">
            {t`You can't chat until ${untilText}`}
          </p>
        ) : (
          <ChatComposer
            members={mentionable}
            replyingTo={replyingTo}
            onCancelReply={() => {
              setReplyingTo(null);
              inputRef.current?.focus();
            }}
            onSend={onSend}
            onError={setError}
            nameOf={nameOf}
            inputRef={inputRef}
          />
        )}
      </div>
    </section>
  );
}
