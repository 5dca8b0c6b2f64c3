import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Auth, PhoneCodeRequest } from '../auth';
import { describeSignInError, type ErrorMessage } from '../errors';
import { ErrorText } from './ErrorText';

/**
 * Sign-in by phone (spec 3, §2): a mobile number gets a six-digit code by text message; the code signs in, and a new
 * number gets an account. The texts and the invalid-number error are the spec's.
 */
export function PhoneSignIn({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [request, setRequest] = useState<PhoneCodeRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);

  async function attempt(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(describeSignInError(caught));
    } finally {
      setBusy(false);
    }
  }

  function sendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void attempt(async () => {
      setRequest(await auth.sendPhoneCode(phone.trim()));
      setCode('');
    });
  }

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!request) return;
    // Success: the session store changes and the app moves on; this form unmounts.
    void attempt(() => auth.verifyPhoneCode(request, code.trim()));
  }

  if (!request) {
    return (
      <form className="form" onSubmit={sendCode} data-testid="phone-form">
        <p className="small muted" data-testid="phone-hint">
          {t`No password needed: enter a phone number to create an account; a code is sent by text message.`}
        </p>
        <label className="field">
          <span>{t`Mobile number, with the country code`}</span>
          <input
            type="tel"
            name="phone"
            autoComplete="tel"
            inputMode="tel"
            required
            maxLength={32}
            placeholder="+44 7400 123456"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            data-testid="phone-input"
          />
        </label>
        <ErrorText error={error} testId="phone-error" />
        <button type="submit" className="button primary" disabled={busy} data-testid="phone-send-code">
          {busy ? t`Please wait…` : t`Text me a code`}
        </button>
      </form>
    );
  }
  const number = request.phone;
  return (
    <form className="form" onSubmit={verify} data-testid="phone-code-form">
      <p className="small muted" role="status" data-testid="phone-code-sent">
        {t`We sent a six-digit code by text message to ${number}.`}
      </p>
      <label className="field">
        <span>{t`Code`}</span>
        <input
          type="text"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
          data-testid="phone-code-input"
        />
      </label>
      <ErrorText error={error} testId="phone-error" />
      <button type="submit" className="button primary" disabled={busy} data-testid="phone-verify">
        {busy ? t`Please wait…` : t`Sign in`}
      </button>
      <button
        type="button"
        className="link"
        disabled={busy}
        onClick={() => {
          setRequest(null);
          setError(null);
        }}
        data-testid="phone-change-number"
      >
        {t`Use another number or get a new code`}
      </button>
    </form>
  );
}
