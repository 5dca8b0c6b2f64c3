import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, type CombinedError } from 'urql';
import type { CommunityFieldsFragment } from '../gql/graphql';
import { BrowseCommunitiesQuery } from './communities.operations';

/** Communities asked for at a time ("Show more" asks for the next as many). */
export const browsePageSize = 20;

interface BrowseState {
  /** The search these communities answer ('' for every community). */
  search: string;
  communities: CommunityFieldsFragment[];
  /** Rows the pages asked so far returned (the next page's offset). */
  fetched: number;
  total: number;
  loaded: boolean;
  loading: boolean;
  error: CombinedError | null;
}

/**
 * Every community, or those whose name contains `search`, a page at a time (the API's order: most members first, then
 * by name). A new search starts again from the first page, keeping the last answer shown until the new one comes; an
 * answer to an older search or page is dropped. A community that moved between pages (its member count changed) is
 * shown once.
 */
export function useCommunityBrowse(search: string) {
  const client = useClient();
  const [state, setState] = useState<BrowseState>({ search, communities: [], fetched: 0, total: 0, loaded: false, loading: true, error: null });
  const latest = useRef(0);

  const fetchPage = useCallback(
    async (offset: number) => {
      const request = ++latest.current;
      setState((s) => ({ ...s, loading: true, error: null }));
      const result = await client
        .query(BrowseCommunitiesQuery, { search: search || null, limit: browsePageSize, offset }, { requestPolicy: 'network-only' })
        .toPromise();
      if (request !== latest.current) return;
      const page = result.data?.communities;
      if (!page) {
        setState((s) => ({ ...s, loading: false, error: result.error ?? null }));
        return;
      }
      setState((s) => {
        const before = offset === 0 ? [] : s.communities;
        const seen = new Set(before.map((c) => c.id));
        return {
          search,
          communities: [...before, ...page.data.filter((c) => !seen.has(c.id))],
          fetched: offset + page.data.length,
          total: page.total,
          loaded: true,
          loading: false,
          error: null,
        };
      });
    },
    [client, search],
  );

  useEffect(() => {
    void fetchPage(0);
  }, [fetchPage]);

  return {
    ...state,
    hasMore: state.loaded && state.search === search && state.fetched < state.total,
    loadMore: () => void fetchPage(state.fetched),
  };
}
