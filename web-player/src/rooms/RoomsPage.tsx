import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function RoomsPage() {
  const { t } = useLingui();
  return (
    <section className="card" data-testid="rooms-page">
      <h1>{t`Hangouts`}</h1>
    </section>
  );
}
