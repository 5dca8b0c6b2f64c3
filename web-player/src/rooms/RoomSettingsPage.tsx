import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function RoomSettingsPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  return (
    <section className="card" data-slug={slug} data-testid="room-settings-page">
      <h1>{t`Room settings`}</h1>
    </section>
  );
}
