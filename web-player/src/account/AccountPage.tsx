import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSession } from '../session';
import { useApp } from '../session-context';
import { BlockedUsersSection } from './BlockedUsersSection';
import { DeactivationSection } from './DeactivationSection';
import { EmailsSection } from './EmailsSection';
import { LinkedServicesSection } from './LinkedServicesSection';
import { PasswordSection } from './PasswordSection';
import './account.css';

/** Your account: e-mail addresses, password, linked services, blocked users, deactivation. Signed-in users only. */
export function AccountPage() {
  const { t } = useLingui();
  const { viewer, auth } = useApp();
  const session = useSession(auth.sessions);
  if (viewer.kind !== 'user') {
    return (
      <section className="card account-section" data-testid="account">
        <h1>{t`Your account`}</h1>
        <p className="muted">{t`Guests have no account. Sign in to manage yours.`}</p>
      </section>
    );
  }
  const loginEmail = session?.kind === 'user' ? session.user.email : null;
  return (
    <div className="account-page" data-testid="account">
      <h1>{t`Your account`}</h1>
      <p>
        <Link href="/profile" className="profile-link" data-testid="account-profile-link">
          {t`Your profile`}
        </Link>
      </p>
      <EmailsSection loginEmail={loginEmail} />
      <PasswordSection />
      <LinkedServicesSection />
      <BlockedUsersSection />
      <DeactivationSection />
    </div>
  );
}
