import type { AnyVariables, DocumentInput } from '@urql/core';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { CrateFieldsFragment } from '../gql/graphql';
import { describeEditError } from './crate-errors';
import { announceCrateChange } from './crate-events';
import { crateLimits } from './crates.constants';
import { CreateCrateMutation, DeleteCrateMutation, ImportCrateMutation, MyCratesQuery, UpdateCrateMutation } from './crates.operations';
import { anyImportInProgress, type ImportedTrack } from './import-tracks';
import { insertItems, removeItem, updateItem } from './list-edits';
import { answer } from './useCrateSongs';
import { useOptimisticList, type EditOutcome, type Loaded } from './useOptimisticList';

export type CrateListResult = { ok: true; crate: CrateFieldsFragment | null } | { ok: false; error: ReturnType<typeof describeEditError> };

let pendingIds = 0;

const isPendingCrate = (crate: { id: string }) => crate.id.startsWith('pending:');
const presentById = (list: readonly { id: string }[], crate: { id: string }) => list.some((other) => other.id === crate.id);

/**
 * The caller's crates (the queue and likes list included), 100 per page (spec 3, §9), newest first, edited
 * optimistically; re-polled every 5 s while any listed crate's import is IN_PROGRESS, not otherwise (spec 3, §4).
 */
export function useCrateList() {
  const client = useClient();
  const [pages, setPages] = useState(1);

  const mutate = useCallback(
    <D, V extends AnyVariables>(document: DocumentInput<D, V>, variables: V) => answer(client.mutation(document, variables).toPromise()),
    [client],
  );

  const load = useCallback(async (): Promise<Loaded<CrateFieldsFragment, { more: boolean }>> => {
    const answers = await Promise.all(
      Array.from({ length: pages }, (_, page) =>
        answer(
          client
            .query(MyCratesQuery, { offset: page * crateLimits.listPage, limit: crateLimits.listPage }, { requestPolicy: 'network-only' })
            .toPromise(),
        ),
      ),
    );
    const seen = new Set<string>();
    const items = answers.flatMap((a) => a.myCrates).filter((crate) => !seen.has(crate.id) && seen.add(crate.id));
    return { items, meta: { more: (answers.at(-1)?.myCrates.length ?? 0) === crateLimits.listPage } };
  }, [client, pages]);

  const list = useOptimisticList(load, 'my-crates');
  const { refetch, edit } = list;

  useEffect(() => {
    if (pages > 1) void refetch();
  }, [pages, refetch]);

  // Spec 3, §4: while any listed crate is IN_PROGRESS, the list is re-polled every 5 s.
  const importing = anyImportInProgress(list.items);
  useEffect(() => {
    if (!importing) return;
    const timer = window.setInterval(() => void refetch(), crateLimits.importPollMs);
    return () => window.clearInterval(timer);
  }, [importing, refetch]);

  const done = (outcome: EditOutcome, crate: CrateFieldsFragment | null = null): CrateListResult =>
    outcome.ok ? { ok: true, crate } : { ok: false, error: describeEditError(outcome.error) };

  /** A new crate shown at the top at once (named as the server will name it), then as the server made it. */
  const addNew = useCallback(
    async (shown: Omit<CrateFieldsFragment, 'id'>, send: () => Promise<CrateFieldsFragment>): Promise<CrateListResult> => {
      const placeholder: CrateFieldsFragment = { ...shown, id: `pending:${++pendingIds}` };
      let created: CrateFieldsFragment | null = null;
      const outcome = await edit(
        (items) => insertItems(items, [created ?? placeholder], 0, presentById),
        async () => {
          created = await send();
        },
      );
      return done(outcome, created);
    },
    [edit],
  );

  const create = useCallback(
    (crateName: string | null, shownName: string, userId: string) =>
      addNew(
        { crateName: shownName, description: null, kind: 'REGULAR', userId, importStatus: null, count: 0, thumbnails: [], updatedAt: new Date().toISOString() },
        async () => (await mutate(CreateCrateMutation, { input: crateName ? { crateName } : null })).createCrate,
      ),
    [addNew, mutate],
  );

  const importTracks = useCallback(
    (tracks: readonly ImportedTrack[], crateName: string | null, shownName: string, userId: string) =>
      addNew(
        { crateName: shownName, description: null, kind: 'REGULAR', userId, importStatus: 'IN_PROGRESS', count: 0, thumbnails: [], updatedAt: new Date().toISOString() },
        async () => (await mutate(ImportCrateMutation, { input: { tracks: [...tracks], ...(crateName ? { crateName } : {}) } })).importCrate,
      ),
    [addNew, mutate],
  );

  const rename = useCallback(
    async (id: string, crateName: string): Promise<CrateListResult> => {
      const outcome = await edit(
        (items) => updateItem(items, id, { crateName }),
        async () => void (await mutate(UpdateCrateMutation, { id, input: { crateName } })),
      );
      if (outcome.ok) announceCrateChange([id]);
      return done(outcome);
    },
    [edit, mutate],
  );

  const remove = useCallback(
    async (id: string): Promise<CrateListResult> => {
      const outcome = await edit(
        (items) => removeItem(items, id),
        // It answers an id only: tell the cache crates changed, so lists of crates elsewhere (the queue's picker) reload.
        async () => void (await answer(client.mutation(DeleteCrateMutation, { id }, { additionalTypenames: ['Crate'] }).toPromise())),
      );
      return done(outcome);
    },
    [edit, client],
  );

  return {
    crates: list.items,
    loaded: list.loaded,
    loadError: list.loadError,
    importing,
    hasMore: list.meta?.more ?? false,
    loadMore: () => setPages((n) => n + 1),
    create,
    importTracks,
    rename,
    remove,
    isPendingCrate,
  };
}
