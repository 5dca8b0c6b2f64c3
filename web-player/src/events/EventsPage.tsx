import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import { useApp } from '../session-context';
import { EventPageQuery, MarkEventInterestMutation, UnmarkEventInterestMutation, UpcomingEventsQuery } from './events.operations';
import '../communities/communities.css';

/** The most events listed (the API's page limit). */
const listLimit = 100;
const when = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Events not yet ended, soonest first. */
export function EventsPage() {
  const { t, i18n } = useLingui();
  const [result] = useQuery({ query: UpcomingEventsQuery, variables: { limit: listLimit } });
  const events = result.data?.upcomingEvents.data ?? [];
  return (
    <div className="communities-page" data-testid="events-page">
      <h1>{t`Upcoming events`}</h1>
      <section className="card" aria-labelledby="upcoming-events-heading" data-testid="upcoming-events" data-count={events.length}>
        <h2 id="upcoming-events-heading">{t`Coming up`}</h2>
        {result.error ? (
          <ErrorText error={describeError(result.error)} testId="events-error" />
        ) : !result.data ? (
          <p className="muted small">{t`Loading…`}</p>
        ) : events.length === 0 ? (
          <p className="muted small">{t`No events coming up.`}</p>
        ) : (
          <ul className="communities-list">
            {events.map((event) => (
              <li key={event.id} data-testid="upcoming-event" data-slug={event.slug}>
                <Link href={`/events/${event.slug}`} className="community-link">
                  {event.title}
                </Link>
                <time className="muted small" dateTime={event.startsAt}>
                  {i18n.date(event.startsAt, when)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Now, renewed once when `at` comes (so a page left open enables what starts then). */
function useNowPast(at: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const wait = new Date(at).getTime() - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

/** One event: when it starts and ends (in the user's locale), the interested toggle, and its room once it starts. */
export function EventPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const { viewer } = useApp();
  const [result] = useQuery({ query: EventPageQuery, variables: { slug } });
  const [error, run] = useActionError();
  const [marked, mark] = useMutation(MarkEventInterestMutation);
  const [unmarked, unmark] = useMutation(UnmarkEventInterestMutation);
  const now = useNowPast(result.data?.eventBySlug.startsAt);
  if (result.error) {
    return (
      <section className="card communities-page" data-testid="event-page">
        <h1>{t`Event`}</h1>
        <ErrorText error={describeError(result.error)} testId="event-error" />
        <Link href="/events">{t`Upcoming events`}</Link>
      </section>
    );
  }
  const event = result.data?.eventBySlug;
  if (!event) return <p className="muted center">{t`Loading…`}</p>;
  const started = new Date(event.startsAt).getTime() <= now;
  const starts = i18n.date(event.startsAt, when);
  const ends = i18n.date(event.endsAt, when);
  const busy = marked.fetching || unmarked.fetching;
  return (
    <div className="communities-page" data-testid="event-page" data-started={started} data-interested={event.interested}>
      <section className="card community-head" aria-labelledby="event-title">
        <h1 id="event-title">{event.title}</h1>
        {event.description && <p>{event.description}</p>}
        <dl className="event-times">
          <dt>{t`Starts`}</dt>
          <dd>
            <time dateTime={event.startsAt} data-testid="event-starts">
              {starts}
            </time>
          </dd>
          <dt>{t`Ends`}</dt>
          <dd>
            <time dateTime={event.endsAt} data-testid="event-ends">
              {ends}
            </time>
          </dd>
        </dl>
        {event.community && (
          <p className="small">
            <Link href={`/communities/${event.community.slug}`}>{event.community.name}</Link>
          </p>
        )}
        <p className="muted small" data-testid="event-interested-count" data-count={event.interestedCount}>
          {t`${event.interestedCount} interested`}
        </p>
        <ErrorText error={error} testId="event-action-error" />
        <div className="event-actions">
          {viewer.kind === 'user' && (
            <button
              type="button"
              className={event.interested ? 'button ghost' : 'button primary'}
              aria-pressed={event.interested}
              disabled={busy}
              onClick={() => void run(() => (event.interested ? unmark({ id: event.id }) : mark({ id: event.id })))}
              data-testid="event-interested"
            >
              {t`Interested`}
            </button>
          )}
          {event.room &&
            (started ? (
              <Link href={`/rooms/${event.room.slug}`} className="button primary" data-testid="event-open-room">
                {t`Open ${event.room.name}`}
              </Link>
            ) : (
              <button type="button" className="button" disabled aria-describedby="event-opens-at" data-testid="event-open-room">
                {t`Open ${event.room.name}`}
              </button>
            ))}
        </div>
        {event.room && !started && (
          <p id="event-opens-at" className="muted small" data-testid="event-opens-at">
            {t`The room opens for this event at ${starts}.`}
          </p>
        )}
      </section>
    </div>
  );
}
