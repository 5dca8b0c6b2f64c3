import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { describeError } from '../errors';
import { useApp } from '../session-context';
import {
  CommunityPageQuery,
  communitiesQueryContext,
  JoinCommunityMutation,
  LeaveCommunityMutation,
  MyCommunitiesQuery,
} from './communities.operations';
import './communities.css';

/** The most of each list shown (the API's page limit). */
const listLimit = 100;

/** Your communities, and a community opened by its address (the API has no public list of every community). */
export function CommunitiesPage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [, navigate] = useLocation();
  const [address, setAddress] = useState('');
  const [result] = useQuery({ query: MyCommunitiesQuery, variables: { limit: listLimit }, context: communitiesQueryContext, pause: viewer.kind !== 'user' });
  const open = (event: FormEvent) => {
    event.preventDefault();
    const slug = address.trim().toLowerCase();
    if (slug) navigate(`/communities/${encodeURIComponent(slug)}`);
  };
  const mine = result.data?.userCommunities.data ?? [];
  return (
    <div className="communities-page" data-testid="communities-page">
      <h1>{t`Communities`}</h1>
      <form className="card community-find" role="search" onSubmit={open} data-testid="community-find">
        <label htmlFor="community-address">{t`Open a community by its address`}</label>
        <span className="community-find-row">
          <input
            id="community-address"
            className="community-address-input"
            value={address}
            maxLength={255}
            placeholder="lobby-regulars"
            onChange={(event) => setAddress(event.target.value)}
            data-testid="community-address"
          />
          <button type="submit" className="button primary" data-testid="community-open">
            {t`Open`}
          </button>
        </span>
      </form>
      <section className="card" aria-labelledby="my-communities-heading" data-testid="my-communities" data-count={mine.length}>
        <h2 id="my-communities-heading">{t`Your communities`}</h2>
        {viewer.kind !== 'user' ? (
          <p className="muted small">{t`Sign in to join communities.`}</p>
        ) : result.error ? (
          <ErrorText error={describeError(result.error)} testId="communities-error" />
        ) : !result.data ? (
          <p className="muted small">{t`Loading…`}</p>
        ) : mine.length === 0 ? (
          <p className="muted small">{t`You are in no community yet.`}</p>
        ) : (
          <ul className="communities-list">
            {mine.map((community) => (
              <li key={community.id} data-testid="my-community" data-slug={community.slug}>
                <Link href={`/communities/${community.slug}`} className="community-link">
                  {community.name}
                </Link>
                <span className="muted small">{t`${community.memberCount} members`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** One community: its rooms, how many members, join and leave. */
export function CommunityPage({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [result] = useQuery({ query: CommunityPageQuery, variables: { id: idOrSlug, limit: listLimit }, context: communitiesQueryContext });
  const [error, run] = useActionError();
  const [joined, join] = useMutation(JoinCommunityMutation);
  const [left, leave] = useMutation(LeaveCommunityMutation);
  const busy = joined.fetching || left.fetching;
  if (result.error) {
    return (
      <section className="card communities-page" data-testid="community-page">
        <h1>{t`Community`}</h1>
        <ErrorText error={describeError(result.error)} testId="community-error" />
        <Link href="/communities">{t`All your communities`}</Link>
      </section>
    );
  }
  const data = result.data;
  if (!data) return <p className="muted center">{t`Loading…`}</p>;
  const community = data.community;
  const member = data.userCommunities.data.some((c) => c.id === community.id);
  const rooms = data.communityRooms.data;
  return (
    <div className="communities-page" data-testid="community-page" data-member={member}>
      <section className="card community-head" aria-labelledby="community-name">
        <h1 id="community-name">{community.name}</h1>
        {community.description && <p>{community.description}</p>}
        <p className="muted small" data-testid="community-members" data-count={community.memberCount}>
          {t`${community.memberCount} members`}
        </p>
        <ErrorText error={error} testId="community-action-error" />
        {viewer.kind === 'user' &&
          (member ? (
            <button
              type="button"
              className="button ghost"
              disabled={busy}
              aria-label={t`Leave ${community.name}`}
              onClick={() => void run(() => leave({ id: community.id }))}
              data-testid="community-leave"
            >
              {t`Leave`}
            </button>
          ) : (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              aria-label={t`Join ${community.name}`}
              onClick={() => void run(() => join({ id: community.id }))}
              data-testid="community-join"
            >
              {t`Join`}
            </button>
          ))}
      </section>
      <section className="card" aria-labelledby="community-rooms-heading" data-testid="community-rooms" data-count={rooms.length}>
        <h2 id="community-rooms-heading">{t`Rooms (${data.communityRooms.total})`}</h2>
        {rooms.length === 0 ? (
          <p className="muted small">{t`No rooms in this community yet.`}</p>
        ) : (
          <ul className="communities-list">
            {rooms.map((room) => (
              <li key={room.id} data-testid="community-room" data-slug={room.slug}>
                <Link href={`/rooms/${room.slug}`} className="community-link">
                  {room.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
