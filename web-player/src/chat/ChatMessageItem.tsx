import { Plural, useLingui } from '@lingui/react/macro';
import { memo, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { restResourceUrl } from '../rest-url';
import { useCrateTitle } from '../crates/crate-title';
import { useApp } from '../session-context';
import type { ActionResult, ChatItem } from './useChatMessages';
import { ChatConsumable } from './ChatConsumable';
import { badgesOf, colorOf, MESSAGE_MAX_LENGTH, PICKER_EMOJIS, textLength, type Badge } from './chat-rules';
import { decodeMentions, encodeMentions, plainText, tokenize } from './tokens';

export interface ChatMessageItemProps {
  message: ChatItem;
  /** The signed-in viewer's id; null for a guest. */
  viewerId: string | null;
  /** Signed in and not chat-disabled: may reply and react. */
  mayChat: boolean;
  editable: boolean;
  deletable: boolean;
  mentionsMe: boolean;
  /** A user's name for a mention marker, when no one better is known. */
  nameOf: (userId: string) => string | undefined;
  onReply: (message: ChatItem) => void;
  onReact: (messageId: string, emoji: string) => Promise<ActionResult>;
  onEdit: (messageId: string, text: string) => Promise<ActionResult>;
  onDelete: (messageId: string) => Promise<ActionResult>;
  /** Scroll to a message of the list (a reply's quote). */
  onJump: (messageId: string) => void;
  /** An image finished loading (the list may need to stay at its end). */
  onMediaLoad: () => void;
}

const imageLink = /\.(png|jpe?g|gif|webp|avif)(\?|#|$)/i;
const videoLink = /\.(mp4|webm|ogv)(\?|#|$)/i;

function useTime(iso: string): { short: string; full: string } {
  const { i18n } = useLingui();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { short: '', full: '' };
  const today = new Date().toDateString() === date.toDateString();
  return {
    short: i18n.date(date, today ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
    full: i18n.date(date, { dateStyle: 'full', timeStyle: 'medium' }),
  };
}

function BadgeChip({ badge }: { badge: Badge }) {
  const { t } = useLingui();
  const labels: Record<Badge, string> = {
    superUser: t`Super user`,
    admin: t`Admin`,
    staff: t`Staff`,
    globalModerator: t`Global moderator`,
    moderator: t`Moderator`,
    promoter: t`Promoter`,
    bot: t`Bot`,
  };
  return (
    <span className="chat-badge" data-badge={badge}>
      {labels[badge]}
    </span>
  );
}

/** The text with mentions as highlighted "@Name" and links as links (a consumable shows as the message's card). */
function MessageText({ text, nameOf }: { text: string; nameOf: (userId: string) => string | undefined }) {
  const { t } = useLingui();
  const parts: ReactNode[] = tokenize(text).map((token, i) => {
    switch (token.kind) {
      case 'text':
        return token.text;
      case 'mention': {
        const name = nameOf(token.userId);
        return (
          <span key={i} className="chat-mention" data-user-id={token.userId}>
            @{name ?? t`someone`}
          </span>
        );
      }
      case 'consumable':
        // The message's consumable card (ChatConsumable, with its picture and name) shows it.
        return null;
      case 'link':
        return (
          <a key={i} href={token.url} target="_blank" rel="noopener noreferrer nofollow">
            {token.url}
          </a>
        );
    }
  });
  return <>{parts}</>;
}

/** A message whose text is only its consumable marker: the card says it all. */
const onlyConsumable = (text: string) => tokenize(text).every((token) => token.kind === 'consumable' || (token.kind === 'text' && !token.text.trim()));

function ChatImage({ src, alt, onLoad }: { src: string; alt: string; onLoad: () => void }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <a className="chat-image-missing" href={src} target="_blank" rel="noopener noreferrer">
        {t`Image unavailable`}
      </a>
    );
  }
  return (
    <a className="chat-image-link" href={src} target="_blank" rel="noopener noreferrer">
      <img className="chat-image" src={src} alt={alt} loading="lazy" onLoad={onLoad} onError={() => setFailed(true)} />
    </a>
  );
}

function Attachments({ message, viewerId, senderName, onMediaLoad }: { message: ChatItem; viewerId: string | null; senderName: string; onMediaLoad: () => void }) {
  const { t } = useLingui();
  const { config } = useApp();
  // A gif sent alone carries its own link as media (spec 3, §5): show it once.
  const media = message.media.filter((url) => url !== message.gif);
  const hasAny = message.imageUrls.length || message.gif || media.length || message.songs.length || message.playlist || message.consumableId;
  if (!hasAny) return null;
  return (
    <div className="chat-attachments">
      {message.consumableId && <ChatConsumable consumableId={message.consumableId} carried={message.consumable ?? null} senderName={senderName} onMediaLoad={onMediaLoad} />}
      {message.imageUrls.map((url, i) => {
        const number = i + 1;
        // Stored images are served by the REST bridge (a path there); pending ones are data URLs.
        return <ChatImage key={url + i} src={restResourceUrl(config.restUrl, url)} alt={t`Image ${number} of the message`} onLoad={onMediaLoad} />;
      })}
      {message.gif && <ChatImage src={message.gif} alt={t`GIF`} onLoad={onMediaLoad} />}
      {media.map((url, i) =>
        imageLink.test(url) ? (
          <ChatImage key={url + i} src={url} alt={t`Media of the message`} onLoad={onMediaLoad} />
        ) : videoLink.test(url) ? (
          <video key={url + i} className="chat-image" src={url} controls preload="metadata" onLoadedMetadata={onMediaLoad} />
        ) : (
          <a key={url + i} className="chat-media-link" href={url} target="_blank" rel="noopener noreferrer nofollow">
            {url}
          </a>
        ),
      )}
      {message.songs.map((card) => {
        const song = card.song;
        const art = song?.thumbnails[0]?.url;
        const album = song?.chatMusicInfo?.trackInfo.albumName;
        return (
          <a
            key={card.link}
            className="chat-song"
            href={card.link}
            target="_blank"
            rel="noopener noreferrer nofollow"
            data-testid="chat-song"
            data-provider={card.provider}
          >
            {art ? (
              <img className="chat-song-art" src={art} alt="" loading="lazy" onLoad={onMediaLoad} />
            ) : (
              <span className="chat-song-art" aria-hidden="true">
                ♪
              </span>
            )}
            <span className="chat-song-info">
              <span className="chat-song-title">{song?.trackName ?? card.link}</span>
              <span className="chat-song-meta">
                {song ? song.artistName : card.provider}
                {album ? ` · ${album}` : ''}
              </span>
              {song && <span className="chat-song-provider">{card.provider}</span>}
            </span>
          </a>
        );
      })}
      {message.playlist && (
        <PlaylistPreview playlist={message.playlist} mine={!!viewerId && message.playlist.userId.toLowerCase() === viewerId.toLowerCase()} />
      )}
    </div>
  );
}

function PlaylistPreview({ playlist, mine }: { playlist: NonNullable<ChatItem['playlist']>; mine: boolean }) {
  const { t } = useLingui();
  const crateTitle = useCrateTitle();
  const count = playlist.count;
  return (
    <Link href={`/crates/${playlist.id}`} className="chat-playlist" data-testid="chat-playlist">
      <span className="chat-playlist-art" aria-hidden="true">
        {playlist.thumbnails.slice(0, 4).map((url, i) => (
          <img key={url + i} src={url} alt="" loading="lazy" />
        ))}
      </span>
      <span className="chat-song-info">
        <span className="chat-song-title" data-testid="chat-playlist-title">
          {crateTitle(playlist)}
        </span>
        <span className="chat-song-meta">
          <Plural value={count} one="# song" other="# songs" /> · {mine ? t`Your playlist` : playlist.owner.displayName}
        </span>
      </span>
    </Link>
  );
}

function Reactions({
  message,
  viewerId,
  mayChat,
  onReact,
}: {
  message: ChatItem;
  viewerId: string | null;
  mayChat: boolean;
  onReact: (emoji: string) => void;
}) {
  const { t } = useLingui();
  if (!message.reactions.length) return null;
  return (
    <div className="chat-reactions" role="group" aria-label={t`Reactions`}>
      {message.reactions.map((reaction) => {
        const mine = !!viewerId && reaction.userIds.some((id) => id.toLowerCase() === viewerId.toLowerCase());
        const who = reaction.users.map((u) => u.displayName).join(', ');
        const { emoji, count } = reaction;
        return (
          <button
            key={reaction.emoji}
            type="button"
            className="chat-reaction"
            data-testid="chat-reaction"
            data-emoji={reaction.emoji}
            data-count={count}
            aria-pressed={mine}
            disabled={!mayChat}
            title={who}
            aria-label={t`${emoji} reactions: ${count}`}
            onClick={() => onReact(reaction.emoji)}
          >
            <span aria-hidden="true">{reaction.emoji}</span> <span aria-hidden="true">{count}</span>
          </button>
        );
      })}
    </div>
  );
}

function EmojiPicker({ onPick, onClose }: { onPick: (emoji: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="chat-picker" role="group" aria-label={t`Pick a reaction`} onKeyDown={onKeyDown}>
      {PICKER_EMOJIS.map((emoji, i) => (
        <button
          key={emoji}
          ref={i === 0 ? first : undefined}
          type="button"
          className="chat-emoji"
          data-testid="chat-emoji"
          data-emoji={emoji}
          aria-label={t`React with ${emoji}`}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}

function EditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const tooLong = textLength(text) > MESSAGE_MAX_LENGTH;
  const save = async () => {
    if (saving || tooLong) return;
    setSaving(true);
    const done = await onSave(text);
    setSaving(false);
    if (done) onCancel();
  };
  return (
    <form
      className="chat-edit-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <textarea
        ref={input}
        className="chat-textarea"
        value={text}
        rows={2}
        aria-label={t`Edit message`}
        aria-invalid={tooLong}
        data-testid="chat-edit-input"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void save();
          }
        }}
      />
      <div className="chat-edit-actions">
        <button type="submit" className="chat-button primary" disabled={saving || tooLong} data-testid="chat-edit-save">
          {saving ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className="chat-button" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}

/** One message of the list: author, time, quote of the message it replies to, content, reactions and actions. */
export const ChatMessageItem = memo(function ChatMessageItem(props: ChatMessageItemProps) {
  const { message, viewerId, mayChat, editable, deletable, mentionsMe, nameOf } = props;
  const { t } = useLingui();
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const reactButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const time = useTime(message.date);

  useEffect(() => {
    if (confirmingDelete) confirmButton.current?.focus();
  }, [confirmingDelete]);

  const isRoom = message.type === 'room';
  const author = isRoom ? t`Room` : (message.author?.displayName ?? t`Someone`);
  const color = colorOf(message.color);
  const own = !!viewerId && message.userUuid?.toLowerCase() === viewerId.toLowerCase();
  const mentionName = (userId: string) =>
    message.mentions.find((u) => u.id.toLowerCase() === userId.toLowerCase())?.displayName ?? nameOf(userId);

  const editWords = editing ? decodeMentions(message.message ?? '', mentionName) : { text: '', mentioned: [] };

  const react = async (emoji: string) => {
    setPicking(false);
    reactButton.current?.focus();
    await props.onReact(message.id, emoji);
  };

  const classes = ['chat-message'];
  if (isRoom) classes.push('chat-message-room');
  if (mentionsMe) classes.push('chat-message-mentioned');
  if (message.pending) classes.push('chat-message-pending');
  if (message.deleted) classes.push('chat-message-deleted');
  if (own) classes.push('chat-message-own');

  const replyTo = message.replyTo;
  const quotedAuthor = replyTo?.type === 'room' ? t`Room` : (replyTo?.author?.displayName ?? t`Someone`);
  return (
    <li
      className={classes.join(' ')}
      id={`chat-message-${message.id}`}
      data-testid="chat-message"
      data-message-id={message.id}
      data-author-id={message.userUuid ?? ''}
      data-pending={message.pending ? 'true' : undefined}
      data-mentions-me={mentionsMe ? 'true' : undefined}
      style={{ ['--chat-color' as string]: color }}
      tabIndex={-1}
    >
      <div className="chat-message-head">
        <span className="chat-color-dot" aria-hidden="true" />
        <span className="chat-author" data-testid="chat-author">
          {author}
        </span>
        {!isRoom && badgesOf(message.author?.roles).map((badge) => <BadgeChip key={badge} badge={badge} />)}
        {message.pending ? (
          <span className="chat-time">{t`Sending…`}</span>
        ) : (
          <time className="chat-time" dateTime={message.date} title={time.full}>
            {time.short}
          </time>
        )}
        {message.editedAt && !message.deleted && <span className="chat-time">{t`(edited)`}</span>}
        {mentionsMe && <span className="visually-hidden">{t`Mentions you`}</span>}
      </div>

      {replyTo && (
        <button
          type="button"
          className="chat-quote"
          data-testid="chat-quote"
          data-reply-to={replyTo.id}
          onClick={() => props.onJump(replyTo.id)}
          aria-label={t`Reply to ${quotedAuthor}: show the message`}
        >
          <span className="chat-quote-author">↩ {quotedAuthor}</span>
          <span className="chat-quote-text">
            {replyTo.deleted
              ? t`Message deleted`
              : replyTo.message
                ? plainText(replyTo.message, nameOf)
                : replyTo.imageUrls.length || replyTo.gif
                  ? t`Image`
                  : ''}
          </span>
        </button>
      )}

      {editing ? (
        <EditForm
          initial={editWords.text}
          onCancel={() => {
            setEditing(false);
            editButton.current?.focus();
          }}
          // Edited in the composer's words ("@Name"), saved with the markers the server reads.
          onSave={async (text) => !(await props.onEdit(message.id, encodeMentions(text, editWords.mentioned)))}
        />
      ) : message.deleted ? (
        <p className="chat-text chat-text-deleted" data-testid="chat-message-text">
          {t`Message deleted`}
        </p>
      ) : (
        message.message &&
        !onlyConsumable(message.message) && (
          <p className="chat-text" data-testid="chat-message-text">
            <MessageText text={message.message} nameOf={mentionName} />
          </p>
        )
      )}

      {!message.deleted && <Attachments message={message} viewerId={viewerId} senderName={author} onMediaLoad={props.onMediaLoad} />}

      {!message.deleted && (
        <Reactions message={message} viewerId={viewerId} mayChat={mayChat && !message.pending} onReact={(emoji) => void react(emoji)} />
      )}

      {!message.deleted && !message.pending && (mayChat || deletable) && (
        <div className="chat-actions">
          {mayChat && (
            <>
              <button type="button" className="chat-action" data-testid="chat-reply" onClick={() => props.onReply(message)}>
                {t`Reply`}
              </button>
              <button
                ref={reactButton}
                type="button"
                className="chat-action"
                data-testid="chat-react"
                aria-expanded={picking}
                aria-label={t`Add a reaction`}
                onClick={() => setPicking((open) => !open)}
              >
                <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                  <circle cx="11" cy="13" r="8" />
                  <path d="M8 15s1.2 1.5 3 1.5 3-1.5 3-1.5M8.5 11h.01M13.5 11h.01M20 2v6M17 5h6" />
                </svg>
              </button>
            </>
          )}
          {editable && !editing && (
            <button ref={editButton} type="button" className="chat-action" data-testid="chat-edit" onClick={() => setEditing(true)}>
              {t`Edit`}
            </button>
          )}
          {deletable && !confirmingDelete && (
            <button type="button" className="chat-action danger" data-testid="chat-delete" onClick={() => setConfirmingDelete(true)}>
              {t`Delete`}
            </button>
          )}
          {confirmingDelete && (
            <span className="chat-confirm" role="group" aria-label={t`Delete this message?`}>
              <span>{t`Delete this message?`}</span>
              <button
                ref={confirmButton}
                type="button"
                className="chat-button danger"
                data-testid="chat-delete-confirm"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  const failed = await props.onDelete(message.id);
                  setBusy(false);
                  if (failed) setConfirmingDelete(false);
                }}
              >
                {t`Delete`}
              </button>
              <button type="button" className="chat-button" data-testid="chat-delete-cancel" onClick={() => setConfirmingDelete(false)}>
                {t`Cancel`}
              </button>
            </span>
          )}
        </div>
      )}
      {picking && (
        <EmojiPicker
          onPick={(emoji) => void react(emoji)}
          onClose={() => {
            setPicking(false);
            reactButton.current?.focus();
          }}
        />
      )}
    </li>
  );
});
