import { seasonListFields } from '@backspin/contracts/admin-lists';
import { listQueryToInput } from '@backspin/platform/list-query';
import { graphql } from '../gql/index.ts';
import { adminListQuery, found, nestjsxAnswer } from './admin-list-query.ts';
import { route, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestSeason on Season {
    id
    seasonName
    seasonStart
    seasonEnd
    createdAt
    updatedAt
  }
`);

const CreateSeason = graphql(`
  mutation RestCreateSeason($input: CreateSeasonInput!) {
    createSeason(input: $input) { ...RestSeason }
  }
`);

const UpdateSeason = graphql(`
  mutation RestUpdateSeason($id: ID!, $input: UpdateSeasonInput!) {
    updateSeason(id: $id, input: $input) { ...RestSeason }
  }
`);

const DeleteSeason = graphql(`
  mutation RestDeleteSeason($id: ID!) {
    deleteSeason(id: $id) { ...RestSeason }
  }
`);

const Seasons = graphql(`
  query RestAllSeasons($query: ListQueryInput) {
    allSeasons(query: $query) { data { ...RestSeason } count total page pageCount }
  }
`);

const SeasonById = graphql(`
  query RestSeason($id: ID!) {
    season(id: $id) { ...RestSeason }
  }
`);

const CurrentSeason = graphql(`
  query RestCurrentSeason {
    currentSeason { ...RestSeason }
  }
`);

/** A body field as given (a missing one left out, so the service's own check answers). */
const given = (body: Record<string, unknown>, key: string) => (body[key] === undefined ? {} : { [key]: body[key] });
const seasonFields = (body: Record<string, unknown>) => ({ ...given(body, 'seasonName'), ...given(body, 'seasonStart'), ...given(body, 'seasonEnd') });
const seasonBody = {
  type: 'object',
  properties: {
    seasonName: { type: 'string', minLength: 1, maxLength: 100 },
    seasonStart: { type: 'string', format: 'date-time' },
    seasonEnd: { type: 'string', format: 'date-time', description: 'Excluded: the next season may start at this instant' },
  },
};
const id = (request: RestRequest) => ({ id: request.params.id ?? '' });
const deleteSeason = (path: string) =>
  route({
    method: 'DELETE',
    service: 'economy',
    path,
    tag: 'points',
    summary: 'Admins: delete a season that has not ended, with its ranking (409 for an ended season; its ranking is final)',
    auth: true,
    operation: DeleteSeason,
    variables: id,
    result: (data) => data.deleteSeason,
  });

/** Seasons (spec 1, §7.1): admins manage them (console.manage); anyone reads the current one. */
export const seasonRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'economy',
    path: '/points/season',
    tag: 'points',
    summary: 'Admins: create a season [seasonStart, seasonEnd); 409 when it overlaps another season or its name is taken',
    auth: true,
    operation: CreateSeason,
    variables: ({ body }) => ({ input: seasonFields(body) as { seasonName: string; seasonStart: string; seasonEnd: string } }),
    result: (data) => data.createSeason,
    status: 201,
    bodySchema: { ...seasonBody, required: ['seasonName', 'seasonStart', 'seasonEnd'] },
  }),
  route({
    method: 'PATCH',
    service: 'economy',
    path: '/points/season/{id}',
    tag: 'points',
    summary: 'Admins: change a season’s name or dates (an ended season keeps its dates: 409; overlap: 409)',
    auth: true,
    operation: UpdateSeason,
    variables: (request) => ({ ...id(request), input: seasonFields(request.body) }),
    result: (data) => data.updateSeason,
    bodySchema: seasonBody,
  }),
  deleteSeason('/points/season/{id}'),
  deleteSeason('/admin/seasons/{id}'),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/seasons',
    tag: 'points',
    summary:
      'Admins: seasons by a nestjsx list query (fields, s, filter, or, sort, limit, offset, page) over id, seasonName, seasonStart, seasonEnd, createdAt, updatedAt. An array, or {data, count, total, page, pageCount} with offset or page',
    auth: true,
    operation: Seasons,
    variables: (request) => ({ query: listQueryToInput(adminListQuery(request, seasonListFields)) }),
    result: (data, { request }) => nestjsxAnswer(data.allSeasons, request, adminListQuery(request, seasonListFields).fields),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/admin/seasons/{id}',
    tag: 'points',
    summary: 'Admins: one season (404 when unknown)',
    auth: true,
    operation: SeasonById,
    variables: id,
    result: (data) => found(data.season, 'SEASON_NOT_FOUND'),
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/seasons/current',
    tag: 'points',
    summary: 'The season covering now (404 between seasons)',
    operation: CurrentSeason,
    variables: () => ({}),
    result: (data) => found(data.currentSeason, 'NO_CURRENT_SEASON'),
  }),
];
