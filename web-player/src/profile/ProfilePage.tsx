import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { MeQuery, UpdateProfileMutation } from '../operations';

/** Your own profile: the display name (live from every device), edited here. */
export function ProfilePage() {
  const { t } = useLingui();
  const [me] = useQuery({ query: MeQuery });
  const liveName = me.data?.me.displayName ?? '';
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [saved, setSaved] = useState(false);
  const [{ fetching }, updateProfile] = useMutation(UpdateProfileMutation);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSaved(false);
    const result = await updateProfile({ input: { displayName: (name ?? liveName).trim() } });
    if (result.error) setError(describeError(result.error));
    else setSaved(true);
  }

  return (
    <section className="card" data-testid="profile">
      <h1>{t`Your profile`}</h1>
      {me.error && <ErrorText error={describeError(me.error)} testId="me-error" />}
      <p className="label">{t`Display name (live)`}</p>
      <p className="live-name" data-testid="profile-live-name">
        {liveName}
      </p>
      <form className="form inline" onSubmit={(e) => void onSubmit(e)}>
        <label className="field grow">
          <span>{t`New display name`}</span>
          <input
            type="text"
            required
            maxLength={64}
            value={name ?? liveName}
            onChange={(e) => {
              setName(e.target.value);
              setSaved(false);
            }}
            data-testid="profile-name-input"
          />
        </label>
        <button type="submit" className="button primary" disabled={fetching} data-testid="profile-save">
          {fetching ? t`Saving…` : t`Save`}
        </button>
      </form>
      <ErrorText error={error} testId="profile-error" />
      {saved && (
        <p className="small success" data-testid="profile-saved">
          {t`Saved.`}
        </p>
      )}
      <p className="small muted">{t`Changes show up here as they happen, from any device.`}</p>
    </section>
  );
}
