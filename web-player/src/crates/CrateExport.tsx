import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClient } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, errorReason, type ErrorMessage } from '../errors';
import { SongCount } from './CrateWidgets';
import { AppleExportTokenQuery, ExportCrateMutation, SpotifyExportTokenQuery } from './crates.operations';
import { answer } from './useCrateSongs';

type ExportProvider = 'spotify' | 'apple';
/** Brand names: not translated. */
const providerNames: Record<ExportProvider, string> = { spotify: 'Spotify', apple: 'Apple Music' };

interface Exported {
  provider: ExportProvider;
  url: string | null;
  trackCount: number;
  skipped: number;
}

/**
 * Exports a crate as a playlist on Spotify or Apple Music (spec 3, §1), with the user's own token there: the linked
 * Spotify account's (the server renews it) or the stored Apple Music user token. Says what happened, and why not.
 */
export function CrateExport({ crateId, crateName, userId }: { crateId: string; crateName: string; userId: string }) {
  const { t } = useLingui();
  const client = useClient();
  const [busy, setBusy] = useState<ExportProvider | null>(null);
  const [error, setError] = useState<{ message: ErrorMessage; needsAccount: boolean } | null>(null);
  const [exported, setExported] = useState<Exported | null>(null);

  const exportLabel = (name: string) => t`Export to ${name}`;

  function describe(provider: ExportProvider, caught: unknown): { message: ErrorMessage; needsAccount: boolean } {
    const name = providerNames[provider];
    switch (errorReason(caught)) {
      case 'SPOTIFY_NOT_LINKED':
        return { message: { text: t`Connect Spotify on your account page first, then export again.` }, needsAccount: true };
      case 'APPLE_NOT_LINKED':
        return { message: { text: t`Your account has no Apple Music sign-in yet: link Apple Music first, then export again.` }, needsAccount: false };
      case 'SPOTIFY_NOT_CONFIGURED':
        return { message: { text: t`This server has no Spotify settings, so nothing can be exported to Spotify.` }, needsAccount: false };
      case 'EXPORT_PROVIDER_NOT_CONFIGURED':
        return { message: { text: t`This server has no settings for exports to ${name}.` }, needsAccount: false };
      case 'EXPORT_NOTHING_TO_EXPORT':
        return { message: { text: t`None of the songs of this crate is on ${name}.` }, needsAccount: false };
      case 'EXPORT_REJECTED':
        return { message: { text: t`${name} refused the export: connect it again, then retry.` }, needsAccount: provider === 'spotify' };
      default:
        return { message: describeError(caught), needsAccount: false };
    }
  }

  async function exportTo(provider: ExportProvider) {
    setBusy(provider);
    setError(null);
    setExported(null);
    try {
      const userToken =
        provider === 'spotify'
          ? (await answer(client.query(SpotifyExportTokenQuery, { userId }, { requestPolicy: 'network-only' }).toPromise())).musicServiceAccessToken
              .accessToken
          : (await answer(client.query(AppleExportTokenQuery, { userId }, { requestPolicy: 'network-only' }).toPromise())).appleUserToken.userToken;
      const result = await answer(client.mutation(ExportCrateMutation, { input: { crateId, provider, userToken } }).toPromise());
      setExported({ provider, url: result.exportCrate.url ?? null, trackCount: result.exportCrate.trackCount, skipped: result.exportCrate.skipped });
    } catch (caught) {
      setError(describe(provider, caught));
    } finally {
      setBusy(null);
    }
  }

  const target = exported ? providerNames[exported.provider] : '';
  const skipped = exported?.skipped ?? 0;
  const done = exported && (
    <p role="status" data-testid="crate-export-done" data-provider={exported.provider}>
      {t`Exported “${crateName}” to ${target}:`} <SongCount count={exported.trackCount} />
      {skipped > 0 && ` · ${t`songs not on ${target}: ${skipped}`}`}{' '}
      {exported.url && (
        <a href={exported.url} target="_blank" rel="noreferrer noopener" className="link" data-testid="crate-export-link">
          {t`Open the playlist`}
        </a>
      )}
    </p>
  );

  return (
    <div className="crates-export" role="group" aria-label={t`Export`} data-testid="crate-export">
      {(['spotify', 'apple'] as const).map((provider) => (
        <button
          key={provider}
          type="button"
          className="button ghost"
          disabled={busy !== null}
          onClick={() => void exportTo(provider)}
          data-testid={`crate-export-${provider}`}
        >
          {busy === provider ? t`Exporting…` : exportLabel(providerNames[provider])}
        </button>
      ))}
      {done}
      {error && <ErrorText error={error.message} testId="crate-export-error" />}
      {error?.needsAccount && (
        <Link href="/account" className="link" data-testid="crate-export-account-link">
          {t`Go to your account`}
        </Link>
      )}
    </div>
  );
}
