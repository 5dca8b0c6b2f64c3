import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { Link, useLocation } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { ExchangeMusicServiceCodeMutation } from './account.operations';
import { setFlash } from './flash';
import { isConnectableService, oauthStateKey, type ConnectableService } from './links';
import { serviceNames } from './LinkedServicesSection';
import './account.css';

/** Codes being exchanged, by code: a code works once and React may run an effect twice (StrictMode). */
const exchanging = new Map<string, Promise<{ error?: unknown }>>();

/**
 * Where Spotify or YouTube sends the user back (`/music-services/{provider}/callback?code=…&state=…`, the path the
 * SPOTIFY_REDIRECT_URI / YOUTUBE_REDIRECT_URI settings must name): the state must be the one this tab stored when it
 * left; the code is exchanged and the service linked, then the account page shows.
 */
export function MusicServiceCallbackPage({ provider }: { provider: string }) {
  const { t } = useLingui();
  const client = useClient();
  const [, navigate] = useLocation();
  const [error, setError] = useState<ErrorMessage | null>(null);

  useEffect(() => {
    let active = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('code');
    const state = params.get('state');
    if (!isConnectableService(provider)) {
      setError({ text: t`This service cannot be linked here.` });
      return;
    }
    const service: ConnectableService = provider;
    const expected = window.sessionStorage.getItem(oauthStateKey(service));
    if (params.get('error') || !code) {
      setError({ text: t`The connection was cancelled or refused.` });
      return;
    }
    if (!state || state !== expected) {
      setError({ text: t`This connection was not started from this page, or it expired. Please try again.` });
      return;
    }
    let pending = exchanging.get(code);
    if (!pending) {
      pending = client.mutation(ExchangeMusicServiceCodeMutation, { provider: service, code, state }).toPromise();
      exchanging.set(code, pending);
    }
    void pending.then((result) => {
      if (!active) return;
      if (result.error) {
        setError(describeError(result.error));
        return;
      }
      window.sessionStorage.removeItem(oauthStateKey(service));
      setFlash({
        message: service === 'spotify' ? msg`Spotify is linked to your account.` : msg`YouTube is linked to your account.`,
        path: '/account',
      });
      navigate('/account', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [client, navigate, provider, t]);

  const name = isConnectableService(provider) ? serviceNames[provider] : provider;
  return (
    <section className="card account-section" data-testid="music-service-callback" aria-labelledby="callback-title">
      <h1 id="callback-title">{t`Linking ${name}`}</h1>
      {error ? (
        <>
          <ErrorText error={error} testId="music-service-callback-error" />
          <Link href="/account" className="link">
            {t`Back to your account`}
          </Link>
        </>
      ) : (
        <p className="muted" role="status">
          {t`Please wait…`}
        </p>
      )}
    </section>
  );
}
