import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Auth } from '../auth';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Where the reset e-mail's link leads (PASSWORD_RESET_URL/{token}): a new password spends the token, signs the user in
 * and goes home. A bad or used token is the server's 403 "Can not reset password".
 */
export function ResetPasswordPage({ auth, token }: { auth: Auth; token: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmation) {
      setError({ text: t`The two passwords differ.` });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await auth.resetPassword(token, password);
      navigate('/', { replace: true });
    } catch (caught) {
      setError(describeError(caught));
      setBusy(false);
    }
  }

  return (
    <section className="card auth-card" data-testid="reset-password" aria-labelledby="reset-title">
      <h1 id="reset-title">{t`Choose a new password`}</h1>
      <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="reset-password-form">
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          testId="reset"
        />
        <ErrorText error={error} testId="reset-password-error" />
        <button type="submit" className="button primary" disabled={busy} data-testid="reset-password-submit">
          {busy ? t`Please wait…` : t`Set the new password`}
        </button>
      </form>
      <Link href="/forgot-password" className="link" data-testid="reset-ask-again">
        {t`Ask for a new link`}
      </Link>
    </section>
  );
}
