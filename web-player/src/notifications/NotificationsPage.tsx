import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import type { NotificationSettingsInput, NotificationsQuery as NotificationsResult } from '../gql/graphql';
import { useApp } from '../session-context';
import { NotificationsQuery, UpdateNotificationSettingsMutation } from '../social/social.operations';
import { PushOptIn } from './PushOptIn';
import './notifications.css';

type Notification = NotificationsResult['myNotifications'][number];
type Settings = NotificationsResult['notificationSettings'];

const listLimit = 50;

/** A notification's data value when it is a string (the server sends strings by key). */
function dataString(notification: Notification, key: string): string | null {
  const data: unknown = notification.data;
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value ? value : null;
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t, i18n } = useLingui();
  const when = i18n.date(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const roomSlug = dataString(notification, 'roomSlug');
  const fallbackTitle: Record<string, string> = {
    djSeated: t`A DJ you follow took a seat`,
    room: t`A message from a room`,
    custom: t`A message`,
    eventReminder: t`An event you are interested in is starting`,
  };
  const title = notification.title ?? fallbackTitle[notification.kind] ?? t`A notification`;
  return (
    <li className="notification" data-testid="notification" data-kind={notification.kind} data-id={notification.id}>
      <p className="notification-title" data-testid="notification-title">
        {title}
      </p>
      {notification.body && (
        <p className="small" data-testid="notification-body">
          {notification.body}
        </p>
      )}
      <p className="small muted">
        <time dateTime={notification.createdAt}>{when}</time>
        {roomSlug && (
          <>
            {' · '}
            <Link href={`/rooms/${encodeURIComponent(roomSlug)}`} className="profile-link" data-testid="notification-room">
              {t`Open the room`}
            </Link>
          </>
        )}
      </p>
    </li>
  );
}

function SettingsSection({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const [updating, update] = useMutation(UpdateNotificationSettingsMutation);
  const [error, run] = useActionError();
  const toggle = (input: NotificationSettingsInput) => void run(() => update({ input }));
  const rows: { key: keyof NotificationSettingsInput & keyof Settings; label: string; hint: string }[] = [
    { key: 'push', label: t`Send me notifications`, hint: t`Off: no notification reaches your phone or browser.` },
    { key: 'djFans', label: t`DJs I follow taking a seat`, hint: t`When a DJ you follow starts spinning.` },
    { key: 'messages', label: t`Messages from rooms and staff`, hint: t`Announcements sent to a room you are in, or to you.` },
    { key: 'eventReminders', label: t`Event reminders`, hint: t`When an event you are interested in starts.` },
  ];
  return (
    <section className="card notifications-section" aria-labelledby="notification-settings-title" data-testid="notification-settings">
      <h2 id="notification-settings-title">{t`Notification settings`}</h2>
      <ul className="notification-settings">
        {rows.map((row) => (
          <li key={row.key}>
            <label className="toggle">
              <input
                type="checkbox"
                checked={settings[row.key]}
                disabled={updating.fetching || (row.key !== 'push' && !settings.push)}
                onChange={(event) => toggle({ [row.key]: event.currentTarget.checked })}
                aria-describedby={`notification-setting-${row.key}-hint`}
                data-testid={`notification-setting-${row.key}`}
              />
              <span>{row.label}</span>
            </label>
            <p id={`notification-setting-${row.key}-hint`} className="small muted">
              {row.hint}
            </p>
          </li>
        ))}
      </ul>
      <ErrorText error={error} testId="notification-settings-error" />
    </section>
  );
}

/** Your notifications (newest first), what you want to be told, and browser notifications for this browser. */
export function NotificationsPage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [result] = useQuery({ query: NotificationsQuery, variables: { limit: listLimit }, pause: viewer.kind !== 'user', requestPolicy: 'cache-and-network' });
  if (viewer.kind !== 'user') {
    return (
      <section className="card notifications-page" data-testid="notifications-page">
        <h1>{t`Notifications`}</h1>
        <p className="muted">{t`Sign in to get notifications.`}</p>
      </section>
    );
  }
  const data = result.data;
  return (
    <div className="notifications-page" data-testid="notifications-page">
      <h1>{t`Notifications`}</h1>
      {result.error && <ErrorText error={describeError(result.error)} testId="notifications-error" />}
      {!data && !result.error && <p className="muted">{t`Loading…`}</p>}
      {data && (
        <>
          <section className="card notifications-section" aria-labelledby="notification-list-title" data-testid="notification-list" data-count={data.myNotifications.length}>
            <h2 id="notification-list-title">{t`Latest`}</h2>
            {data.myNotifications.length === 0 ? (
              <p className="muted" data-testid="notifications-none">
                {t`No notifications yet.`}
              </p>
            ) : (
              <ul className="notifications">
                {data.myNotifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} />
                ))}
              </ul>
            )}
          </section>
          <SettingsSection settings={data.notificationSettings} />
        </>
      )}
      <PushOptIn />
    </div>
  );
}
