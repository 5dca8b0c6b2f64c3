import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Auth } from '../auth';
import { EmailLinkForm } from '../components/AuthForm';
import { describeError } from '../errors';

/** Asks for the login address and has the server e-mail a reset link (it answers the same for any address). */
export function ForgotPasswordPage({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  return (
    <section className="card auth-card" data-testid="forgot-password" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t`Forgot your password?`}</h1>
      <EmailLinkForm
        send={(email) => auth.forgotPassword(email)}
        describe={describeError}
        hint={t`Enter the e-mail address you sign in with: we will send you a link to choose a new password.`}
        submitLabel={t`Send the link`}
        sentText={t`If an account signs in with this address, we have sent it a link to choose a new password. Check your inbox.`}
        testIds={{
          form: 'forgot-password-form',
          input: 'forgot-email-input',
          error: 'forgot-password-error',
          submit: 'forgot-password-submit',
          sent: 'forgot-password-sent',
        }}
      />
      <Link href="/" className="link" data-testid="back-to-sign-in">
        {t`Back to sign in`}
      </Link>
    </section>
  );
}
