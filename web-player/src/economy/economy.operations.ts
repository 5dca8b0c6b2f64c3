import { graphql } from '../gql';

/** What the economy screens ask the gateway: the token balance, the consumables shelf, seasons and rankings. */

export const TokenAccountFieldsFragment = graphql(`
  fragment TokenAccountFields on TokenAccount {
    id
    balance
    status
    updatedAt
  }
`);

/** The signed-in user's token account (null until opened): the header's balance and the buyer's view of it. */
export const MyTokenAccountQuery = graphql(`
  query MyTokenAccount {
    myTokenAccount {
      ...TokenAccountFields
    }
  }
`);

export const ConsumableFieldsFragment = graphql(`
  fragment ConsumableFields on Consumable {
    id
    name
    description
    tokenCost
    fileUrl
    updatedAt
  }
`);

/** The shelf: consumables on sale, newest first, 32 a page (spec 3, §9). */
export const ConsumablesQuery = graphql(`
  query Consumables($query: ListQueryInput) {
    consumables(query: $query) {
      data {
        ...ConsumableFields
      }
      total
      page
      pageCount
    }
  }
`);

/** One consumable, for a chat message that carries it. */
export const ConsumableQuery = graphql(`
  query Consumable($id: ID!) {
    consumable(id: $id) {
      ...ConsumableFields
    }
  }
`);

export const SeasonFieldsFragment = graphql(`
  fragment SeasonFields on Season {
    id
    seasonName
    seasonStart
    seasonEnd
  }
`);

export const CurrentSeasonQuery = graphql(`
  query CurrentSeason {
    currentSeason {
      ...SeasonFields
    }
  }
`);

export const SeasonByNameQuery = graphql(`
  query SeasonByName($seasonName: String!) {
    seasonByName(seasonName: $seasonName) {
      ...SeasonFields
    }
  }
`);

export const NeighbourSeasonsQuery = graphql(`
  query NeighbourSeasons($seasonStart: DateTimeISO!) {
    previousSeason(seasonStart: $seasonStart) {
      ...SeasonFields
    }
    nextSeason(seasonStart: $seasonStart) {
      ...SeasonFields
    }
  }
`);

export const AvatarFieldsFragment = graphql(`
  fragment AvatarFields on Avatar {
    id
    slug
    name
    avatarStatus
    discordOnly
    imageFileId
    awardTopRank
    awardMinPoints
    season {
      id
      seasonName
    }
  }
`);

/** The picker: the whole catalogue, each avatar with whether the caller may wear it (or why not). */
export const AvatarCatalogueQuery = graphql(`
  query AvatarCatalogue {
    avatarCatalogue {
      ...AvatarFields
      wearability
    }
  }
`);

/** One avatar by slug, for its picture (a catalogue avatar someone wears). */
export const AvatarBySlugQuery = graphql(`
  query AvatarBySlug($slug: String!) {
    avatar(slug: $slug) {
      id
      slug
      name
      imageFileId
    }
  }
`);
