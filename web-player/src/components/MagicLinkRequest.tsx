import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Auth } from '../auth';
import { isSameSitePath } from '../account/links';
import { describeSignInError, type ErrorMessage } from '../errors';
import { ErrorText } from './ErrorText';

/**
 * Sign-in by magic link: the server e-mails a single-use link to the account with this address (it answers the same
 * for any address); the link opens the magic-link page, which signs in and comes back to the page asked from.
 */
export function MagicLinkRequest({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const here = window.location.pathname;
    try {
      await auth.sendMagicLink(email.trim(), here !== '/' && isSameSitePath(here) ? here : null);
      setSent(true);
    } catch (caught) {
      setError(describeSignInError(caught));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p role="status" data-testid="magic-link-sent">
        {t`If an account signs in with this address, we have sent it a sign-in link. Open it within a few minutes; it works once.`}
      </p>
    );
  }
  return (
    <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="magic-link-form">
      <p className="small muted">{t`No password needed: we e-mail you a link that signs you in.`}</p>
      <label className="field">
        <span>{t`E-mail`}</span>
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={320}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          data-testid="magic-link-email-input"
        />
      </label>
      <ErrorText error={error} testId="magic-link-request-error" />
      <button type="submit" className="button primary" disabled={busy} data-testid="magic-link-send">
        {busy ? t`Please wait…` : t`E-mail me a sign-in link`}
      </button>
    </form>
  );
}
