import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function RoomPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return (
    <section className="card" data-slug={slug} data-testid="room-page">
      <h1>{t`Room`}</h1>
    </section>
  );
}
