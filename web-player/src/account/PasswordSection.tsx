import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { useApp } from '../session-context';
import { ChangePasswordMutation, SetPasswordMutation } from './account.operations';
import { errorReason } from './error-reason';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Change the password (the current one is asked), or choose a first one for an account that has none (phone or
 * magic-link sign-in). The server ends every other session and answers a new one for this device, which is kept.
 */
export function PasswordSection() {
  const { t } = useLingui();
  const { auth } = useApp();
  // The API does not say whether the account has a password: the change form shows first, and the server's
  // PASSWORD_NOT_SET answer switches to the first-password form.
  const [mode, setMode] = useState<'change' | 'set'>('change');
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [changing, change] = useMutation(ChangePasswordMutation);
  const [setting, set] = useMutation(SetPasswordMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setError(null);
    if (password !== confirmation) {
      setError({ text: t`The two passwords differ.` });
      return;
    }
    if (mode === 'change') {
      const result = await change({ input: { currentPassword: current, newPassword: password } });
      if (result.data) return done(result.data.changePassword);
      if (errorReason(result.error) === 'PASSWORD_NOT_SET') {
        setMode('set');
        return;
      }
      setError(describeError(result.error));
    } else {
      const result = await set({ newPassword: password });
      if (result.data) return done(result.data.setPassword);
      if (errorReason(result.error) === 'PASSWORD_ALREADY_SET') setMode('change');
      setError(describeError(result.error));
    }
  }

  function done(session: Parameters<typeof auth.adopt>[0]) {
    auth.adopt(session);
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setMode('change');
    setSaved(true);
  }

  return (
    <section className="card account-section" aria-labelledby="account-password-title" data-testid="account-password">
      <h2 id="account-password-title">{mode === 'change' ? t`Change your password` : t`Choose a password`}</h2>
      {mode === 'set' && (
        <p className="small muted" data-testid="password-none">
          {t`Your account has no password yet (you sign in by phone or by link). Choose one to sign in with your e-mail too.`}
        </p>
      )}
      <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="password-form" data-mode={mode}>
        {mode === 'change' && (
          <label className="field">
            <span>{t`Current password`}</span>
            <input
              type="password"
              autoComplete="current-password"
              required
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
              data-testid="current-password-input"
            />
          </label>
        )}
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          testId="account"
        />
        <ErrorText error={error} testId="password-error" />
        <button type="submit" className="button primary" disabled={changing.fetching || setting.fetching} data-testid="password-submit">
          {mode === 'change' ? t`Change password` : t`Set password`}
        </button>
      </form>
      {saved && (
        <p className="small success" role="status" data-testid="password-saved">
          {t`Your password is saved. Your other devices are signed out.`}
        </p>
      )}
    </section>
  );
}
