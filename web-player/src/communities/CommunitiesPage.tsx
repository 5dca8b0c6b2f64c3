import { useLingui } from '@lingui/react/macro';
import { communityLimits } from '@backspin/contracts/communities';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { useActionError } from '../components/useActionError';
import { useDebouncedValue } from '../components/useDebouncedValue';
import { describeError } from '../errors';
import { useApp } from '../session-context';
import {
  CommunityPageQuery,
  communitiesQueryContext,
  JoinCommunityMutation,
  LeaveCommunityMutation,
  MyCommunitiesQuery,
} from './communities.operations';
import { useCommunityBrowse } from './useCommunityBrowse';
import './communities.css';

/** The most of each list shown (the API's page limit). */
const listLimit = 100;

/** Your communities, a community opened by its address, and every community to browse. */
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
      <BrowseCommunities mine={new Set(mine.map((community) => community.id))} />
    </div>
  );
}

/** Every community, most members first, with a name search (debounced) and "Show more"; the caller's are marked. */
function BrowseCommunities({ mine }: { mine: ReadonlySet<string> }) {
  const { t } = useLingui();
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const browse = useCommunityBrowse(search);
  const found = browse.search;
  return (
    <section
      className="card community-browse"
      aria-labelledby="browse-communities-heading"
      aria-busy={browse.loading}
      data-testid="browse-communities"
      data-search={found}
      data-loaded={browse.loaded}
      data-count={browse.communities.length}
      data-total={browse.total}
    >
      <h2 id="browse-communities-heading">{t`Browse communities`}</h2>
      <form className="community-find" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="community-search">{t`Search communities`}</label>
        <input
          id="community-search"
          type="search"
          className="community-address-input"
          value={term}
          maxLength={communityLimits.searchMax}
          placeholder={t`Community name`}
          autoComplete="off"
          onChange={(event) => setTerm(event.target.value)}
          data-testid="community-search"
        />
      </form>
      {browse.error ? (
        <ErrorText error={describeError(browse.error)} testId="browse-communities-error" />
      ) : !browse.loaded ? (
        <p className="muted small">{t`Loading…`}</p>
      ) : browse.communities.length === 0 ? (
        <p className="muted small" data-testid="browse-communities-empty">
          {found ? t`No communities match “${found}”.` : t`No communities yet.`}
        </p>
      ) : (
        <ul className="communities-list" aria-label={found ? t`Communities matching “${found}”` : t`All communities`}>
          {browse.communities.map((community) => (
            <li key={community.id} data-testid="browse-community" data-slug={community.slug} data-member={mine.has(community.id)}>
              <Link href={`/communities/${community.slug}`} className="community-link">
                {community.name}
              </Link>
              <span className="muted small">
                {mine.has(community.id) ? t`${community.memberCount} members · joined` : t`${community.memberCount} members`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {browse.hasMore && (
        <button
          type="button"
          className="button ghost community-browse-more"
          disabled={browse.loading}
          onClick={browse.loadMore}
          data-testid="browse-communities-more"
        >
          {t`Show more communities`}
        </button>
      )}
    </section>
  );
}

/** One community: its rooms, how many members, join and leave. */
export function CommunityPage({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useLingui();
  const { viewer } = useApp();
  const signedIn = viewer.kind === 'user';
  // Guests have no communities of their own (the API refuses them the list): they read the community only.
  const [result] = useQuery({ query: CommunityPageQuery, variables: { id: idOrSlug, limit: listLimit, signedIn }, context: communitiesQueryContext });
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
  const member = data.userCommunities?.data.some((c) => c.id === community.id) ?? false;
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
