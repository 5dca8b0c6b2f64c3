// Placeholder until the playback engine lands (wp-playback): same props.
export interface NowPlaying {
  playId: string;
  songId: string;
  djUuid: string;
  startedAt: string;
  endsAt: string;
  duration: number;
}
export function RoomPlayer(props: { room: { id: string; slug: string; ownerId: string }; nowPlaying: NowPlaying | null }) {
  return <div data-testid="room-player" data-song-id={props.nowPlaying?.songId ?? ''} />;
}
