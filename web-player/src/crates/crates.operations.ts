import { graphql } from '../gql';

/** What the queue and crate screens ask the gateway (the library subgraph's crates, crate songs, search, imports). */

export const CrateFieldsFragment = graphql(`
  fragment CrateFields on Crate {
    id
    crateName
    description
    kind
    userId
    importStatus
    count
    thumbnails
    updatedAt
  }
`);

export const CrateSongFieldsFragment = graphql(`
  fragment CrateSongFields on CrateSong {
    id
    songId
    songShortId
    position
    trackName
    artistName
    duration
    explicit
    isrc
    playable
    thumbnails {
      provider
      url
    }
    musicProviders {
      provider
      id
    }
  }
`);

export const SpecialCrateSongsQuery = graphql(`
  query SpecialCrateSongs($kind: SpecialCrate!, $offset: Int, $limit: Int) {
    specialCrate(kind: $kind) {
      ...CrateFields
      songs(offset: $offset, limit: $limit) {
        ...CrateSongFields
      }
    }
  }
`);

export const CrateSongsQuery = graphql(`
  query CrateSongs($id: ID!, $offset: Int, $limit: Int) {
    crate(id: $id) {
      ...CrateFields
      songs(offset: $offset, limit: $limit) {
        ...CrateSongFields
      }
    }
  }
`);

export const MyCratesQuery = graphql(`
  query MyCrates($offset: Int, $limit: Int) {
    myCrates(offset: $offset, limit: $limit) {
      ...CrateFields
    }
  }
`);

export const SpecialCrateQuery = graphql(`
  query SpecialCrate($kind: SpecialCrate!) {
    specialCrate(kind: $kind) {
      ...CrateFields
    }
  }
`);

export const SongSearchQuery = graphql(`
  query SongSearch($q: String!, $offset: Int, $limit: Int) {
    search(q: $q, offset: $offset, limit: $limit) {
      source
      song {
        id
        shortId
        trackName
        artistName
        duration
        explicit
        isrc
        playable
        thumbnails {
          provider
          url
        }
        musicProviders {
          provider
          id
        }
      }
      track {
        provider
        providerId
        trackName
        artistName
        durationSeconds
        explicit
        isrc
        thumbnailUrl
      }
    }
  }
`);

export const ImportTrackMutation = graphql(`
  mutation ImportTrack($input: TrackImportInput!) {
    importTrack(input: $input) {
      id
    }
  }
`);

export const AddCrateSongsMutation = graphql(`
  mutation AddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {
    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {
      crate {
        id
      }
      added {
        id
        position
      }
      skipped {
        songId
        reason
        duplicateOfCrateSongId
      }
    }
  }
`);

export const MoveCrateSongMutation = graphql(`
  mutation MoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {
    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) {
      id
      position
    }
  }
`);

export const RemoveCrateSongMutation = graphql(`
  mutation RemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {
    removeCrateSong(crate: $crate, crateSongId: $crateSongId) {
      id
    }
  }
`);

export const ShuffleCrateMutation = graphql(`
  mutation ShuffleCrate($crate: CrateTargetInput!) {
    shuffleCrate(crate: $crate) {
      id
    }
  }
`);

export const ClearCrateMutation = graphql(`
  mutation ClearCrate($crate: CrateTargetInput!) {
    clearCrate(crate: $crate) {
      id
    }
  }
`);

export const ReplaceQueueFromCrateMutation = graphql(`
  mutation ReplaceQueueFromCrate($sourceCrateId: ID!) {
    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) {
      id
    }
  }
`);

export const CreateCrateMutation = graphql(`
  mutation CreateCrate($input: CreateCrateInput) {
    createCrate(input: $input) {
      ...CrateFields
    }
  }
`);

export const UpdateCrateMutation = graphql(`
  mutation UpdateCrate($id: ID!, $input: UpdateCrateInput!) {
    updateCrate(id: $id, input: $input) {
      ...CrateFields
    }
  }
`);

export const DeleteCrateMutation = graphql(`
  mutation DeleteCrate($id: ID!) {
    deleteCrate(id: $id)
  }
`);

export const CopyCrateMutation = graphql(`
  mutation CopyCrate($id: ID!) {
    copyCrate(id: $id) {
      ...CrateFields
    }
  }
`);

export const ImportCrateMutation = graphql(`
  mutation ImportCrate($input: CrateImportInput!) {
    importCrate(input: $input) {
      ...CrateFields
    }
  }
`);

/** Why each track of a crate's last import was left out (shown on the crate page when the import FAILED). */
export const CrateImportReportQuery = graphql(`
  query CrateImportReport($id: ID!) {
    crate(id: $id) {
      id
      importStatus
      importFailures {
        musicProvider
        providerId
        reason
        message
      }
    }
  }
`);

/** Your Spotify access token (from the linked account; renewed by the server when near its expiry), to export with. */
export const SpotifyExportTokenQuery = graphql(`
  query SpotifyExportToken($userId: ID!) {
    musicServiceAccessToken(provider: spotify, userId: $userId) {
      accessToken
    }
  }
`);

/** Your Apple Music user token (stored when Apple Music was linked), to export with. */
export const AppleExportTokenQuery = graphql(`
  query AppleExportToken($userId: ID!) {
    appleUserToken(userId: $userId) {
      userToken
    }
  }
`);

export const ExportCrateMutation = graphql(`
  mutation ExportCrate($input: CrateExportInput!) {
    exportCrate(input: $input) {
      provider
      playlistId
      url
      trackCount
      skipped
    }
  }
`);
