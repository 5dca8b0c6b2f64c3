import { useLingui } from '@lingui/react/macro';
import type { Auth } from '../auth';
import { isSameSitePath } from '../account/links';
import { describeSignInError } from '../errors';
import { EmailLinkForm } from './AuthForm';

/**
 * Sign-in by magic link: the server e-mails a single-use link to the account with this address (it answers the same
 * for any address); the link opens the magic-link page, which signs in and comes back to the page asked from.
 */
export function MagicLinkRequest({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  function send(email: string) {
    const here = window.location.pathname;
    return auth.sendMagicLink(email, here !== '/' && isSameSitePath(here) ? here : null);
  }
  return (
    <EmailLinkForm
      send={send}
      describe={describeSignInError}
      hint={t`No password needed: we e-mail you a link that signs you in.`}
      submitLabel={t`E-mail me a sign-in link`}
      sentText={t`If an account signs in with this address, we have sent it a sign-in link. Open it within a few minutes; it works once.`}
      maxLength={320}
      testIds={{
        form: 'magic-link-form',
        input: 'magic-link-email-input',
        error: 'magic-link-request-error',
        submit: 'magic-link-send',
        sent: 'magic-link-sent',
      }}
    />
  );
}
