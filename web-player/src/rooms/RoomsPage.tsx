import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { ErrorText } from '../components/ErrorText';
import { describeError } from '../errors';
import type { RoomCardFieldsFragment } from '../gql/graphql';
import { MeQuery } from '../operations';
import { useApp } from '../session-context';
import { useSession } from '../session';
import { RoomList } from './RoomCard';
import { HomeRoomsQuery, MyHomeRoomsQuery, SearchRoomsQuery } from './rooms.operations';
import { useDebouncedValue as useDebounced } from '../components/useDebouncedValue';
import './rooms.css';

const listLimit = 50;

function Welcome() {
  const { t } = useLingui();
  const { viewer, auth } = useApp();
  const session = useSession(auth.sessions);
  const [me] = useQuery({ query: MeQuery, pause: viewer.kind !== 'user' });
  if (viewer.kind !== 'user') {
    return (
      <div className="rooms-welcome">
        <h1 data-testid="welcome">{t`Welcome! You are listening as a guest.`}</h1>
        <p className="muted">{t`Pick a hangout and listen along. Sign in to create rooms and keep crates.`}</p>
      </div>
    );
  }
  const name = me.data?.me.displayName ?? viewer.displayName;
  // A sign-in that created the account is a first visit: welcome, not welcome back.
  const isNew = session?.kind === 'user' && session.user.newAccount === true;
  return (
    <div className="rooms-welcome">
      <h1 data-testid="welcome" data-new-account={isNew}>
        {isNew ? t`Welcome to Backspin, ${name}!` : t`Welcome back, ${name}!`}
      </h1>
      <p className="muted">{t`Pick a hangout and listen along, or open your own.`}</p>
    </div>
  );
}

/** The lists: promoted and public hangouts for everyone; your rooms and recent visits for users. */
function Browse() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [home] = useQuery({ query: HomeRoomsQuery, variables: { limit: listLimit } });
  const [mine] = useQuery({ query: MyHomeRoomsQuery, variables: { limit: listLimit }, pause: viewer.kind !== 'user' });
  return (
    <>
      {home.error && <ErrorText error={describeError(home.error)} testId="rooms-error" />}
      {home.fetching && !home.data && <p className="muted">{t`Loading…`}</p>}
      {home.data && (
        <>
          <RoomList
            title={t`Promoted hangouts`}
            rooms={home.data.promotedRooms}
            empty={t`No promoted hangouts right now.`}
            testId="rooms-promoted"
          />
          <RoomList title={t`Hangouts`} rooms={home.data.publicRooms} empty={t`No hangouts yet.`} testId="rooms-public" />
        </>
      )}
      {viewer.kind === 'user' && (
        <>
          {mine.error && <ErrorText error={describeError(mine.error)} testId="my-rooms-error" />}
          {mine.data && (
            <>
              <RoomList
                title={t`Your rooms`}
                rooms={mine.data.myRooms}
                empty={t`You have no rooms yet.`}
                testId="rooms-mine"
              />
              <RoomList
                title={t`Recently visited`}
                rooms={mine.data.recentRooms}
                empty={t`Rooms you visit show up here.`}
                testId="rooms-recent"
              />
            </>
          )}
        </>
      )}
    </>
  );
}

/** Home: a greeting, room search, and the hangouts to browse. */
export function RoomsPage() {
  const { t } = useLingui();
  const { viewer } = useApp();
  const [term, setTerm] = useState('');
  const query = useDebounced(term.trim());

  return (
    <div className="rooms-page" data-testid="rooms-page">
      <div className="rooms-top">
        <Welcome />
        {viewer.kind === 'user' && (
          <Link href="/rooms/new" className="button primary rooms-create-link" data-testid="create-room-link">
            {t`Create a room`}
          </Link>
        )}
      </div>
      <form className="rooms-search" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="field grow">
          <span>{t`Search rooms`}</span>
          <input
            type="search"
            value={term}
            placeholder={t`Room name or description`}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
            data-testid="rooms-search"
          />
        </label>
      </form>
      {query ? <SearchResults query={query} /> : <Browse />}
    </div>
  );
}

/** Rooms matching a search term (an empty term never gets here: the lists show instead). */
function SearchResults({ query }: { query: string }) {
  const { t } = useLingui();
  const [result] = useQuery({ query: SearchRoomsQuery, variables: { query, limit: listLimit } });
  // While the next term's answer comes, keep showing the last one.
  const shown = useRef<{ query: string; rooms: RoomCardFieldsFragment[] } | null>(null);
  if (result.data && !result.fetching && result.operation?.variables.query === query) {
    shown.current = { query, rooms: result.data.searchRooms };
  }
  if (result.error) return <ErrorText error={describeError(result.error)} testId="rooms-search-error" />;
  if (!shown.current) return <p className="muted" role="status">{t`Searching for ${query}…`}</p>;
  const found = shown.current.query;
  return (
    <div aria-busy={result.fetching} data-testid="rooms-search-results" data-query={found}>
      <RoomList
        title={t`Rooms matching “${found}”`}
        rooms={shown.current.rooms}
        empty={t`No rooms match “${found}”.`}
        testId="rooms-search-list"
      />
    </div>
  );
}
