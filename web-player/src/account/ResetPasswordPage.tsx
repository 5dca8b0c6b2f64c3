import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Auth } from '../auth';
import { AuthForm, useAuthSubmit } from '../components/AuthForm';
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
  const { busy, error, setError, attempt } = useAuthSubmit();

  function onSubmit() {
    if (password !== confirmation) {
      setError({ text: t`The two passwords differ.` });
      return;
    }
    void attempt(async () => {
      await auth.resetPassword(token, password);
      navigate('/', { replace: true });
    });
  }

  return (
    <section className="card auth-card" data-testid="reset-password" aria-labelledby="reset-title">
      <h1 id="reset-title">{t`Choose a new password`}</h1>
      <AuthForm
        testId="reset-password-form"
        onSubmit={onSubmit}
        error={error}
        errorTestId="reset-password-error"
        busy={busy}
        submitLabel={t`Set the new password`}
        submitTestId="reset-password-submit"
      >
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          testId="reset"
        />
      </AuthForm>
      <Link href="/forgot-password" className="link" data-testid="reset-ask-again">
        {t`Ask for a new link`}
      </Link>
    </section>
  );
}
