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

export const RankedUserFieldsFragment = graphql(`
  fragment RankedUserFields on User {
    id
    displayName
    avatarId
    wornAvatar {
      id
      slug
      name
      imageFileId
    }
  }
`);

/** A page of a season's ranking, in ranking order (ties share a rank). */
export const SeasonRankingQuery = graphql(`
  query SeasonRankingPage($seasonName: String!, $take: Int, $skip: Int) {
    seasonRankingByName(seasonName: $seasonName, take: $take, skip: $skip) {
      total
      data {
        userUuid
        balance
        rank
        user {
          ...RankedUserFields
        }
      }
    }
  }
`);

/** A page of the all-time ranking. */
export const LifetimeRankingQuery = graphql(`
  query LifetimeRankingPage($take: Int, $skip: Int) {
    allSeasonsRanking(take: $take, skip: $skip) {
      total
      data {
        userUuid
        balance
        rank
        user {
          ...RankedUserFields
        }
      }
    }
  }
`);

/** A user's points and rank: in each season (latest first) and over all seasons; also on profiles. */
export const UserPointsQuery = graphql(`
  query UserPoints($userUuid: ID!) {
    rankingStatuses(userUuid: $userUuid) {
      seasonId
      balance
      rank
      season {
        id
        seasonName
      }
    }
    lifetimeRankingStatusOf(userUuid: $userUuid) {
      balance
      rank
    }
    user(id: $userUuid) {
      id
      avatarAssignments {
        id
        assignmentType
        createdAt
        avatar {
          ...AvatarFields
        }
      }
    }
    currentRankingStatus(userUuid: $userUuid) {
      hasCurrentRankingStatus
      season {
        id
        seasonName
      }
      rankingStatus {
        balance
        rank
      }
    }
  }
`);

/**
 * Buys a consumable for the room's chat with the buyer's view of price and balance (spec 3, §7); the answer carries
 * the account as it is after the purchase.
 */
export const PurchaseConsumableMutation = graphql(`
  mutation PurchaseConsumable($input: PurchaseConsumableInput!) {
    purchaseConsumable(input: $input) {
      id
      status
      failureReason
      consumable {
        id
        name
      }
      tokenAccount {
        ...TokenAccountFields
      }
    }
  }
`);

/** Opens the signed-in user's token account (balance 0), or answers the one they have. */
export const OpenTokenAccountMutation = graphql(`
  mutation OpenTokenAccount {
    openTokenAccount {
      ...TokenAccountFields
    }
  }
`);
