import { lifetimeRankingStatusListFields, rankingStatusListFields } from '@backspin/contracts/admin-lists';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { found, namedFilterListQuery, nestjsxAnswer } from './admin-list-query.ts';
import { integerParam, route, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestRankingStatus on RankingStatus {
    id
    userUuid
    seasonId
    balance
    rank
    reachedAt
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment RestLifetimeRankingStatus on LifetimeRankingStatus {
    id
    userUuid
    balance
    rank
    reachedAt
    createdAt
    updatedAt
  }
`);

graphql(`
  fragment RestSeasonRanking on SeasonRanking {
    season { id seasonName seasonStart seasonEnd }
    data { ...RestRankingStatus }
    total
    take
    skip
  }
`);

graphql(`
  fragment RestPointEvent on PointEvent {
    id
    eventId
    source
    occurredAt
    seasonId
    actorId
    reason
    createdAt
    applied
    entries { userUuid seasonId points rules { rule points } }
  }
`);

const AdjustPoints = graphql(`
  mutation RestAdjustPoints($input: AdminPointsInput!) {
    adjustPoints(input: $input) { ...RestPointEvent }
  }
`);

const ServicePoints = graphql(`
  mutation RestAddServicePoints($input: ServicePointsInput!) {
    addServicePoints(input: $input) { ...RestPointEvent }
  }
`);

const RankingStatuses = graphql(`
  query RestRankingStatuses($userUuid: ID!) {
    rankingStatuses(userUuid: $userUuid) { ...RestRankingStatus season { id seasonName seasonStart seasonEnd } }
  }
`);

const LifetimeStatusOf = graphql(`
  query RestLifetimeRankingStatusOf($userUuid: ID!) {
    lifetimeRankingStatusOf(userUuid: $userUuid) { ...RestLifetimeRankingStatus }
  }
`);

const CurrentStatus = graphql(`
  query RestCurrentRankingStatus($userUuid: ID) {
    currentRankingStatus(userUuid: $userUuid) {
      hasCurrentRankingStatus
      season { id seasonName seasonStart seasonEnd }
      rankingStatus { ...RestRankingStatus }
    }
  }
`);

const CurrentRanking = graphql(`
  query RestSeasonRanking($take: Int, $skip: Int) {
    seasonRanking(take: $take, skip: $skip) { ...RestSeasonRanking }
  }
`);

const RankingByName = graphql(`
  query RestSeasonRankingByName($seasonName: String!, $take: Int, $skip: Int) {
    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) { ...RestSeasonRanking }
  }
`);

const NextRanking = graphql(`
  query RestNextSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {
    nextSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }
  }
`);

const PreviousRanking = graphql(`
  query RestPreviousSeasonRanking($seasonStart: DateTimeISO!, $take: Int, $skip: Int) {
    previousSeasonRanking(seasonStart: $seasonStart, take: $take, skip: $skip) { ...RestSeasonRanking }
  }
`);

const AllSeasonsRanking = graphql(`
  query RestAllSeasonsRanking($take: Int, $skip: Int) {
    allSeasonsRanking(take: $take, skip: $skip) { data { ...RestLifetimeRankingStatus } total take skip }
  }
`);

const AdminRankingStatuses = graphql(`
  query RestAllRankingStatuses($query: ListQueryInput) {
    allRankingStatuses(query: $query) { data { ...RestRankingStatus } count total page pageCount }
  }
`);

const AdminRankingStatus = graphql(`
  query RestRankingStatus($id: ID!) {
    rankingStatus(id: $id) { ...RestRankingStatus }
  }
`);

const AdminLifetimeStatuses = graphql(`
  query RestAllLifetimeRankingStatuses($query: ListQueryInput) {
    allLifetimeRankingStatuses(query: $query) { data { ...RestLifetimeRankingStatus } count total page pageCount }
  }
`);

const AdminLifetimeStatus = graphql(`
  query RestLifetimeRankingStatus($id: ID!) {
    lifetimeRankingStatus(id: $id) { ...RestLifetimeRankingStatus }
  }
`);

/**
 * A mutation input from the body: `texts` as strings (missing: '', which the service refuses with its own message), the
 * `passed` fields as given (a missing one stays out, so GraphQL or the service refuses it with 400).
 */
const bodyInput = <Input>(body: Record<string, unknown>, texts: readonly string[], passed: readonly string[]): Input =>
  ({
    ...Object.fromEntries(texts.map((key) => [key, text(body, key)])),
    ...Object.fromEntries(passed.filter((key) => body[key] !== undefined).map((key) => [key, body[key]])),
  }) as Input;
/** The two points bodies' schema: the common fields and the path's own. */
const pointsBody = (own: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  properties: {
    userUuid: { type: 'string', format: 'uuid' },
    reason: { type: 'string', minLength: 1, maxLength: 500 },
    eventId: { type: 'string', minLength: 1, maxLength: 200, description: 'Idempotency key' },
    ...own,
  },
  required,
});
const paging = ({ query }: RestRequest) => ({ take: integerParam(query, 'take'), skip: integerParam(query, 'skip') });
const pagingDoc = 'take: 1 to 100 (default 25); skip: at least 0';
const rankingDoc =
  'in ranking order: higher balance first, equal balances by who reached it first, then user id; equal balances share a rank (1 + users with more points)';
const userUuid = (request: RestRequest) => ({ userUuid: request.params.userUuid ?? '' });
const id = (request: RestRequest) => ({ id: request.params.id ?? '' });
const seasonRanking = (path: string, summary: string) =>
  route({
    method: 'GET',
    service: 'economy',
    path,
    tag: 'points',
    summary,
    operation: CurrentRanking,
    variables: paging,
    result: (data) => found(data.seasonRanking, 'NO_CURRENT_SEASON'),
  });
const seasonStart = (request: RestRequest) => ({ seasonStart: request.params.seasonStart ?? '', ...paging(request) });
const statusListFilters = ['userUuid', 'seasonId', 'balance'] as const;

/** Points and rankings (spec 1, §7.1): the point rules are economy's points/point-rules.ts. */
export const pointsRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'economy',
    path: '/points/season/admin/handle-points',
    tag: 'points',
    summary:
      'Admins: add or take away a user’s points (userUuid, points: -100000..100000 not 0, reason, optional seasonId: the current season by default, optional eventId as an idempotency key); recorded with the admin and the reason; never below 0 (409)',
    auth: true,
    operation: AdjustPoints,
    variables: ({ body }) => ({ input: bodyInput<{ userUuid: string; reason: string; points: number }>(body, ['userUuid', 'reason'], ['points', 'seasonId', 'eventId']) }),
    result: (data) => data.adjustPoints,
    bodySchema: pointsBody({ points: { type: 'integer' }, seasonId: { type: 'string', format: 'uuid' } }, ['userUuid', 'points', 'reason']),
  }),
  route({
    method: 'POST',
    service: 'economy',
    path: '/points/service',
    tag: 'points',
    summary:
      'Services: add a user’s points (userUuid, points 1..100000, eventId: an idempotency key, optional reason) to the current season and the lifetime total; a retry with the same eventId adds nothing (applied: false)',
    auth: true,
    operation: ServicePoints,
    variables: ({ body }) => ({ input: bodyInput<{ userUuid: string; eventId: string; points: number }>(body, ['userUuid', 'eventId'], ['points', 'reason']) }),
    result: (data) => data.addServicePoints,
    bodySchema: pointsBody({ points: { type: 'integer', minimum: 1, maximum: 100000 } }, ['userUuid', 'points', 'eventId']),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/ranking-status/{userUuid}',
    tag: 'points',
    summary: 'A user’s ranking status (balance, rank) in each season they have points in, latest season first',
    operation: RankingStatuses,
    variables: userUuid,
    result: (data) => data.rankingStatuses,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/ranking-status/sum/{userUuid}',
    tag: 'points',
    summary: 'A user’s points over all seasons and all-time rank ({userUuid, balance: 0, rank: null} before any points)',
    operation: LifetimeStatusOf,
    variables: userUuid,
    result: (data, { request }) => data.lifetimeRankingStatusOf ?? { userUuid: request.params.userUuid, balance: 0, rank: null },
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/current-ranking-status',
    tag: 'points',
    summary: 'The caller’s ranking status in the current season: {hasCurrentRankingStatus, season, rankingStatus}',
    auth: true,
    operation: CurrentStatus,
    variables: () => ({ userUuid: null }),
    result: (data) => data.currentRankingStatus,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/current-ranking-status/{userUuid}',
    tag: 'points',
    summary: 'A user’s ranking status in the current season: {hasCurrentRankingStatus, season, rankingStatus}',
    operation: CurrentStatus,
    variables: userUuid,
    result: (data) => data.currentRankingStatus,
  }),
  seasonRanking('/points/season-ranking', `The current season’s ranking, ${rankingDoc}: {season, data, total, take, skip}; ${pagingDoc}; 404 between seasons`),
  seasonRanking('/points/season-ranking-current', `The current season’s ranking, first page by default (${pagingDoc}); 404 between seasons`),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/all-seasons-ranking',
    tag: 'points',
    summary: `The all-seasons (lifetime) ranking, ${rankingDoc}: {data, total, take, skip}; ${pagingDoc}`,
    operation: AllSeasonsRanking,
    variables: paging,
    result: (data) => data.allSeasonsRanking,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/season-ranking/next-season/{seasonStart}',
    tag: 'points',
    summary: `The ranking of the first season starting after seasonStart (ISO 8601); ${pagingDoc}; 404 when there is none`,
    operation: NextRanking,
    variables: seasonStart,
    result: (data) => found(data.nextSeasonRanking, 'SEASON_NOT_FOUND'),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/season-ranking/prev-season/{seasonStart}',
    tag: 'points',
    summary: `The ranking of the last season starting before seasonStart (ISO 8601); ${pagingDoc}; 404 when there is none`,
    operation: PreviousRanking,
    variables: seasonStart,
    result: (data) => found(data.previousSeasonRanking, 'SEASON_NOT_FOUND'),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/points/season-ranking/{seasonName}',
    tag: 'points',
    summary: `A season’s ranking by the season’s name; ${pagingDoc}; 404 when unknown`,
    operation: RankingByName,
    variables: (request) => ({ seasonName: request.params.seasonName ?? '', ...paging(request) }),
    result: (data) => found(data.seasonRankingByName, 'SEASON_NOT_FOUND'),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/ranking-status',
    tag: 'points',
    summary:
      'Admins: ranking statuses, filtered by userUuid, seasonId and balance (equal), with limit, offset, page and sort (field,ASC|DESC); highest balance first by default. An array, or {data, count, total, page, pageCount} with offset or page',
    auth: true,
    operation: AdminRankingStatuses,
    variables: (request) => ({ query: listQueryToInput(namedFilterListQuery(request, rankingStatusListFields, statusListFilters)) }),
    result: (data, { request }) => nestjsxAnswer(data.allRankingStatuses, request, null),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/ranking-status/{id}',
    tag: 'points',
    summary: 'Admins: one ranking status (404 when unknown)',
    auth: true,
    operation: AdminRankingStatus,
    variables: id,
    result: (data) => found(data.rankingStatus, 'RANKING_STATUS_NOT_FOUND'),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/ranking-status-lifetime',
    tag: 'points',
    summary:
      'Admins: lifetime ranking statuses, filtered by userUuid and balance (equal), with limit, offset, page and sort (field,ASC|DESC). An array, or {data, count, total, page, pageCount} with offset or page',
    auth: true,
    operation: AdminLifetimeStatuses,
    variables: (request) => ({ query: listQueryToInput(namedFilterListQuery(request, lifetimeRankingStatusListFields, ['userUuid', 'balance'])) }),
    result: (data, { request }) => nestjsxAnswer(data.allLifetimeRankingStatuses, request, null),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/ranking-status-lifetime/{id}',
    tag: 'points',
    summary: 'Admins: one lifetime ranking status (404 when unknown)',
    auth: true,
    operation: AdminLifetimeStatus,
    variables: id,
    result: (data) => found(data.lifetimeRankingStatus, 'RANKING_STATUS_NOT_FOUND'),
  }),
];
