import { crateLimits } from '@backspin/contracts/crate-options';
import { graphql } from '../gql/index.ts';
import type { CrateTargetInput, RestCrateFragment, RestCrateSongFragment, SpecialCrate } from '../gql/graphql.ts';
import { integerParam, route, type RestRequest, type RestRoute } from './route.ts';

/**
 * Crates (spec 3, §7 "Playlist service"): playlists, the queue (`/crate/special/queue`) and the likes list
 * (`/crate/special/likes`). Positions are 0-based everywhere: `position` of a crate song, `newPosition` of a
 * move, `position` of an add and `currentPosition`; `offset` counts from the first song too.
 */

graphql(`
  fragment RestCrate on Crate {
    id
    shortId
    crateName
    description
    userId
    kind
    thumbnails
    count
    crateSongsNumber
    currentPosition
    currentCrateSongId
    importStatus
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment RestCrateSong on CrateSong {
    id
    position
    songId
    songShortId
    isrc
    trackName
    artistName
    duration
    explicit
    genre
    status
    musicProviders { provider id }
    thumbnails { provider url }
    previews
    streamUrls { provider kind url }
    createdAt
  }
`);

const CreateCrate = graphql(`
  mutation RestCreateCrate($input: CreateCrateInput) {
    createCrate(input: $input) { ...RestCrate }
  }
`);

const CopyCrate = graphql(`
  mutation RestCopyCrate($id: ID!) {
    copyCrate(id: $id) { ...RestCrate }
  }
`);

const MyCrates = graphql(`
  query RestMyCrates($limit: Int, $offset: Int) {
    myCrates(limit: $limit, offset: $offset) { ...RestCrate }
  }
`);

const UserCrates = graphql(`
  query RestUserCrates($userId: ID!, $limit: Int, $offset: Int) {
    userCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }
  }
`);

const ServiceUserCrates = graphql(`
  query RestServiceUserCrates($userId: ID!, $limit: Int, $offset: Int) {
    serviceUserCrates(userId: $userId, limit: $limit, offset: $offset) { ...RestCrate }
  }
`);

const AllCrates = graphql(`
  query RestAllCrates($limit: Int, $offset: Int) {
    allCrates(limit: $limit, offset: $offset) { ...RestCrate }
  }
`);

const CrateWithSongs = graphql(`
  query RestCrate($id: ID!) {
    crate(id: $id) { ...RestCrate songs { ...RestCrateSong } }
  }
`);

const SpecialCrateWithSongs = graphql(`
  query RestSpecialCrate($kind: SpecialCrate!) {
    specialCrate(kind: $kind) { ...RestCrate songs { ...RestCrateSong } }
  }
`);

const CrateSongs = graphql(`
  query RestCrateSongs($id: ID!, $limit: Int, $offset: Int) {
    crate(id: $id) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }
  }
`);

const SpecialCrateSongs = graphql(`
  query RestSpecialCrateSongs($kind: SpecialCrate!, $limit: Int, $offset: Int) {
    specialCrate(kind: $kind) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }
  }
`);

const ShortIdCrateSongs = graphql(`
  query RestShortIdCrateSongs($shortId: String!, $limit: Int, $offset: Int) {
    crateByShortId(shortId: $shortId) { songs(limit: $limit, offset: $offset) { ...RestCrateSong } }
  }
`);

const UpdateCrate = graphql(`
  mutation RestUpdateCrate($id: ID!, $input: UpdateCrateInput!) {
    updateCrate(id: $id, input: $input) { ...RestCrate }
  }
`);

const DeleteCrate = graphql(`
  mutation RestDeleteCrate($id: ID!) {
    deleteCrate(id: $id)
  }
`);

const AddSongs = graphql(`
  mutation RestAddCrateSongs($crate: CrateTargetInput!, $songIds: [ID!]!, $position: Int) {
    addCrateSongs(crate: $crate, songIds: $songIds, position: $position) {
      crate { ...RestCrate }
      added { ...RestCrateSong }
      skipped { songId reason duplicateOfSongId duplicateOfCrateSongId }
    }
  }
`);

const RemoveSong = graphql(`
  mutation RestRemoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!) {
    removeCrateSong(crate: $crate, crateSongId: $crateSongId) { ...RestCrate }
  }
`);

const MoveSong = graphql(`
  mutation RestMoveCrateSong($crate: CrateTargetInput!, $crateSongId: ID!, $newPosition: Int) {
    moveCrateSong(crate: $crate, crateSongId: $crateSongId, newPosition: $newPosition) { ...RestCrateSong }
  }
`);

const Shuffle = graphql(`
  mutation RestShuffleCrate($crate: CrateTargetInput!) {
    shuffleCrate(crate: $crate) { ...RestCrate }
  }
`);

const Clear = graphql(`
  mutation RestClearCrate($crate: CrateTargetInput!) {
    clearCrate(crate: $crate) { ...RestCrate }
  }
`);

const SetCurrent = graphql(`
  mutation RestSetCrateCurrentPosition($crate: CrateTargetInput!, $crateSongId: ID, $position: Int) {
    setCrateCurrentPosition(crate: $crate, crateSongId: $crateSongId, position: $position) { ...RestCrate }
  }
`);

const ReplaceQueue = graphql(`
  mutation RestReplaceQueueFromCrate($sourceCrateId: ID!) {
    replaceQueueFromCrate(sourceCrateId: $sourceCrateId) { ...RestCrate }
  }
`);

/** The spec's crate shape (crateUuid, userUuid, ...). */
export function crateBody(crate: RestCrateFragment) {
  return {
    crateUuid: crate.id,
    shortId: crate.shortId,
    crateName: crate.crateName,
    description: crate.description ?? null,
    userUuid: crate.userId,
    kind: crate.kind.toLowerCase(),
    thumbnails: crate.thumbnails,
    crateSongsNumber: crate.crateSongsNumber,
    count: crate.count,
    currentPosition: crate.currentPosition ?? null,
    currentCrateSongUuid: crate.currentCrateSongId ?? null,
    importStatus: crate.importStatus ?? null,
    createdAt: crate.createdAt,
    updatedAt: crate.updatedAt,
  };
}

/** The spec's crate song shape; musicProviders and thumbnails as maps of provider to id or URL. */
export function crateSongBody(song: RestCrateSongFragment) {
  return {
    crateSongUuid: song.id,
    position: song.position,
    songId: song.songId,
    songShortId: song.songShortId,
    isrc: song.isrc ?? null,
    trackName: song.trackName,
    artistName: song.artistName,
    duration: song.duration,
    explicit: song.explicit,
    genre: song.genre ?? null,
    status: song.status,
    musicProviders: Object.fromEntries(song.musicProviders.map((link) => [link.provider, link.id])),
    thumbnails: Object.fromEntries(song.thumbnails.map((t) => [t.provider, t.url])),
    previews: song.previews,
    streamUrls: song.streamUrls,
    createdAt: song.createdAt,
  };
}

/**
 * An integer of a JSON body: a number, or digits in a string; absent becomes null (the service answers with its own
 * message). Anything else goes through as it is, for GraphQL to refuse with a message naming the variable.
 */
function integer(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return value as number;
}

/** limit and offset of the query string; a malformed one is a 400 naming it. */
const page = ({ query }: RestRequest) => ({ limit: integerParam(query, 'limit'), offset: integerParam(query, 'offset') });

const songIdsOf = (body: Record<string, unknown>): string[] => {
  if (body.songIds !== undefined && body.songIds !== null) return body.songIds as string[];
  if (typeof body.songId === 'string') return [body.songId];
  return [];
};

const crateFields = (body: Record<string, unknown>) => ({
  ...(body.crateName !== undefined ? { crateName: body.crateName as string | null } : {}),
  ...(body.description !== undefined ? { description: body.description as string | null } : {}),
});

const tag = 'playlist-service: crates';
const crateSchema = { type: 'object', additionalProperties: true, description: 'A crate (crateUuid, crateName, userUuid, count, ...).' };
const crateListSchema = { type: 'array', items: crateSchema };
const crateSongListSchema = { type: 'array', items: { type: 'object', additionalProperties: true } };
const positionBody = {
  type: 'object',
  properties: { newPosition: { type: 'integer', minimum: 0, description: '0-based index the song will have.' } },
  required: ['newPosition'],
};
const addBody = {
  type: 'object',
  properties: {
    songIds: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 1000 },
    songId: { type: 'string', format: 'uuid', description: 'One song, instead of songIds.' },
    position: { type: 'integer', minimum: 0, description: '0-based index of the first added song; default: the end.' },
  },
};
const currentBody = {
  type: 'object',
  properties: {
    crateSongUuid: { type: 'string', format: 'uuid' },
    currentPosition: { type: 'integer', minimum: 0, description: '0-based; instead of crateSongUuid. Neither clears it.' },
  },
};
const fieldsBody = {
  type: 'object',
  properties: { crateName: { type: 'string', maxLength: crateLimits.nameMax }, description: { type: 'string', maxLength: crateLimits.descriptionMax } },
};

/**
 * The routes that work on the songs of one crate, for a crate by id (`/crate/{crateUuid}`) and for the caller's
 * queue and likes list (`/crate/special/queue`, `/crate/special/likes`).
 */
function crateSongRoutes(prefix: string, name: string, target: (request: RestRequest) => CrateTargetInput): RestRoute[] {
  return [
    route({
      method: 'POST',
      service: 'playlist',
      path: `${prefix}/songs`,
      tag,
      summary: `Add songs to ${name}; songs it already has (same-song rule) are skipped and listed`,
      operation: AddSongs,
      variables: (request) => ({
        crate: target(request),
        songIds: songIdsOf(request.body),
        position: integer(request.body.position),
      }),
      result: (data) => ({
        crate: crateBody(data.addCrateSongs.crate),
        added: data.addCrateSongs.added.map(crateSongBody),
        skipped: data.addCrateSongs.skipped.map(({ songId, reason, duplicateOfSongId, duplicateOfCrateSongId }) => ({
          songId,
          reason,
          duplicateOfSongId,
          duplicateOfCrateSongUuid: duplicateOfCrateSongId ?? null,
        })),
      }),
      bodySchema: addBody,
      auth: true,
    }),
    route({
      method: 'PUT',
      service: 'playlist',
      path: `${prefix}/current-position`,
      tag,
      summary: `Set the current song of ${name}, by crateSongUuid or 0-based currentPosition; neither clears it`,
      operation: SetCurrent,
      variables: (request) => ({
        crate: target(request),
        crateSongId: (request.body.crateSongUuid as string | undefined) ?? null,
        position: integer(request.body.currentPosition),
      }),
      result: (data) => crateBody(data.setCrateCurrentPosition),
      bodySchema: currentBody,
      responseSchema: crateSchema,
      auth: true,
    }),
    route({
      method: 'DELETE',
      service: 'playlist',
      path: `${prefix}/songs/{crateSongUuid}`,
      tag,
      summary: `Remove a song from ${name}`,
      operation: RemoveSong,
      variables: (request) => ({ crate: target(request), crateSongId: request.params.crateSongUuid! }),
      result: (data) => crateBody(data.removeCrateSong),
      responseSchema: crateSchema,
      auth: true,
    }),
    route({
      method: 'PUT',
      service: 'playlist',
      path: `${prefix}/songs/{crateSongUuid}/position`,
      tag,
      summary: `Move a song of ${name} to newPosition (0-based)`,
      operation: MoveSong,
      variables: (request) => ({
        crate: target(request),
        crateSongId: request.params.crateSongUuid!,
        newPosition: integer(request.body.newPosition),
      }),
      result: (data) => crateSongBody(data.moveCrateSong),
      bodySchema: positionBody,
      auth: true,
    }),
    route({
      method: 'POST',
      service: 'playlist',
      path: `${prefix}/songs/shuffle`,
      tag,
      summary: `Put the songs of ${name} in a new random order`,
      operation: Shuffle,
      variables: (request) => ({ crate: target(request) }),
      result: (data) => crateBody(data.shuffleCrate),
      responseSchema: crateSchema,
      auth: true,
    }),
  ];
}

/** The routes of the queue and the likes list that a crate by id has in another form. */
function specialCrateRoutes(kind: SpecialCrate, segment: 'queue' | 'likes', name: string): RestRoute[] {
  const prefix = `/crate/special/${segment}`;
  return [
    route({
      method: 'GET',
      service: 'playlist',
      path: prefix,
      tag,
      summary: `${name[0]!.toUpperCase()}${name.slice(1)} (created on first use), with its first ${crateLimits.songsPage} songs`,
      operation: SpecialCrateWithSongs,
      variables: () => ({ kind }),
      result: (data) => ({ ...crateBody(data.specialCrate), songs: data.specialCrate.songs.map(crateSongBody) }),
      responseSchema: crateSchema,
      auth: true,
    }),
    route({
      method: 'GET',
      service: 'playlist',
      path: `${prefix}/songs`,
      tag,
      summary: `The songs of ${name}, in order; ${crateLimits.songsPage} per page`,
      operation: SpecialCrateSongs,
      variables: (request) => ({ kind, ...page(request) }),
      result: (data) => data.specialCrate.songs.map(crateSongBody),
      responseSchema: crateSongListSchema,
      auth: true,
    }),
    route({
      method: 'POST',
      service: 'playlist',
      path: `${prefix}/songs/clear`,
      tag,
      summary: `Empty ${name}`,
      operation: Clear,
      variables: () => ({ crate: { special: kind } }),
      result: (data) => crateBody(data.clearCrate),
      responseSchema: crateSchema,
      auth: true,
    }),
    ...crateSongRoutes(prefix, name, () => ({ special: kind })),
  ];
}

export const crateRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'playlist',
    path: '/crate',
    tag,
    summary: 'Create a crate; the name defaults to "New Playlist #" and the lowest unused number',
    operation: CreateCrate,
    variables: ({ body }) => ({ input: crateFields(body) }),
    result: (data) => crateBody(data.createCrate),
    status: 201,
    bodySchema: fieldsBody,
    responseSchema: crateSchema,
    auth: true,
  }),
  route({
    method: 'PUT',
    service: 'playlist',
    path: '/crate/{crateId}/copy',
    tag,
    summary: 'Copy a crate, songs in order, into a new crate of the caller',
    operation: CopyCrate,
    variables: ({ params }) => ({ id: params.crateId! }),
    result: (data) => crateBody(data.copyCrate),
    status: 201,
    responseSchema: crateSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/user',
    tag,
    summary: `The caller’s crates (queue and likes list included), newest first; ${crateLimits.listPage} per page`,
    operation: MyCrates,
    variables: page,
    result: (data) => data.myCrates.map(crateBody),
    responseSchema: crateListSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/user/service/{userUuid}',
    tag,
    summary: `Service: every crate of a user; ${crateLimits.listPage} per page (staff)`,
    operation: ServiceUserCrates,
    variables: (request) => ({ userId: request.params.userUuid!, ...page(request) }),
    result: (data) => data.serviceUserCrates.map(crateBody),
    responseSchema: crateListSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/user/{userUuid}',
    tag,
    summary: `A user’s public crates (their regular crates), newest first; ${crateLimits.listPage} per page`,
    operation: UserCrates,
    variables: (request) => ({ userId: request.params.userUuid!, ...page(request) }),
    result: (data) => data.userCrates.map(crateBody),
    responseSchema: crateListSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/service/all-crates',
    tag,
    summary: `Service: every crate, newest first; ${crateLimits.listPage} per page (staff)`,
    operation: AllCrates,
    variables: page,
    result: (data) => data.allCrates.map(crateBody),
    responseSchema: crateListSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/service/{crateShortId}/songs',
    tag,
    summary: `Service: the songs of a crate by its short id, in order; ${crateLimits.songsPage} per page (staff)`,
    operation: ShortIdCrateSongs,
    variables: (request) => ({ shortId: request.params.crateShortId!, ...page(request) }),
    result: (data) => data.crateByShortId.songs.map(crateSongBody),
    responseSchema: crateSongListSchema,
    auth: true,
  }),
  ...specialCrateRoutes('QUEUE', 'queue', 'the queue'),
  route({
    method: 'PUT',
    service: 'playlist',
    path: '/crate/special/queue/replace-from-crate/{crateUuid}',
    tag,
    summary: 'Replace the queue: clear it, then copy the crate into it',
    operation: ReplaceQueue,
    variables: ({ params }) => ({ sourceCrateId: params.crateUuid! }),
    result: (data) => crateBody(data.replaceQueueFromCrate),
    responseSchema: crateSchema,
    auth: true,
  }),
  ...specialCrateRoutes('LIKES', 'likes', 'the likes list'),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/{crateId}',
    tag,
    summary: `A crate, with its first ${crateLimits.songsPage} songs`,
    operation: CrateWithSongs,
    variables: ({ params }) => ({ id: params.crateId! }),
    result: (data) => ({ ...crateBody(data.crate), songs: data.crate.songs.map(crateSongBody) }),
    responseSchema: crateSchema,
    auth: true,
  }),
  route({
    method: 'GET',
    service: 'playlist',
    path: '/crate/{crateUuid}/songs',
    tag,
    summary: `The songs of a crate, in order; ${crateLimits.songsPage} per page`,
    operation: CrateSongs,
    variables: (request) => ({ id: request.params.crateUuid!, ...page(request) }),
    result: (data) => data.crate.songs.map(crateSongBody),
    responseSchema: crateSongListSchema,
    auth: true,
  }),
  route({
    method: 'PATCH',
    service: 'playlist',
    path: '/crate/{crateUuid}',
    tag,
    summary: 'Rename and/or describe a crate (an empty description clears it)',
    operation: UpdateCrate,
    variables: ({ params, body }) => ({ id: params.crateUuid!, input: crateFields(body) }),
    result: (data) => crateBody(data.updateCrate),
    bodySchema: fieldsBody,
    responseSchema: crateSchema,
    auth: true,
  }),
  route({
    method: 'DELETE',
    service: 'playlist',
    path: '/crate/{crateUuid}',
    tag,
    summary: 'Delete a crate with its songs',
    operation: DeleteCrate,
    variables: ({ params }) => ({ id: params.crateUuid! }),
    result: (data) => ({ crateUuid: data.deleteCrate, deleted: true }),
    auth: true,
  }),
  ...crateSongRoutes('/crate/{crateUuid}', 'a crate', ({ params }) => ({ id: params.crateUuid! })),
];
