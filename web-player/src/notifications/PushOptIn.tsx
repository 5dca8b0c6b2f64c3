import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { currentPushBrowser, pushState, subscribeToPush, unsubscribeFromPush, type PushState } from '../social/push';
import { RegisterWebDeviceMutation, RemoveDeviceMutation, WebPushPublicKeyQuery } from '../social/social.operations';

/**
 * Browser notifications for this browser: on through the service worker and a push subscription registered as a
 * `web` device, off by ending the subscription and removing the device. Said plainly where the browser cannot, the
 * user refused, or the server sends none.
 */
export function PushOptIn() {
  const { t } = useLingui();
  const client = useClient();
  const [key] = useQuery({ query: WebPushPublicKeyQuery });
  const publicKey = key.data ? key.data.webPushPublicKey ?? null : undefined;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);

  useEffect(() => {
    if (publicKey === undefined) return;
    let live = true;
    pushState(currentPushBrowser(), publicKey)
      .then((s) => live && setState(s))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, [publicKey]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      const outcome = await subscribeToPush(currentPushBrowser(), publicKey ?? null, async (subscription) => {
        const result = await client.mutation(RegisterWebDeviceMutation, { subscription }).toPromise();
        if (result.error) throw result.error;
      });
      setState(outcome.kind === 'subscribed' ? 'subscribed' : outcome.kind);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }, [client, publicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await unsubscribeFromPush(currentPushBrowser(), async (token) => {
        const result = await client.mutation(RemoveDeviceMutation, { token }).toPromise();
        // A device the server removed already (a gone subscription) is off all the same.
        if (result.error && !result.error.graphQLErrors.some((e) => e.extensions?.status === 404)) throw result.error;
      });
      setState('unsubscribed');
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }, [client]);

  const said: Record<PushState, string> = {
    unsupported: t`This browser cannot receive notifications.`,
    unavailable: t`This server does not send browser notifications.`,
    denied: t`Notifications are blocked for this site in your browser’s settings.`,
    subscribed: t`This browser receives your notifications.`,
    unsubscribed: t`This browser does not receive your notifications.`,
  };
  return (
    <section className="card notifications-section" aria-labelledby="push-title" data-testid="push-opt-in" data-state={state ?? 'loading'}>
      <h2 id="push-title">{t`Browser notifications`}</h2>
      <p className="small" role="status" data-testid="push-status">
        {state ? said[state] : t`Loading…`}
      </p>
      {state === 'unsubscribed' && (
        <button type="button" className="button primary" disabled={busy} onClick={() => void turnOn()} data-testid="push-subscribe">
          {t`Turn on browser notifications`}
        </button>
      )}
      {state === 'subscribed' && (
        <button type="button" className="button ghost" disabled={busy} onClick={() => void turnOff()} data-testid="push-unsubscribe">
          {t`Turn off browser notifications`}
        </button>
      )}
      <ErrorText error={error} testId="push-error" />
    </section>
  );
}
