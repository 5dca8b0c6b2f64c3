import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Auth } from '../auth';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';

/** Asks for the login address and has the server e-mail a reset link (it answers the same for any address). */
export function ForgotPasswordPage({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await auth.forgotPassword(email.trim());
      setSent(true);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card auth-card" data-testid="forgot-password" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t`Forgot your password?`}</h1>
      {sent ? (
        <p role="status" data-testid="forgot-password-sent">
          {t`If an account signs in with this address, we have sent it a link to choose a new password. Check your inbox.`}
        </p>
      ) : (
        <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="forgot-password-form">
          <p className="small muted">{t`Enter the e-mail address you sign in with: we will send you a link to choose a new password.`}</p>
          <label className="field">
            <span>{t`E-mail`}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              data-testid="forgot-email-input"
            />
          </label>
          <ErrorText error={error} testId="forgot-password-error" />
          <button type="submit" className="button primary" disabled={busy} data-testid="forgot-password-submit">
            {busy ? t`Please wait…` : t`Send the link`}
          </button>
        </form>
      )}
      <Link href="/" className="link" data-testid="back-to-sign-in">
        {t`Back to sign in`}
      </Link>
    </section>
  );
}
