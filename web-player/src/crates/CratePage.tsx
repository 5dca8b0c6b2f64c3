import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function CratePage({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <section className="card" data-id={id} data-testid="crate-page">
      <h1>{t`Crate`}</h1>
    </section>
  );
}
