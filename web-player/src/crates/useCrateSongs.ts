import type { AnyVariables, DocumentInput, OperationResult } from '@urql/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useClient } from 'urql';
import type { ErrorMessage } from '../errors';
import type { CrateFieldsFragment, CrateSongFieldsFragment, SpecialCrate } from '../gql/graphql';
import { describeEditError, describeImportError, EditError, importMessages } from './crate-errors';
import { announceCrateChange, crateKey, onCrateChange } from './crate-events';
import { crateLimits } from './crates.constants';
import {
  AddCrateSongsMutation,
  ClearCrateMutation,
  CrateSongsQuery,
  ImportTrackMutation,
  MoveCrateSongMutation,
  RemoveCrateSongMutation,
  ReplaceQueueFromCrateMutation,
  ShuffleCrateMutation,
  SpecialCrateSongsQuery,
} from './crates.operations';
import { isImportProvider } from './import-tracks';
import { insertItems, moveItem, removeItem } from './list-edits';
import { findSameSong } from './same-song';
import { fromCrateSong, fromSearchResult, type ListSong, type SearchResultData } from './song-view';
import { useOptimisticList, type EditOutcome, type Loaded } from './useOptimisticList';

export type CrateRef = { id: string } | { special: SpecialCrate };

/** How an edit ended: done (an add may have found the song already there), or refused with what to show. */
export type EditResult = { ok: true; alreadyThere?: boolean } | { ok: false; error: ErrorMessage };

/** The data of an answer, or its error thrown. */
export async function answer<T>(pending: Promise<OperationResult<T>>): Promise<T> {
  const result = await pending;
  if (result.error) throw result.error;
  if (!result.data) throw new Error('the gateway sent no data');
  return result.data;
}

const outcomeOf = (outcome: EditOutcome, alreadyThere = false): EditResult =>
  outcome.ok ? { ok: true, alreadyThere } : { ok: false, error: describeEditError(outcome.error) };

let pendingIds = 0;

/**
 * One crate's songs (the queue, the likes list or a crate by id), 300 per page (spec 3, §9), with every edit of
 * spec 3, §4 applied optimistically and rolled back when the server refuses it.
 */
export function useCrateSongs(ref: CrateRef, refreshKey?: unknown) {
  const client = useClient();
  const key = crateKey(ref);
  // The same target object as long as the crate is the same (callers pass a fresh `ref` each render).
  const target = useMemo<CrateRef>(() => (key === 'QUEUE' || key === 'LIKES' ? { special: key } : { id: key }), [key]);
  const [pages, setPages] = useState(1);
  const self = useRef({}).current;

  const query = useCallback(
    <D, V extends AnyVariables>(document: DocumentInput<D, V>, variables: V) =>
      answer(client.query(document, variables, { requestPolicy: 'network-only' }).toPromise()),
    [client],
  );
  const mutate = useCallback(
    <D, V extends AnyVariables>(document: DocumentInput<D, V>, variables: V) => answer(client.mutation(document, variables).toPromise()),
    [client],
  );

  const load = useCallback(async (): Promise<Loaded<ListSong, CrateFieldsFragment>> => {
    const answers = await Promise.all(
      Array.from({ length: pages }, async (_, page) => {
        const variables = { offset: page * crateLimits.songsPage, limit: crateLimits.songsPage };
        if ('special' in target) return (await query(SpecialCrateSongsQuery, { kind: target.special, ...variables })).specialCrate;
        return (await query(CrateSongsQuery, { id: target.id, ...variables })).crate;
      }),
    );
    const { songs: _first, ...meta } = answers[0]!;
    const songs: CrateSongFieldsFragment[] = answers.flatMap((crate) => crate.songs);
    // Pages read at slightly different moments may overlap after an edit elsewhere: keep each crate song once.
    const seen = new Set<string>();
    return { items: songs.filter((s) => !seen.has(s.id) && seen.add(s.id)).map(fromCrateSong), meta };
  }, [query, target, pages]);

  const list = useOptimisticList(load, key);
  const { refetch, edit } = list;
  const crateId = list.meta?.id ?? null;

  // Another page asked for, or the caller's nudge (a song played): load again.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch();
  }, [pages, refreshKey, refetch]);

  // Another view of the page changed this crate.
  useEffect(
    () =>
      onCrateChange((keys, source) => {
        if (source !== self && (keys.includes(key) || (crateId !== null && keys.includes(crateId)))) void refetch();
      }),
    [key, crateId, refetch, self],
  );

  const announce = useCallback(() => announceCrateChange([key, ...(crateId ? [crateId] : [])], self), [key, crateId, self]);

  const editAndAnnounce = useCallback(
    async (apply: (items: readonly ListSong[]) => ListSong[], send: () => Promise<void>) => {
      const outcome = await edit(apply, send);
      if (outcome.ok) announce();
      return outcome;
    },
    [edit, announce],
  );

  /** Adds a search result at `position` (default: the end); a provider's track is imported first. */
  const add = useCallback(
    async (result: SearchResultData, position?: number | null): Promise<EditResult> => {
      const shown = fromSearchResult(result, `pending:${++pendingIds}`);
      if (!shown) return { ok: true };
      let alreadyThere = false;
      const outcome = await editAndAnnounce(
        (items) => insertItems(items, [shown], position, (list, song) => findSameSong(list, song) !== undefined),
        async () => {
          let songId = result.song?.id ?? null;
          const track = result.track;
          if (!songId && track) {
            if (!isImportProvider(track.provider)) throw new EditError({ descriptor: importMessages.noSupportedProvider });
            try {
              const imported = await mutate(ImportTrackMutation, { input: { musicProvider: track.provider, providerId: track.providerId } });
              songId = imported.importTrack.id;
            } catch (error) {
              throw new EditError(describeImportError(error));
            }
          }
          if (!songId) return;
          const added = await mutate(AddCrateSongsMutation, { crate: target, songIds: [songId], position: position ?? null });
          alreadyThere = added.addCrateSongs.added.length === 0;
        },
      );
      return outcomeOf(outcome, alreadyThere);
    },
    [editAndAnnounce, mutate, target],
  );

  const items = list.items;
  /** Moves a song to `toIndex` of the list as shown. */
  const move = useCallback(
    async (id: string, toIndex: number): Promise<EditResult> => {
      // The server's index leaves out the rows of adds it has not answered yet.
      const newPosition = moveItem(items, id, toIndex)
        .filter((song) => !song.pending)
        .findIndex((song) => song.id === id);
      if (newPosition < 0) return { ok: true };
      return outcomeOf(
        await editAndAnnounce(
          (list) => moveItem(list, id, toIndex),
          async () => void (await mutate(MoveCrateSongMutation, { crate: target, crateSongId: id, newPosition })),
        ),
      );
    },
    [items, editAndAnnounce, mutate, target],
  );

  const remove = useCallback(
    async (id: string): Promise<EditResult> =>
      outcomeOf(
        await editAndAnnounce(
          (list) => removeItem(list, id),
          async () => void (await mutate(RemoveCrateSongMutation, { crate: target, crateSongId: id })),
        ),
      ),
    [editAndAnnounce, mutate, target],
  );

  /** The new order is the server's random choice: it shows when the server answers. */
  const shuffle = useCallback(
    async (): Promise<EditResult> =>
      outcomeOf(await editAndAnnounce((list) => [...list], async () => void (await mutate(ShuffleCrateMutation, { crate: target })))),
    [editAndAnnounce, mutate, target],
  );

  /** Spec 3, §4: clearing the queue empties it. */
  const clear = useCallback(
    async (): Promise<EditResult> =>
      outcomeOf(await editAndAnnounce(() => [], async () => void (await mutate(ClearCrateMutation, { crate: target })))),
    [editAndAnnounce, mutate, target],
  );

  /** Spec 3, §4: replacing the queue clears it, then copies the source crate into it (shown when answered). */
  const replaceFrom = useCallback(
    async (sourceCrateId: string): Promise<EditResult> =>
      outcomeOf(
        await editAndAnnounce(
          () => [],
          async () => void (await mutate(ReplaceQueueFromCrateMutation, { sourceCrateId })),
        ),
      ),
    [editAndAnnounce, mutate],
  );

  const confirmed = items.filter((song) => !song.pending).length;
  return {
    songs: items,
    crate: list.meta,
    loaded: list.loaded,
    loadError: list.loadError,
    pending: list.pending,
    hasMore: list.meta !== null && confirmed >= pages * crateLimits.songsPage && list.meta.count > confirmed,
    loadMore: () => setPages((n) => n + 1),
    refetch,
    add,
    move,
    remove,
    shuffle,
    clear,
    replaceFrom,
  };
}
