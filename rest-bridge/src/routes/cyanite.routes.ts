import { graphql } from '../gql/index.ts';
import { route, type RestRoute } from './route.ts';
import { cyaniteWebhookOutcomes } from '@backspin/contracts/library-options';

const ReceiveWebhook = graphql(`
  mutation RestReceiveCyaniteWebhook($input: CyaniteWebhookInput!) {
    receiveCyaniteWebhook(input: $input) {
      outcome
      spotifyTrackId
    }
  }
`);

const lastValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[value.length - 1] : value) ?? null;

export const cyaniteRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'playlist',
    path: '/cyanite/webhook',
    tag: 'playlist-service',
    summary:
      'Cyanite.ai’s webhook: an analysis finished or failed. The Signature header must be the HMAC-SHA512 (hex) of the raw body ' +
      'with the webhook secret (401 otherwise, nothing changed); a repeated delivery changes nothing',
    operation: ReceiveWebhook,
    // The signature covers the exact bytes: they travel base64, never re-serialised.
    rawBody: true,
    variables: ({ rawBody, headers }) => ({
      input: { bodyBase64: (rawBody ?? Buffer.alloc(0)).toString('base64'), signature: lastValue(headers.signature) },
    }),
    result: (data) => data.receiveCyaniteWebhook,
    responseSchema: {
      type: 'object',
      properties: {
        outcome: { type: 'string', enum: [...cyaniteWebhookOutcomes] },
        spotifyTrackId: { type: 'string', nullable: true },
      },
    },
  }),
];
