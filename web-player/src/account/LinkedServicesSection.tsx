import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError, type ErrorMessage } from '../errors';
import type { MusicService } from '../gql/graphql';
import { MusicProvidersQuery, MusicServiceAuthorizationQuery, UnlinkMusicServiceMutation } from './account.operations';
import { connectableServices, oauthStateKey, type ConnectableService } from './links';

/** Brand names: not translated. */
export const serviceNames: Record<MusicService, string> = {
  apple: 'Apple Music',
  spotify: 'Spotify',
  youtube: 'YouTube',
  soundcloud: 'SoundCloud',
  discord: 'Discord',
};

/**
 * The services linked to the account, each with an unlink button, and buttons that connect Spotify or YouTube: the
 * server gives the provider's authorization page and an OAuth state, kept in sessionStorage until the provider sends
 * the user back to the callback page.
 */
export function LinkedServicesSection() {
  const { t } = useLingui();
  const client = useClient();
  const [providers, refetch] = useQuery({ query: MusicProvidersQuery });
  const [connecting, setConnecting] = useState<ConnectableService | null>(null);
  const [connectError, setConnectError] = useState<ErrorMessage | null>(null);
  const [error, run] = useActionError();
  const [unlinking, unlink] = useMutation(UnlinkMusicServiceMutation);
  const linked = providers.data?.me.musicProviders ?? [];

  async function connect(provider: ConnectableService) {
    setConnectError(null);
    setConnecting(provider);
    const result = await client.query(MusicServiceAuthorizationQuery, { provider }, { requestPolicy: 'network-only' }).toPromise();
    const authorization = result.data?.musicServiceAuthorization;
    if (!authorization) {
      setConnectError(describeError(result.error));
      setConnecting(null);
      return;
    }
    window.sessionStorage.setItem(oauthStateKey(provider), authorization.state);
    window.location.assign(authorization.url);
  }

  return (
    <section className="card account-section" aria-labelledby="account-services-title" data-testid="account-services">
      <h2 id="account-services-title">{t`Linked services`}</h2>
      {providers.error && <ErrorText error={describeError(providers.error)} testId="services-error" />}
      {providers.data &&
        (linked.length === 0 ? (
          <p className="muted" data-testid="services-none">
            {t`No service is linked yet.`}
          </p>
        ) : (
          <ul className="account-services" data-testid="service-list">
            {linked.map((provider) => {
              const name = serviceNames[provider];
              return (
                <li key={provider} data-testid="service-row" data-provider={provider}>
                  <span>{name}</span>{' '}
                  <button
                    type="button"
                    className="button ghost"
                    disabled={unlinking.fetching}
                    aria-label={t`Unlink ${name}`}
                    onClick={() =>
                      void run(() => unlink({ provider })).then((ok) => ok && refetch({ requestPolicy: 'network-only' }))
                    }
                    data-testid="service-unlink"
                  >
                    {t`Unlink`}
                  </button>
                </li>
              );
            })}
          </ul>
        ))}
      <div className="form inline">
        {connectableServices
          .filter((provider) => providers.data && !linked.includes(provider))
          .map((provider) => {
            const name = serviceNames[provider];
            return (
              <button
                key={provider}
                type="button"
                className="button secondary"
                disabled={connecting !== null}
                onClick={() => void connect(provider)}
                data-testid={`service-connect-${provider}`}
              >
                {t`Connect ${name}`}
              </button>
            );
          })}
      </div>
      <ErrorText error={connectError ?? error} testId="service-action-error" />
    </section>
  );
}
