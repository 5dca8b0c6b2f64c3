import { graphql } from '../gql';

/** The server clock, ms since the epoch (docs/live-rooms.md §3). */
export const PlaybackServerTimeQuery = graphql(`
  query PlaybackServerTime {
    serverTime
  }
`);

/** What the room player needs of the song playing. */
export const PlaybackSongQuery = graphql(`
  query PlaybackSong($id: ID!) {
    song(id: $id) {
      id
      trackName
      artistName
      duration
      links
      thumbnails {
        provider
        url
      }
      streamUrls {
        provider
        kind
        url
      }
      musicProviders {
        provider
        id
      }
    }
  }
`);

/** A song's stream URL signed now for a quality (7digital's links are short-lived). */
export const PlaybackSongStreamQuery = graphql(`
  query PlaybackSongStream($id: String!, $country: String!, $quality: AudioQuality) {
    songStream(id: $id, country: $country, quality: $quality) {
      provider
      kind
      url
      quality
    }
  }
`);

/** One play-tracking event (spec 3, §4: 15 s, 30 s, total). */
export const RecordPlaybackEventMutation = graphql(`
  mutation RecordPlaybackEvent($input: PlaybackEventInput!) {
    recordPlaybackEvent(input: $input) {
      id
    }
  }
`);

/** The listener's plan level, sent with play tracking (spec 3, §3 `subscriptionLevel`). */
export const PlaybackSubscriptionLevelQuery = graphql(`
  query PlaybackSubscriptionLevel {
    me {
      id
      subscriptionLevel
    }
  }
`);
