import { useState } from 'react';
import { Link } from 'wouter';
import type { Auth } from '../auth';
import { useLingui } from '@lingui/react/macro';
import { AuthField, AuthForm, useAuthSubmit } from './AuthForm';
import { MagicLinkRequest } from './MagicLinkRequest';
import { PhoneSignIn } from './PhoneSignIn';

/** E-mail and password (sign in or up), a code by text message, or a link by e-mail. */
type Mode = 'signIn' | 'signUp' | 'phone' | 'magicLink';

export function SignIn({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<Mode>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const { busy, error, setError, attempt } = useAuthSubmit();

  // Success: the session store changes and the app moves on; this form unmounts.
  function onSubmit() {
    void attempt(() =>
      mode === 'signIn' ? auth.login(email.trim(), password) : auth.signUp(email.trim(), password, displayName.trim() || undefined),
    );
  }

  function toggleMode() {
    setMode(mode === 'signIn' ? 'signUp' : 'signIn');
    setError(null);
  }

  function choose(next: Mode) {
    setMode(next);
    setError(null);
  }

  const titles: Record<Mode, string> = {
    signIn: t`Sign in`,
    signUp: t`Create your account`,
    phone: t`Sign in by phone`,
    magicLink: t`Sign in with a link by e-mail`,
  };
  const passwordMode = mode === 'signIn' || mode === 'signUp';

  return (
    <section className="card auth-card" data-testid="sign-in" aria-labelledby="auth-title">
      <h1 id="auth-title" data-testid="auth-title">
        {titles[mode]}
      </h1>
      {mode === 'phone' && <PhoneSignIn auth={auth} />}
      {mode === 'magicLink' && <MagicLinkRequest auth={auth} />}
      {passwordMode && (
        <>
          <AuthForm
            testId={mode === 'signIn' ? 'sign-in-form' : 'sign-up-form'}
            onSubmit={onSubmit}
            error={error}
            errorTestId="auth-error"
            busy={busy}
            submitLabel={mode === 'signIn' ? t`Sign in` : t`Create account`}
            submitTestId="auth-submit"
          >
            <AuthField
              label={t`E-mail`}
              testId="email-input"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <AuthField
              label={t`Password`}
              testId="password-input"
              type="password"
              name="password"
              autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
              required
              minLength={mode === 'signUp' ? 8 : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {mode === 'signIn' && (
              <Link href="/forgot-password" className="link small" data-testid="forgot-password-link">
                {t`Forgot password?`}
              </Link>
            )}
            {mode === 'signUp' && (
              <AuthField
                label={t`Display name (optional)`}
                testId="display-name-input"
                type="text"
                name="displayName"
                autoComplete="nickname"
                maxLength={64}
                value={displayName}
                onChange={(e) => setDisplayName(e.target.value)}
              />
            )}
          </AuthForm>
          <button type="button" className="link" onClick={toggleMode} disabled={busy} data-testid="toggle-mode">
            {mode === 'signIn' ? t`New here? Create account` : t`Already have an account? Sign in`}
          </button>
        </>
      )}
      <div className="divider">
        <span>{t`or`}</span>
      </div>
      {!passwordMode && (
        <button type="button" className="button secondary" disabled={busy} onClick={() => choose('signIn')} data-testid="email-password-button">
          {t`Sign in with e-mail and password`}
        </button>
      )}
      {mode !== 'phone' && (
        <button type="button" className="button secondary" disabled={busy} onClick={() => choose('phone')} data-testid="phone-sign-in-button">
          {t`Sign in by phone`}
        </button>
      )}
      {mode !== 'magicLink' && (
        <button type="button" className="button secondary" disabled={busy} onClick={() => choose('magicLink')} data-testid="magic-link-button">
          {t`E-mail me a sign-in link`}
        </button>
      )}
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={() => void attempt(() => auth.listenAsGuest())}
        data-testid="guest-button"
      >
        {t`Listen as guest`}
      </button>
    </section>
  );
}
