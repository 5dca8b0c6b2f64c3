import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  beginEdit,
  currentItems,
  emptyOptimisticList,
  failEdit,
  finishedThrough,
  hasPendingEdits,
  receiveList,
  settleEdit,
  type Apply,
  type OptimisticList,
} from './optimistic-list';

export interface Loaded<T, M> {
  items: T[];
  meta: M;
}

export type EditOutcome = { ok: true } | { ok: false; error: unknown };

export interface OptimisticListHandle<T, M> {
  /** The list as shown: the server's with the local edits on top. */
  items: T[];
  /** What the last answer said besides the list (the crate's fields). */
  meta: M | null;
  loaded: boolean;
  /** The last load failed (the list shown is the last good one). */
  loadError: unknown;
  /** Some edit waits for the server. */
  pending: boolean;
  /** Asks the server for the list again (later answers win; edits made meanwhile stay on top). */
  refetch(): Promise<void>;
  /**
   * An edit: `apply` shows at once; `send` tells the server (throws when it refuses, which rolls the edit back).
   * Edits reach the server one at a time, in the order they were made; once none is left, the list is asked for
   * again so it shows exactly what the server has.
   */
  edit(apply: Apply<T>, send: () => Promise<void>): Promise<EditOutcome>;
}

/**
 * A server list edited optimistically (spec 3, §4), the React side of optimistic-list.ts. `load` fetches the whole
 * list; a new `key` starts over (another crate).
 */
export function useOptimisticList<T, M>(load: () => Promise<Loaded<T, M>>, key: string): OptimisticListHandle<T, M> {
  const loadRef = useRef(load);
  const state = useRef<OptimisticList<T>>(emptyOptimisticList());
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [meta, setMeta] = useState<M | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const generation = useRef(0);
  const fetches = useRef({ started: 0, accepted: 0 });
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  const update = useCallback((next: OptimisticList<T>) => {
    state.current = next;
    bump();
  }, []);

  const refetch = useCallback(async () => {
    const gen = generation.current;
    const n = ++fetches.current.started;
    const reflects = finishedThrough(state.current);
    try {
      const loaded = await loadRef.current();
      if (gen !== generation.current || n < fetches.current.accepted) return;
      fetches.current.accepted = n;
      setMeta(loaded.meta);
      setLoadError(null);
      update(receiveList(state.current, loaded.items, reflects));
    } catch (error) {
      if (gen !== generation.current || n < fetches.current.accepted) return;
      setLoadError(error);
    }
  }, [update]);

  useEffect(() => {
    generation.current++;
    fetches.current = { started: 0, accepted: 0 };
    chain.current = Promise.resolve();
    state.current = emptyOptimisticList();
    setMeta(null);
    setLoadError(null);
    bump();
    void refetch();
  }, [key, refetch]);

  const edit = useCallback(
    (apply: Apply<T>, send: () => Promise<void>): Promise<EditOutcome> => {
      const gen = generation.current;
      const begun = beginEdit(state.current, apply);
      update(begun.state);
      const run = chain.current.then(async (): Promise<EditOutcome> => {
        let outcome: EditOutcome;
        try {
          await send();
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, error };
        }
        if (gen !== generation.current) return outcome;
        update(outcome.ok ? settleEdit(state.current, begun.seq) : failEdit(state.current, begun.seq));
        if (!hasPendingEdits(state.current)) void refetch();
        return outcome;
      });
      chain.current = run;
      return run;
    },
    [refetch, update],
  );

  // `version` changes whenever the state in the ref does.
  const items = useMemo(() => currentItems(state.current), [version]);
  return {
    items,
    meta,
    loaded: state.current.loaded,
    loadError,
    pending: hasPendingEdits(state.current),
    refetch,
    edit,
  };
}
