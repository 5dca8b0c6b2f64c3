import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { CrateKind } from '../gql/graphql';

/**
 * The queue and the likes list keep their spec names on the server ("default", "tt-stars", which legacy clients
 * recognise them by); people see them as "Queue" and "Likes", in their language, wherever a crate is named.
 */
const specialTitles = { QUEUE: msg`Queue`, LIKES: msg`Likes` } as const;

export function useCrateTitle(): (crate: { kind: CrateKind; crateName: string }) => string {
  const { _ } = useLingui();
  return useCallback((crate) => (crate.kind === 'REGULAR' ? crate.crateName : _(specialTitles[crate.kind])), [_]);
}
