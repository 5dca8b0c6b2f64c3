import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function CratesPage() {
  const { t } = useLingui();
  return (
    <section className="card" data-testid="crates-page">
      <h1>{t`Crates`}</h1>
    </section>
  );
}
