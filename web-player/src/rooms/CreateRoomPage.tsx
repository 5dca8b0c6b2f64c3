import { useLingui } from '@lingui/react/macro';

/** Placeholder: built in issue 5's work on this page. */
export function CreateRoomPage() {
  const { t } = useLingui();
  return (
    <section className="card" data-testid="create-room-page">
      <h1>{t`Create a room`}</h1>
    </section>
  );
}
