import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import type { EmailStatus, EmailType, UserEmailFieldsFragment } from '../gql/graphql';
import { AddEmailMutation, DeleteEmailMutation, EmailsQuery, SendVerificationEmailMutation, VerifyEmailMutation } from './account.operations';

/** The types a user gives their own addresses (spotify and discord come from linked services). */
const addableTypes: EmailType[] = ['personal', 'work', 'payment'];

function useLabels() {
  const { t } = useLingui();
  const type: Record<EmailType, string> = {
    personal: t`Personal`,
    work: t`Work`,
    payment: t`Payment`,
    spotify: t`Spotify`,
    discord: t`Discord`,
  };
  const status: Record<EmailStatus, string> = {
    PENDING_VERIFICATION: t`Waiting for verification`,
    VERIFIED: t`Verified`,
    DELETED: t`Deleted`,
    CREATED_BY_ADMIN: t`Added by an administrator`,
  };
  return { type, status };
}

/** One address: its type and status; a pending one takes its e-mailed code (or asks for a new one). */
function EmailRow({ email, loginEmail, onChanged }: { email: UserEmailFieldsFragment; loginEmail: string | null; onChanged: () => void }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const [error, run] = useActionError();
  const [verifying, verify] = useMutation(VerifyEmailMutation);
  const [resending, resend] = useMutation(SendVerificationEmailMutation);
  const [deleting, remove] = useMutation(DeleteEmailMutation);
  const address = email.email;
  const isLogin = loginEmail !== null && loginEmail.toLowerCase() === address;

  async function onVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResent(false);
    if (await run(() => verify({ input: { emailId: email.id, code: code.trim() } }))) {
      setCode('');
      onChanged();
    }
  }

  return (
    <li className="account-email" data-testid="email-row" data-email={address}>
      <div className="account-email-head">
        <span className="account-email-address">{address}</span>
        <span className="chip" data-testid="email-type">
          {labels.type[email.type]}
        </span>
        <span className="chip" data-testid="email-status" data-status={email.status}>
          {labels.status[email.status]}
        </span>
        {isLogin && <span className="small muted">{t`Sign-in address`}</span>}
      </div>
      {email.status === 'PENDING_VERIFICATION' && (
        <form className="form inline" onSubmit={(e) => void onVerify(e)}>
          <label className="field">
            <span>{t`Code for ${address}`}</span>
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
              data-testid="email-code-input"
            />
          </label>
          <button
            type="submit"
            className="button primary"
            disabled={verifying.fetching}
            aria-label={t`Verify ${address}`}
            data-testid="email-verify"
          >
            {t`Verify`}
          </button>
          <button
            type="button"
            className="button ghost"
            disabled={resending.fetching}
            aria-label={t`Send a new code to ${address}`}
            onClick={() =>
              void run(() => resend({ input: { emailId: email.id } })).then((ok) => {
                setResent(ok);
                if (ok) onChanged();
              })
            }
            data-testid="email-resend"
          >
            {t`Send a new code`}
          </button>
        </form>
      )}
      {resent && (
        <p className="small success" role="status" data-testid="email-resent">
          {t`A new code is on its way.`}
        </p>
      )}
      {!isLogin && (
        <button
          type="button"
          className="button ghost"
          disabled={deleting.fetching}
          aria-label={t`Remove ${address}`}
          onClick={() => void run(() => remove({ id: email.id })).then((ok) => ok && onChanged())}
          data-testid="email-delete"
        >
          {t`Remove`}
        </button>
      )}
      <ErrorText error={error} testId="email-error" />
    </li>
  );
}

/** Your e-mail addresses: add one (a code is e-mailed to it), verify it with the code, remove it. */
export function EmailsSection({ loginEmail }: { loginEmail: string | null }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [emails, refetch] = useQuery({ query: EmailsQuery });
  const [address, setAddress] = useState('');
  const [type, setType] = useState<EmailType>('personal');
  const [added, setAdded] = useState(false);
  const [error, run] = useActionError();
  const [adding, add] = useMutation(AddEmailMutation);
  const reload = () => refetch({ requestPolicy: 'network-only' });

  async function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(false);
    if (await run(() => add({ input: { email: address.trim(), type } }))) {
      setAddress('');
      setAdded(true);
      reload();
    }
  }

  return (
    <section className="card account-section" aria-labelledby="account-emails-title" data-testid="account-emails">
      <h2 id="account-emails-title">{t`E-mail addresses`}</h2>
      {emails.error && <ErrorText error={describeError(emails.error)} testId="emails-error" />}
      {emails.data && (
        <ul className="account-emails" data-testid="email-list">
          {emails.data.emails.map((email) => (
            <EmailRow key={email.id} email={email} loginEmail={loginEmail} onChanged={reload} />
          ))}
        </ul>
      )}
      <form className="form inline" onSubmit={(e) => void onAdd(e)} data-testid="add-email-form">
        <label className="field grow">
          <span>{t`New e-mail address`}</span>
          <input
            type="email"
            autoComplete="email"
            required
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              setAdded(false);
            }}
            data-testid="add-email-input"
          />
        </label>
        <label className="field">
          <span>{t`Type`}</span>
          <select value={type} onChange={(e) => setType(e.target.value as EmailType)} data-testid="add-email-type">
            {addableTypes.map((value) => (
              <option key={value} value={value}>
                {labels.type[value]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button primary" disabled={adding.fetching} data-testid="add-email-submit">
          {t`Add`}
        </button>
      </form>
      {added && (
        <p className="small success" role="status" data-testid="email-added">
          {t`We sent a six-digit code to the new address: enter it above to verify it.`}
        </p>
      )}
      <ErrorText error={error} testId="add-email-error" />
    </section>
  );
}
