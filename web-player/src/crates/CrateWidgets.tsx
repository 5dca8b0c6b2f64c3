import { Plural, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** A song's or crate's picture; a neutral tile when it has none (decorative: the title says what it is). */
export function Art({ url, size = 'small' }: { url: string | null | undefined; size?: 'small' | 'large' }) {
  return url ? (
    <img className={`crates-art crates-art-${size}`} src={url} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className={`crates-art crates-art-${size} crates-art-none`} aria-hidden="true">
      ♪
    </span>
  );
}

/** The explicit-content mark. */
export function ExplicitMark() {
  const { t } = useLingui();
  return (
    <abbr className="crates-explicit" title={t`Explicit`} aria-label={t`Explicit`}>
      E
    </abbr>
  );
}

/**
 * Why a song is not offered for the queue (the library's Song.playable is false), or, for one already queued (it lost
 * its source since), that the room will skip it. `id` for aria-describedby.
 */
export function UnplayableNote({ id, queued = false }: { id?: string; queued?: boolean }) {
  const { t } = useLingui();
  return (
    <span className="crates-unplayable small" id={id} data-testid="song-unplayable">
      {queued ? t`No source anyone can play: the room will skip it.` : t`No source anyone can play, so it can't go in a queue.`}
    </span>
  );
}

/**
 * A destructive action asked twice: the button, then "question + confirm + cancel" in its place (focus on cancel;
 * Escape cancels and gives focus back to the button). Test ids: `testId`, `testId-confirm`, `testId-cancel`.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  onConfirm,
  testId,
  disabled = false,
  className = 'button ghost',
  accessibleLabel,
}: {
  label: ReactNode;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  testId: string;
  disabled?: boolean;
  className?: string;
  accessibleLabel?: string;
}) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className={className}
        disabled={disabled}
        aria-label={accessibleLabel}
        onClick={() => setAsking(true)}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    <span
      className="crates-confirm"
      role="group"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          setAsking(false);
        }
      }}
    >
      <span className="small">{question}</span>
      <button
        type="button"
        className="button danger"
        onClick={() => {
          wasAsking.current = false;
          setAsking(false);
          onConfirm();
        }}
        data-testid={`${testId}-confirm`}
      >
        {confirmLabel}
      </button>
      <button ref={cancel} type="button" className="button ghost" onClick={() => setAsking(false)} data-testid={`${testId}-cancel`}>
        {t`Cancel`}
      </button>
    </span>
  );
}

/** A polite live region: what changed, for screen readers (and tests). */
export function Announcer({ message, testId }: { message: string; testId: string }) {
  return (
    <p className="crates-visually-hidden" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {message}
    </p>
  );
}

/** "1 song", "12 songs". */
export function SongCount({ count }: { count: number }) {
  return <Plural value={count} one="# song" other="# songs" />;
}
