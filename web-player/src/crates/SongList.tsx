import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS as DndCSS } from '@dnd-kit/utilities';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ErrorMessage } from '../errors';
import { Announcer, Art, ExplicitMark, UnplayableNote } from './CrateWidgets';
import { stepIndex } from './list-edits';
import { formatDuration, type ListSong } from './song-view';
import type { EditResult } from './useCrateSongs';

type Focus = { id: string; action: 'up' | 'down' | 'remove' | 'handle' };

interface SongListProps {
  songs: readonly ListSong[];
  /** The owner may reorder and remove. */
  editable: boolean;
  /** Test id prefix: `queue` or `crate` (`queue-song`, `queue-move-up`, …). */
  prefix: 'queue' | 'crate';
  /** The list's accessible name. */
  label: string;
  onMove: (id: string, toIndex: number) => Promise<EditResult>;
  onRemove: (id: string) => Promise<EditResult>;
  onError: (error: ErrorMessage | null) => void;
  /** More actions on a song (play next, add to queue). */
  extra?: (song: ListSong) => ReactNode;
}

/**
 * An ordered song list: reordered by dragging (pointer or keyboard: dnd-kit's keyboard sensor on the handle) or with
 * the "move up" / "move down" buttons; each reorder is announced in a polite live region, and focus stays on the
 * control that moved the song.
 */
export function SongList({ songs, editable, prefix, label, onMove, onRemove, onError, extra }: SongListProps) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const focusNext = useRef<Focus | null>(null);
  const overId = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Put focus back on the control that acted once the list shows the change (a moved row is re-inserted).
  useLayoutEffect(() => {
    const wanted = focusNext.current;
    if (!wanted || !list.current) return;
    const row = list.current.querySelector<HTMLElement>(`[data-crate-song-id="${CSS.escape(wanted.id)}"]`);
    const control = (action: Focus['action']) => row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`);
    const target = control(wanted.action) ?? control(wanted.action === 'up' ? 'down' : 'up') ?? control('handle');
    if (target && document.activeElement !== target) target.focus();
    focusNext.current = null;
  }, [songs]);

  const nameAt = (id: UniqueIdentifier) => songs.find((song) => song.id === id)?.trackName ?? '';
  const indexOf = (id: UniqueIdentifier) => songs.findIndex((song) => song.id === id);
  const total = songs.length;

  async function move(id: string, toIndex: number, focus: Focus['action'] | null) {
    const from = indexOf(id);
    if (from < 0 || from === toIndex) return;
    const title = nameAt(id);
    onError(null);
    if (focus) focusNext.current = { id, action: focus };
    const position = toIndex + 1;
    const previous = from + 1;
    setAnnouncement(t`Moved “${title}” to position ${position} of ${total}.`);
    const outcome = await onMove(id, toIndex);
    if (!outcome.ok) {
      onError(outcome.error);
      setAnnouncement(t`“${title}” could not be moved; it is back at position ${previous}.`);
    }
  }

  async function remove(id: string) {
    const index = indexOf(id);
    const title = nameAt(id);
    // Focus goes to the next song's remove button (or the previous one's) once this one is gone.
    const neighbour = songs[index + 1] ?? songs[index - 1];
    if (neighbour) focusNext.current = { id: neighbour.id, action: 'remove' };
    else list.current?.focus();
    onError(null);
    setAnnouncement(t`Removed “${title}”.`);
    const outcome = await onRemove(id);
    if (!outcome.ok) {
      onError(outcome.error);
      setAnnouncement(t`“${title}” could not be removed.`);
    }
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    void move(String(active.id), indexOf(over.id), 'handle');
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      overId.current = active.id;
      const title = nameAt(active.id);
      const position = indexOf(active.id) + 1;
      return t`Picked up “${title}”, at position ${position} of ${total}.`;
    },
    onDragOver: ({ active, over }) => {
      // Only a change of place is news (dnd-kit also reports the song over its own place as the drag starts).
      if ((over?.id ?? null) === overId.current) return undefined;
      overId.current = over?.id ?? null;
      const title = nameAt(active.id);
      if (!over) return t`“${title}” is no longer over the list.`;
      const position = indexOf(over.id) + 1;
      return t`“${title}” is over position ${position} of ${total}.`;
    },
    // The move itself is announced by this list's own live region.
    onDragEnd: () => undefined,
    onDragCancel: ({ active }) => {
      const title = nameAt(active.id);
      return t`Moving “${title}” was cancelled.`;
    },
  };

  const rows = songs.map((song, index) => (
    <SongRow
      key={song.id}
      song={song}
      index={index}
      total={total}
      editable={editable}
      prefix={prefix}
      extra={extra?.(song)}
      onStep={(step) => {
        const to = stepIndex(songs, song.id, step);
        if (to !== null) void move(song.id, to, step < 0 ? 'up' : 'down');
      }}
      onRemove={() => void remove(song.id)}
    />
  ));

  return (
    <>
      <Announcer message={announcement} testId={`${prefix}-announcement`} />
      {editable ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t`To move a song, press space or enter on its handle, move it with the arrow keys, then press space or enter to drop it, or escape to cancel.`,
            },
          }}
        >
          <SortableContext items={songs.map((song) => song.id)} strategy={verticalListSortingStrategy}>
            <ol className="crates-list" ref={list} tabIndex={-1} aria-label={label} data-testid={`${prefix}-list`}>
              {rows}
            </ol>
          </SortableContext>
        </DndContext>
      ) : (
        <ol className="crates-list" ref={list} tabIndex={-1} aria-label={label} data-testid={`${prefix}-list`}>
          {rows}
        </ol>
      )}
    </>
  );
}

function SongRow({
  song,
  index,
  total,
  editable,
  prefix,
  extra,
  onStep,
  onRemove,
}: {
  song: ListSong;
  index: number;
  total: number;
  editable: boolean;
  prefix: 'queue' | 'crate';
  extra: ReactNode;
  onStep: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const sortable = useSortable({
    id: song.id,
    disabled: !editable || song.pending,
    attributes: { roleDescription: t`movable song` },
  });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = sortable;
  const title = song.trackName;
  const position = index + 1;
  const fixed = !editable || song.pending;
  return (
    <li
      ref={editable ? setNodeRef : undefined}
      style={editable ? { transform: DndCSS.Translate.toString(transform), transition } : undefined}
      className={`crates-row crates-song${isDragging ? ' crates-dragging' : ''}${song.pending ? ' crates-pending' : ''}`}
      data-testid={`${prefix}-song`}
      data-song-id={song.songId ?? ''}
      data-crate-song-id={song.id}
      data-pending={song.pending}
      data-playable={song.playable}
      aria-busy={song.pending}
    >
      {editable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="crates-handle"
          {...attributes}
          {...listeners}
          aria-label={t`Move “${title}” (position ${position} of ${total})`}
          disabled={fixed}
          data-action="handle"
          data-testid={`${prefix}-drag-handle`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      <span className="crates-index" aria-hidden="true">
        {index + 1}
      </span>
      <Art url={song.art} />
      <span className="crates-song-text">
        <span className="crates-song-title" data-testid={`${prefix}-song-title`}>
          {title} {song.explicit && <ExplicitMark />}
        </span>
        <span className="crates-song-artist">{song.artistName}</span>
        {prefix === 'queue' && !song.playable && <UnplayableNote queued />}
      </span>
      <span className="crates-duration">{formatDuration(song.duration)}</span>
      <span className="crates-actions">
        {extra && <span className="crates-action-group">{extra}</span>}
        {editable && (
          <span className="crates-action-group">
            <button
              type="button"
              className="button ghost crates-icon"
              onClick={() => onStep(-1)}
              disabled={fixed || index === 0}
              aria-label={t`Move “${title}” up`}
              title={t`Move up`}
              data-action="up"
              data-testid={`${prefix}-move-up`}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="button ghost crates-icon"
              onClick={() => onStep(1)}
              disabled={fixed || index === total - 1}
              aria-label={t`Move “${title}” down`}
              title={t`Move down`}
              data-action="down"
              data-testid={`${prefix}-move-down`}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="button ghost crates-icon"
              onClick={onRemove}
              disabled={song.pending}
              aria-label={t`Remove “${title}”`}
              title={t`Remove`}
              data-action="remove"
              data-testid={`${prefix}-remove`}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </span>
        )}
      </span>
    </li>
  );
}
