import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Auth } from '../auth';
import { ErrorText } from '../components/ErrorText';
import { describeError, type ErrorMessage } from '../errors';
import { parseMagicLinkPath } from './links';

/**
 * Tokens being spent, by token: a magic link works once, and React may run an effect twice (StrictMode) or the page
 * may render again; every caller waits for the one validation.
 */
const spending = new Map<string, Promise<void>>();

function spend(auth: Auth, token: string): Promise<void> {
  let pending = spending.get(token);
  if (!pending) {
    pending = auth.validateMagicLink(token);
    spending.set(token, pending);
  }
  return pending;
}

/**
 * Where a magic link leads (`/magic-link/{token}/{target}`): spends the token, signs its user in and goes to the target,
 * a same-site path; a plan target (subscribe-plan/{plan}: a level or a price id) goes to the plans page, which sends
 * the user on to that plan's checkout.
 */
export function MagicLinkPage({ auth }: { auth: Auth }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [error, setError] = useState<ErrorMessage | null>(null);
  // The raw address: the target is URI-encoded and must be decoded exactly once.
  const link = parseMagicLinkPath(window.location.pathname);

  useEffect(() => {
    if (!link) return;
    let active = true;
    spend(auth, link.token).then(
      () => {
        if (!active) return;
        if (link.target.kind === 'path') navigate(link.target.path, { replace: true });
        // The plans page starts that plan's checkout (or says the plan is unknown) once the products are known.
        else if (link.target.kind === 'plan') navigate(`/plans?subscribe=${encodeURIComponent(link.target.plan)}`, { replace: true });
        else navigate('/', { replace: true });
      },
      (caught: unknown) => active && setError(describeError(caught)),
    );
    return () => {
      active = false;
    };
    // The link is read from the address, which this page leaves once done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auth, link?.token]);

  return (
    <section className="card auth-card" data-testid="magic-link" aria-labelledby="magic-title">
      <h1 id="magic-title">{t`Signing you in`}</h1>
      {!link ? (
        <ErrorText error={{ text: t`This sign-in link is not complete.` }} testId="magic-link-error" />
      ) : error ? (
        <ErrorText error={error} testId="magic-link-error" />
      ) : (
        <p className="muted" role="status">
          {t`Checking your sign-in link…`}
        </p>
      )}
      {(error || !link) && (
        <Link href="/" className="link" data-testid="magic-link-home">
          {t`Go to sign in`}
        </Link>
      )}
    </section>
  );
}
