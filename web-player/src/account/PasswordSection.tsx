import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import type { SessionFieldsFragment } from '../gql/graphql';
import { useApp } from '../session-context';
import { ChangePasswordMutation, SetPasswordMutation } from './account.operations';
import { errorReason } from './error-reason';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * Change the password, or choose a first one for an account that has none (phone or magic-link sign-in): the API does
 * not say which, so an empty current password asks for a first one (setPassword) and a filled one changes it
 * (changePassword). The server's answers to the wrong guess (written for API clients) become plain advice here.
 * Either way the server ends every other session and answers a new one for this device, which is kept.
 */
export function PasswordSection() {
  const { t } = useLingui();
  const { auth } = useApp();
  const hintId = useId();
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
    if (current) {
      const result = await change({ input: { currentPassword: current, newPassword: password } });
      if (result.data) return done(result.data.changePassword);
      setError(
        errorReason(result.error) === 'PASSWORD_NOT_SET'
          ? { descriptor: msg`Your account has no password yet: leave the current password empty to choose one.` }
          : describeError(result.error),
      );
    } else {
      const result = await set({ newPassword: password });
      if (result.data) return done(result.data.setPassword);
      setError(
        errorReason(result.error) === 'PASSWORD_ALREADY_SET'
          ? { descriptor: msg`Your account has a password: enter it as the current password.` }
          : describeError(result.error),
      );
    }
  }

  function done(session: SessionFieldsFragment) {
    auth.adopt(session);
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setSaved(true);
  }

  return (
    <section className="card account-section" aria-labelledby="account-password-title" data-testid="account-password">
      <h2 id="account-password-title">{t`Password`}</h2>
      <form className="form" onSubmit={(e) => void onSubmit(e)} data-testid="password-form">
        <label className="field">
          <span>{t`Current password`}</span>
          <input
            type="password"
            autoComplete="current-password"
            aria-describedby={hintId}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            data-testid="current-password-input"
          />
        </label>
        <p className="small muted" id={hintId}>
          {t`Leave it empty if your account has no password yet (you sign in by phone or by link).`}
        </p>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          testId="account"
        />
        <ErrorText error={error} testId="password-error" />
        <button type="submit" className="button primary" disabled={changing.fetching || setting.fetching} data-testid="password-submit">
          {t`Save the password`}
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
