import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useQuery } from 'urql';
import { importMessages } from './crate-errors';
import { CrateImportReportQuery } from './crates.operations';

/** Why a track was left out, by the server's reason (spec 3, §5 for the two import messages). */
const failureMessages: Record<string, MessageDescriptor> = {
  SONG_HAS_NO_SUPPORTED_PROVIDER: importMessages.noSupportedProvider,
  SONG_NOT_IN_CATALOG: importMessages.notInCatalog,
  MUSIC_PROVIDER_UNAVAILABLE: msg`The music provider could not be reached: import this track again later.`,
  SONG_NOT_VERIFIED: msg`This song is not verified yet, so it cannot be added.`,
  INVALID_PROVIDER_ID: msg`This is not a track id that provider knows.`,
};

/** A crate whose import FAILED: each track it left out, and why. */
export function ImportFailures({ crateId }: { crateId: string }) {
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  const [report] = useQuery({ query: CrateImportReportQuery, variables: { id: crateId }, requestPolicy: 'cache-and-network' });
  const failures = report.data?.crate.importFailures ?? [];
  if (report.data?.crate.importStatus !== 'FAILED' || failures.length === 0) return null;
  return (
    <section className="crates-import-failures" aria-labelledby="crate-import-failures-heading" data-testid="crate-import-failures">
      <h2 id="crate-import-failures-heading">{t`Tracks that could not be imported`}</h2>
      <ul>
        {failures.map((failure, index) => (
          <li key={index} data-testid="crate-import-failure" data-provider-id={failure.providerId}>
            <span className="crates-import-track">
              {failure.musicProvider} {failure.providerId}
            </span>
            {': '}
            <span data-testid="crate-import-failure-reason">
              {failureMessages[failure.reason] ? _(failureMessages[failure.reason]!) : capitalise(failure.message)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
