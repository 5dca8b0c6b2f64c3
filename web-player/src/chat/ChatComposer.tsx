import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import type { ErrorMessage } from '../errors';
import type { ActionResult, ChatItem } from './useChatMessages';
import { IMAGE_MAX_BYTES, IMAGES_MAX, imageProblem, isHttpUrl, MESSAGE_MAX_LENGTH, needsCaption, textLength } from './chat-rules';
import { encodeMentions, insertMention, matchMembers, mentionQueryAt, plainText, type Member, type MentionQuery } from './tokens';

/** What the composer hands over: text (with <@id> markers), images as data URLs, a gif URL. */
export interface ChatDraft {
  text: string;
  images: string[];
  gif: string | null;
}

export interface ChatComposerProps {
  /** Who can be mentioned (the viewer left out). */
  members: readonly Member[];
  replyingTo: ChatItem | null;
  onCancelReply: () => void;
  /** Sends; an answer with an error means the draft was not sent (it comes back into the composer). */
  onSend: (draft: ChatDraft) => Promise<ActionResult>;
  /** Problems found before sending (a file too large, a bad gif URL), shown with the chat's errors. */
  onError: (error: ErrorMessage | null) => void;
  nameOf: (userId: string) => string | undefined;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

const TEXTAREA_MAX_HEIGHT = 160;
const maxKiB = Math.round(IMAGE_MAX_BYTES / 1024);

const problems = {
  type: msg`Images must be JPEG, PNG, GIF or WebP.`,
  size: msg`Images must be at most ${maxKiB} KB.`,
  count: msg`A message can carry at most ${IMAGES_MAX} images.`,
  unreadable: msg`This image could not be read.`,
  tooLong: msg`A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  gif: msg`The GIF must be an http(s) link.`,
  caption: msg`Add a few words to send a picture.`,
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/** Text with "@" mentions of members, an image or a gif, a reply; Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ members, replyingTo, onCancelReply, onSend, onError, nameOf, inputRef }: ChatComposerProps) {
  const { t } = useLingui();
  const listId = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [gif, setGif] = useState('');
  const [gifOpen, setGifOpen] = useState(false);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  // Members picked from the suggestions: the text shows "@Name", the message sent carries their <@id> marker.
  const [picked, setPicked] = useState<Member[]>([]);
  const [active, setActive] = useState(0);
  const pendingCaret = useRef<number | null>(null);
  const textRef = useRef(text);
  textRef.current = text;

  const suggestions = mention ? matchMembers(members, mention.query) : [];
  const suggesting = suggestions.length > 0;
  // The server counts the text it receives, mention markers included.
  const length = textLength(encodeMentions(text, picked));
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const empty = !text.trim() && images.length === 0 && !gif.trim();

  // Grow with the text, up to a limit; put the caret where an inserted mention ends.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, TEXTAREA_MAX_HEIGHT)}px`;
    if (pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
  }, [text, inputRef]);

  useEffect(() => {
    if (replyingTo) inputRef.current?.focus();
  }, [replyingTo, inputRef]);

  const updateMention = (value: string, caret: number) => {
    const next = mentionQueryAt(value, caret);
    setMention(next);
    if (next?.query !== mention?.query) setActive(0);
  };

  const pick = (member: Member) => {
    const el = inputRef.current;
    if (!mention || !el) return;
    const inserted = insertMention(text, mention, el.selectionStart ?? text.length, member);
    pendingCaret.current = inserted.caret;
    setText(inserted.text);
    setPicked((list) => [...list.filter((m) => m.id !== member.id), member]);
    setMention(null);
    el.focus();
  };

  const submit = async () => {
    if (empty) return;
    if (tooLong) return onError({ descriptor: problems.tooLong });
    const gifUrl = gif.trim();
    if (gifUrl && !isHttpUrl(gifUrl)) return onError({ descriptor: problems.gif });
    if (needsCaption(text, images.length, gifUrl || null)) return onError({ descriptor: problems.caption });
    onError(null);
    const draft: ChatDraft = { text: encodeMentions(text, picked), images, gif: gifUrl || null };
    const shown = { text, picked };
    // Optimistic: the composer empties at once; a refused message comes back if nothing new was typed.
    setText('');
    setPicked([]);
    setImages([]);
    setGif('');
    setGifOpen(false);
    setMention(null);
    const failed = await onSend(draft);
    if (failed && !textRef.current) {
      setText(shown.text);
      setPicked(shown.picked);
      setImages(draft.images);
      setGif(draft.gif ?? '');
      setGifOpen(!!draft.gif);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (suggesting) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + suggestions.length) % suggestions.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const member = suggestions[Math.min(active, suggestions.length - 1)];
        if (member) pick(member);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Escape' && replyingTo) {
      event.preventDefault();
      onCancelReply();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (!files.length) return;
    if (images.length + files.length > IMAGES_MAX) return onError({ descriptor: problems.count });
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) return onError({ descriptor: problems[problem] });
    }
    try {
      const read = await Promise.all(files.map(readAsDataUrl));
      onError(null);
      setImages((current) => [...current, ...read].slice(0, IMAGES_MAX));
    } catch {
      onError({ descriptor: problems.unreadable });
    }
  };

  const replyName = replyingTo
    ? replyingTo.type === 'room'
      ? t`Room`
      : (replyingTo.author?.displayName ?? t`Someone`)
    : '';
  const activeMember = suggesting ? suggestions[Math.min(active, suggestions.length - 1)] : undefined;

  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {replyingTo && (
        <div className="chat-reply-preview" data-testid="chat-reply-preview">
          <span className="chat-reply-preview-text">
            <strong>{t`Replying to ${replyName}`}</strong>{' '}
            <span className="muted">{replyingTo.message ? plainText(replyingTo.message, nameOf) : ''}</span>
          </span>
          <button type="button" className="chat-icon-button" aria-label={t`Cancel reply`} data-testid="chat-reply-cancel" onClick={onCancelReply}>
            ✕
          </button>
        </div>
      )}

      {(images.length > 0 || gifOpen) && (
        <div className="chat-drafts">
          {images.map((src, i) => {
            const number = i + 1;
            return (
              <span key={i} className="chat-draft-image">
                <img src={src} alt={t`Attached image ${number}`} />
                <button
                  type="button"
                  className="chat-icon-button"
                  aria-label={t`Remove image ${number}`}
                  onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </span>
            );
          })}
          {gifOpen && (
            <span className="chat-gif-field">
              <input
                type="url"
                className="chat-gif-input"
                placeholder="https://…/image.gif"
                aria-label={t`GIF link`}
                data-testid="chat-gif-input"
                value={gif}
                onChange={(event) => setGif(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void submit();
                  }
                }}
              />
              <button
                type="button"
                className="chat-icon-button"
                aria-label={t`Remove the GIF`}
                onClick={() => {
                  setGif('');
                  setGifOpen(false);
                  inputRef.current?.focus();
                }}
              >
                ✕
              </button>
            </span>
          )}
        </div>
      )}

      <div className="chat-composer-row">
        <div className="chat-input-wrap">
          <textarea
            ref={inputRef}
            className="chat-textarea"
            rows={1}
            value={text}
            placeholder={t`Say something…`}
            aria-label={t`Message`}
            aria-invalid={tooLong}
            aria-autocomplete="list"
            aria-controls={suggesting ? listId : undefined}
            aria-activedescendant={activeMember ? `${listId}-${activeMember.id}` : undefined}
            data-testid="chat-input"
            onChange={(event) => {
              setText(event.target.value);
              updateMention(event.target.value, event.target.selectionStart ?? event.target.value.length);
            }}
            onSelect={(event) => updateMention(event.currentTarget.value, event.currentTarget.selectionStart ?? 0)}
            onBlur={() => setMention(null)}
            onKeyDown={onKeyDown}
          />
          {suggesting && (
            <ul className="chat-mentions" id={listId} role="listbox" aria-label={t`Mention someone`} data-testid="chat-mention-list">
              {suggestions.map((member) => (
                <li
                  key={member.id}
                  id={`${listId}-${member.id}`}
                  role="option"
                  aria-selected={member === activeMember}
                  className="chat-mention-option"
                  data-testid="chat-mention-option"
                  data-user-id={member.id}
                  // Keep the focus in the text while choosing with the pointer.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(member)}
                >
                  @{member.displayName}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="chat-tools">
          <label className="chat-icon-button chat-file" title={t`Attach an image`}>
            <input
              type="file"
              className="visually-hidden"
              accept="image/jpeg,image/png,image/gif,image/webp"
              multiple
              aria-label={t`Attach an image`}
              data-testid="chat-image-input"
              onChange={(event) => void onFiles(event)}
            />
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" />
            </svg>
          </label>
          <button
            type="button"
            className="chat-icon-button"
            aria-label={t`Add a GIF link`}
            aria-pressed={gifOpen}
            data-testid="chat-gif"
            onClick={() => setGifOpen((open) => !open)}
          >
            GIF
          </button>
          <button type="submit" className="chat-button primary chat-send" disabled={empty} data-testid="chat-send">
            {t`Send`}
          </button>
        </div>
      </div>
      {length > MESSAGE_MAX_LENGTH - 200 && (
        <p className={tooLong ? 'chat-counter chat-counter-over' : 'chat-counter'} aria-live="polite">
          {length}/{MESSAGE_MAX_LENGTH}
        </p>
      )}
    </form>
  );
}
