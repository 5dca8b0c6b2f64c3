import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { useMutation, useQuery } from 'urql';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import { Avatar } from '../profile/Avatar';
import type { RoomStateDocument } from './room-state';
import { RemoveRoomRoleMutation, RoomRestrictionsQuery } from './room.operations';

const removals = ['banned', 'kicked'] as const;
type Removal = (typeof removals)[number];

/** The users the room state shows banned or kicked now: asked again whenever that changes. */
function removalSignature(state: RoomStateDocument): string {
  return Object.entries(state.settings.roomRoles)
    .filter(([, roles]) => roles.some((role) => (removals as readonly string[]).includes(role)))
    .map(([userId, roles]) => `${userId}:${roles.join('+')}`)
    .sort()
    .join(',');
}

/** For the room's staff: who is banned or kicked (they are not in the room), until when, and lifting it. */
export function RoomRestrictions({ roomId, state }: { roomId: string; state: RoomStateDocument }) {
  const { t, i18n } = useLingui();
  const signature = removalSignature(state);
  const [result, refetch] = useQuery({ query: RoomRestrictionsQuery, variables: { roomId }, requestPolicy: 'network-only' });
  useEffect(() => {
    refetch({ requestPolicy: 'network-only' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again when the bans and kicks change
  }, [signature]);
  const [error, run] = useActionError();
  const [, remove] = useMutation(RemoveRoomRoleMutation);

  const entries = useMemo(
    () =>
      (result.data?.roomUserRoles ?? []).flatMap((entry) =>
        entry.grants
          .filter((grant): grant is typeof grant & { role: Removal } => (removals as readonly string[]).includes(grant.role))
          .map((grant) => ({ user: entry.user, role: grant.role, until: grant.expirationTime ?? null })),
      ),
    [result.data],
  );

  return (
    <section className="card restrictions" aria-labelledby="restrictions-title" data-testid="room-restrictions">
      <h2 id="restrictions-title">{t`Banned and kicked`}</h2>
      {result.error && <ErrorText error={describeError(result.error)} testId="restrictions-load-error" />}
      {entries.length === 0 ? (
        <p className="small muted">{t`Nobody is banned or kicked.`}</p>
      ) : (
        <ul className="listeners">
          {entries.map(({ user, role, until }) => {
            const name = user.displayName;
            const end = until ? i18n.date(until, { dateStyle: 'medium', timeStyle: 'short' }) : null;
            return (
              <li key={`${user.id}-${role}`} className="listener" data-testid="restricted-user" data-user-id={user.id} data-role={role}>
                <Avatar user={user} size="s" />
                <span className="listener-name">{name}</span>
                <span className="chip">{role === 'banned' ? t`Banned` : t`Kicked`}</span>
                <span className="small muted">{end ? t`until ${end}` : t`until lifted`}</span>
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => void run(() => remove({ input: { roomId, userId: user.id, role } }))}
                  data-testid="lift-restriction"
                  aria-label={role === 'banned' ? t`Lift the ban on ${name}` : t`Lift the kick of ${name}`}
                >
                  {role === 'banned' ? t`Lift ban` : t`Lift kick`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorText error={error} testId="restrictions-error" />
    </section>
  );
}
