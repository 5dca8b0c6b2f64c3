import { graphql } from '../gql';

/** What the plans page asks the gateway: what is for sale, the user's plan, checkout, the portal and the return. */

export const SubscriptionProductFieldsFragment = graphql(`
  fragment SubscriptionProductFields on SubscriptionProduct {
    priceId
    productId
    name
    description
    kind
    level
    monthlyTokens
    tokens
    unitAmount
    currency
    interval
    intervalCount
  }
`);

export const PlanSubscriptionFieldsFragment = graphql(`
  fragment PlanSubscriptionFields on PlanSubscription {
    id
    planLevel
    status
    currentPeriodEnd
    cancelAtPeriodEnd
    canceledAt
    priceId
    updatedAt
  }
`);

/** The plans and token packs for sale (anyone may look; 503 when the server has no payment settings). */
export const SubscriptionProductsQuery = graphql(`
  query SubscriptionProducts {
    subscriptionProducts {
      ...SubscriptionProductFields
    }
  }
`);

/** The signed-in user's plan (the one in effect, else the latest) and the level in effect now. */
export const MySubscriptionQuery = graphql(`
  query MySubscription {
    mySubscription {
      ...PlanSubscriptionFields
    }
    me {
      id
      subscriptionLevel
    }
  }
`);

/** A checkout at the payment provider for a price: the browser is sent to its url. */
export const StartSubscriptionCheckoutMutation = graphql(`
  mutation StartSubscriptionCheckout($priceId: ID!) {
    startSubscriptionCheckout(priceId: $priceId) {
      id
      url
    }
  }
`);

/** The provider's customer portal (change or cancel the plan): the browser is sent to its url. */
export const OpenSubscriptionPortalMutation = graphql(`
  mutation OpenSubscriptionPortal {
    openSubscriptionPortal {
      url
    }
  }
`);

/** The checkout's return: applies a completed checkout at once (whether or not the provider's webhook came first). */
export const ConfirmSubscriptionCheckoutMutation = graphql(`
  mutation ConfirmSubscriptionCheckout($sessionId: ID!) {
    confirmSubscriptionCheckout(sessionId: $sessionId) {
      id
      mode
      status
      tokens
      subscription {
        ...PlanSubscriptionFields
      }
    }
  }
`);
