import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Auth, PhoneCodeRequest } from '../auth';
import { describeSignInError } from '../errors';
import { AuthField, AuthForm, useAuthSubmit } from './AuthForm';

/**
 * Sign-in by phone (spec 3, §2): a mobile number gets a six-digit code by text message; the code signs in, and a new
 * number gets an account. The texts and the invalid-number error are the spec's.
 */
export function PhoneSignIn({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [request, setRequest] = useState<PhoneCodeRequest | null>(null);
  const { busy, error, setError, attempt } = useAuthSubmit(describeSignInError);

  if (!request) {
    return (
      <AuthForm
        testId="phone-form"
        onSubmit={() =>
          void attempt(async () => {
            setRequest(await auth.sendPhoneCode(phone.trim()));
            setCode('');
          })
        }
        hint={
          <p className="small muted" data-testid="phone-hint">
            {t`No password needed: enter a phone number to create an account; a code is sent by text message.`}
          </p>
        }
        error={error}
        errorTestId="phone-error"
        busy={busy}
        submitLabel={t`Text me a code`}
        submitTestId="phone-send-code"
      >
        <AuthField
          label={t`Mobile number, with the country code`}
          testId="phone-input"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={32}
          placeholder="+44 7400 123456"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
      </AuthForm>
    );
  }
  const number = request.phone;
  return (
    <AuthForm
      testId="phone-code-form"
      // Success: the session store changes and the app moves on; this form unmounts.
      onSubmit={() => void attempt(() => auth.verifyPhoneCode(request, code.trim()))}
      hint={
        <p className="small muted" role="status" data-testid="phone-code-sent">
          {t`We sent a six-digit code by text message to ${number}.`}
        </p>
      }
      error={error}
      errorTestId="phone-error"
      busy={busy}
      submitLabel={t`Sign in`}
      submitTestId="phone-verify"
      footer={
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
      }
    >
      <AuthField
        label={t`Code`}
        testId="phone-code-input"
        type="text"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
    </AuthForm>
  );
}
