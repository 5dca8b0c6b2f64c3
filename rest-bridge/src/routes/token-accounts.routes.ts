import { idempotencyKeyMaxLength } from '@backspin/contracts/tokens';
import { graphql } from '../gql/index.ts';
import { route, RouteInputError, text, type RestRequest, type RestRoute } from './route.ts';

graphql(`
  fragment RestTokenAccount on TokenAccount {
    id
    balance
    heldBalance
    status
    createdAt
    updatedAt
    user { id }
  }
`);

const OpenTokenAccount = graphql(`
  mutation RestOpenTokenAccount {
    openTokenAccount { ...RestTokenAccount }
  }
`);

const MyTokenAccount = graphql(`
  query RestMyTokenAccount {
    myTokenAccount { ...RestTokenAccount }
  }
`);

const TokenAccountById = graphql(`
  query RestTokenAccount($id: ID!) {
    tokenAccount(id: $id) { ...RestTokenAccount }
  }
`);

const CommitTokenHold = graphql(`
  mutation RestCommitTokenHold($input: CommitTokenHoldInput!) {
    commitTokenHold(input: $input) { id accountId type amount holdId createdAt account { balance heldBalance updatedAt } }
  }
`);

interface RestTokenAccountFields {
  id: string;
  balance: number;
  heldBalance: number;
  status: string;
  createdAt: unknown;
  updatedAt: unknown;
  user: { id: string };
}

/** The REST shape of a token account (spec: id, balance, updatedAt, status), or 404 when there is none. */
function accountBody(account: RestTokenAccountFields | null | undefined) {
  if (!account) throw new RouteInputError('TOKEN_ACCOUNT_NOT_FOUND');
  const { user, ...fields } = account;
  return { ...fields, userId: user.id };
}

/** The commit's key: the Idempotency-Key header, else the body's idempotencyKey; when both are given they must agree. */
function idempotencyKeyOf(request: RestRequest): string {
  const header = request.headers['idempotency-key'];
  const fromHeader = Array.isArray(header) ? header[header.length - 1] : header;
  const fromBody = request.body.idempotencyKey;
  if (fromBody !== undefined && fromBody !== null && typeof fromBody !== 'string') throw new RouteInputError('INVALID_IDEMPOTENCY_KEY');
  if (fromHeader !== undefined && fromBody != null && fromHeader !== fromBody) throw new RouteInputError('INVALID_IDEMPOTENCY_KEY');
  return fromHeader ?? text(request.body, 'idempotencyKey');
}

const accountSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    balance: { type: 'integer', description: 'The available balance: credits − spent − live holds, never negative' },
    heldBalance: { type: 'integer', description: 'Tokens reserved by live holds' },
    status: { type: 'string', enum: ['active', 'disabled'] },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time', description: 'Changes with every movement, strictly increasing' },
    userId: { type: 'string', format: 'uuid' },
  },
};

/** Token accounts and the ledger's commit (spec 1, §7.1: the empty base path). */
export const tokenAccountRoutes: RestRoute[] = [
  route({
    method: 'POST',
    service: 'economy',
    path: '/api/v1/token-accounts',
    tag: 'token-accounts',
    summary: 'Open the caller’s token account (balance 0), or answer the one they have; the body is not needed',
    auth: true,
    status: 201,
    operation: OpenTokenAccount,
    variables: () => ({}),
    result: (data) => accountBody(data.openTokenAccount),
    responseSchema: accountSchema,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/api/v1/token-accounts/self',
    tag: 'token-accounts',
    summary: 'The caller’s token account (404 until it is opened)',
    auth: true,
    operation: MyTokenAccount,
    variables: () => ({}),
    result: (data) => accountBody(data.myTokenAccount),
    responseSchema: accountSchema,
  }),
  route({
    method: 'GET',
    service: 'economy',
    path: '/api/v1/token-accounts/{accountId}',
    tag: 'token-accounts',
    summary: 'A token account by id: its holder, moderators, staff and services (403 for other users, 404 when unknown)',
    auth: true,
    operation: TokenAccountById,
    variables: ({ params }) => ({ id: params.accountId ?? '' }),
    result: (data) => accountBody(data.tokenAccount),
    responseSchema: accountSchema,
  }),
  route({
    method: 'POST',
    service: 'economy',
    path: '/api/v1/token-transactions/commit',
    tag: 'token-accounts',
    summary:
      'A service (or staff) commits a token hold it delivered: the held tokens are spent. The idempotency key comes in the ' +
      'Idempotency-Key header or the body’s idempotencyKey (when both are given they must agree); a retry with the same ' +
      'key answers the first commit and spends nothing. 404 unknown hold; 409 a hold already voided, expired, or ' +
      'committed under another key, or a key used for another request.',
    auth: true,
    operation: CommitTokenHold,
    variables: (request) => ({ input: { holdId: text(request.body, 'holdId'), idempotencyKey: idempotencyKeyOf(request) } }),
    result: (data) => data.commitTokenHold,
    bodySchema: {
      type: 'object',
      properties: {
        holdId: { type: 'string', format: 'uuid', description: 'The hold transaction’s id' },
        idempotencyKey: { type: 'string', maxLength: idempotencyKeyMaxLength, description: 'Or the Idempotency-Key header' },
      },
      required: ['holdId'],
    },
  }),
];
