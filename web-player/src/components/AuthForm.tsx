import { useLingui } from '@lingui/react/macro';
import { useCallback, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { describeError, type ErrorMessage } from '../errors';
import { ErrorText } from './ErrorText';

/**
 * A sign-in form's submit: `attempt(action)` disables the form, clears the last error, runs the action and keeps what
 * went wrong (described by `describe`: the password form shows the server's words, the phone and link forms the
 * sign-in screen's sentences, spec 3 §2). A successful sign-in changes the session and the app moves on.
 */
export function useAuthSubmit(describe: (error: unknown) => ErrorMessage = describeError) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const attempt = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (caught) {
        setError(describe(caught));
      } finally {
        setBusy(false);
      }
    },
    [describe],
  );
  return { busy, error, setError, attempt };
}

/** A labelled input of a sign-in form. */
export function AuthField({ label, testId, ...input }: { label: string; testId: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span>{label}</span>
      <input {...input} data-testid={testId} />
    </label>
  );
}

/**
 * The layout every sign-in form shares: a hint, the fields, the error, the submit button (which says "Please wait…"
 * while the request runs) and what comes after it.
 */
export function AuthForm(props: {
  testId: string;
  onSubmit: () => void;
  hint?: ReactNode;
  children: ReactNode;
  error: ErrorMessage | null;
  errorTestId: string;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <form className="form" onSubmit={onSubmit} data-testid={props.testId}>
      {props.hint}
      {props.children}
      <ErrorText error={props.error} testId={props.errorTestId} />
      <button type="submit" className="button primary" disabled={props.busy} data-testid={props.submitTestId}>
        {props.busy ? t`Please wait…` : props.submitLabel}
      </button>
      {props.footer}
    </form>
  );
}

/**
 * Asks for an e-mail address and has the server send a link to it (a sign-in link, a password reset link); the server
 * answers the same for any address, so the form then says what was sent "if an account signs in with this address".
 */
export function EmailLinkForm(props: {
  send: (email: string) => Promise<void>;
  describe: (error: unknown) => ErrorMessage;
  hint: string;
  submitLabel: string;
  sentText: string;
  maxLength?: number;
  testIds: { form: string; input: string; error: string; submit: string; sent: string };
}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, attempt } = useAuthSubmit(props.describe);
  const { testIds } = props;

  if (sent) {
    return (
      <p role="status" data-testid={testIds.sent}>
        {props.sentText}
      </p>
    );
  }
  return (
    <AuthForm
      testId={testIds.form}
      onSubmit={() =>
        void attempt(async () => {
          await props.send(email.trim());
          setSent(true);
        })
      }
      hint={<p className="small muted">{props.hint}</p>}
      error={error}
      errorTestId={testIds.error}
      busy={busy}
      submitLabel={props.submitLabel}
      submitTestId={testIds.submit}
    >
      <AuthField
        label={t`E-mail`}
        testId={testIds.input}
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={props.maxLength}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </AuthForm>
  );
}
