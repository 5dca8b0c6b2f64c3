import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function UserProfilePage({ userId }: { userId: string }) {
  const { t } = useLingui();
  return (
    <section className="card" data-userid={userId} data-testid="user-profile-page">
      <h1>{t`Profile`}</h1>
    </section>
  );
}
