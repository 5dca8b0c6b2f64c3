import { restResourceUrl } from '../rest-url';
import { useApp } from '../session-context';
import { Plural, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { RoomCardFieldsFragment, RoomDesign } from '../gql/graphql';
import { useRoomLabels } from './room-labels';
import { httpUrlOf } from '@backspin/contracts/validation';

/** A poster the browser can load on its own: an absolute http(s) URL (uploaded posters are bridge paths). */
export function displayablePoster(url: string | null | undefined): string | null {
  if (!url) return null;
  return httpUrlOf(url, Number.POSITIVE_INFINITY)?.href ?? null;
}

/** Each design's look when a room has no poster: CSS only (rooms.css `.room-art[data-design]`). */
const designGlyphs: Record<RoomDesign, string> = {
  BARN: '⌂',
  BARN_UA: '⌂',
  CHAT_ONLY: '✉',
  CLUB: '◐',
  CLUB_UA: '◐',
  FERRY_BUILDING: '⚓',
  FESTIVAL: '✦',
  STADIUM: '◎',
  THEATER: '♜',
  TOMORROWLAND: '✺',
  UNDERGROUND: '▼',
  YACHT: '⛵',
};

/** The room's poster, or its design's artwork. Decorative: the card says the name. */
export function RoomArt({ design, posterUrl }: { design: RoomDesign; posterUrl?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const { config } = useApp();
  // An uploaded poster is a path on the REST bridge; a given one is its own URL.
  const poster = displayablePoster(posterUrl ? restResourceUrl(config.restUrl, posterUrl) : null);
  return (
    <div className="room-art" data-design={design} aria-hidden="true">
      {poster && failed !== poster ? (
        <img src={poster} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setFailed(poster)} />
      ) : (
        <span className="room-art-glyph">{designGlyphs[design]}</span>
      )}
    </div>
  );
}

/** One room in a list: its poster or design, name, description, and a link into it. */
export function RoomCard({ room }: { room: RoomCardFieldsFragment }) {
  const { t } = useLingui();
  const { designs } = useRoomLabels();
  return (
    <li className="room-card" data-testid="room-card" data-slug={room.slug}>
      <Link href={`/rooms/${room.slug}`} className="room-card-link">
        <RoomArt design={room.design} posterUrl={room.posterUrl} />
        <span className="room-card-body">
          <span className="room-card-name">{room.name}</span>
          {room.description && <span className="room-card-description">{room.description}</span>}
          <span className="room-card-meta">
            <span className="chip" data-testid="room-card-listeners" data-count={room.listenerCount}>
              <Plural value={room.listenerCount} _0="Nobody here yet" one="# listening" other="# listening" />
            </span>
            <span className="chip muted">{designs[room.design]}</span>
            {room.liveState && <span className="chip room-live">{t`Live`}</span>}
            {room.promoted && <span className="chip">{t`Promoted`}</span>}
            {room.type === 'PRIVATE' && <span className="chip muted">{room.hasPassword ? t`Private, password` : t`Private`}</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A titled list of room cards; says so when there is none. */
export function RoomList({
  title,
  rooms,
  empty,
  testId,
}: {
  title: string;
  rooms: readonly RoomCardFieldsFragment[];
  empty: string;
  testId: string;
}) {
  const headingId = `${testId}-heading`;
  return (
    <section className="rooms-section" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{title}</h2>
      {rooms.length === 0 ? (
        <p className="muted small">{empty}</p>
      ) : (
        <ul className="room-grid">
          {rooms.map((room) => (
            <RoomCard key={room.id} room={room} />
          ))}
        </ul>
      )}
    </section>
  );
}
