import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import { catalogue, DomainError, type AccessTokenVerifier, type ErrorReporter, type Identity, type TokenRevocations } from '@backspin/platform';
import { callerFromAuthorization, outOfScope, withinScope } from '../auth.ts';
import type { LiveHub } from './live-hub.ts';
import { LiveOperationError, toLiveOperation } from './live-operation.ts';
import { createPushIterator } from './push-iterator.ts';

export interface LiveServerOptions {
  httpServer: Server;
  path: string;
  schema: () => GraphQLSchema;
  hub: LiveHub;
  verifier: AccessTokenVerifier;
  /** A socket whose token is revoked (kick, ban, deactivation) is closed at once, its subscriptions with it. */
  revocations: TokenRevocations;
  validationRules: readonly ValidationRule[];
  maxPayload: number;
  maxTokens: number;
  /** Live subscriptions one socket may hold at once (GRAPHQL_WS_MAX_SUBSCRIPTIONS); queries and mutations are not counted. */
  maxSubscriptionsPerSocket: number;
  /** Open sockets per client address (GRAPHQL_WS_MAX_SOCKETS_PER_ADDRESS). */
  maxSocketsPerAddress: number;
  /** The client address of an upgrade request (X-Forwarded-For believed only from trusted proxies, as for HTTP). */
  clientAddress(request: IncomingMessage): string;
  /** Queries and mutations sent over the socket run through the gateway like HTTP ones. */
  execute(query: string, variables: Record<string, unknown>, operationName: string | undefined, identity: Identity): Promise<ExecutionResult>;
  /** Where an operation's unexpected failure is reported (its id goes back in the error, as over HTTP). */
  reporter: ErrorReporter;
}

interface LiveContext {
  identity: Identity;
  /** The graphql-ws subscription id and the client's socket: results are written to it directly. */
  id: string;
  socket: WebSocket;
}

/** A subscriber this far behind (bytes queued on its socket) is ended rather than buffered without bound. */
const maxBufferedBytes = 4 * 1024 * 1024;

/** WebSocket close code 1013 "Try Again Later": graphql-ws clients retry it with their back-off. */
const tryAgainLater = 1013;

/**
 * graphql-ws on the gateway's own HTTP server and path. Subscriptions are served here (Apollo's gateway
 * executor cannot run them): each becomes a topic plus a query, fanned out by the LiveHub.
 */
export function attachLiveServer(options: LiveServerOptions): { close(): Promise<void> } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload });
  // Open sockets per client address, and the address of each socket (its operations carry it, as HTTP ones do).
  const socketsOfAddress = new Map<string, number>();
  const addressOf = new WeakMap<WebSocket, string>();
  const onUpgrade = (request: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== options.path) {
      socket.destroy();
      return;
    }
    const address = options.clientAddress(request);
    wss.handleUpgrade(request, socket, head, (ws) => {
      const open = socketsOfAddress.get(address) ?? 0;
      // Accepted then closed, so the client reads why (a refused upgrade tells it nothing).
      if (open >= options.maxSocketsPerAddress) return ws.close(tryAgainLater, catalogue.LIVE_TOO_MANY_SOCKETS.message);
      socketsOfAddress.set(address, open + 1);
      addressOf.set(ws, address);
      ws.once('close', () => {
        const left = (socketsOfAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsOfAddress.set(address, left);
        else socketsOfAddress.delete(address);
      });
      wss.emit('connection', ws, request);
    });
  };
  options.httpServer.on('upgrade', onUpgrade);

  const identities = new WeakMap<object, Identity>();
  // The live subscriptions of each socket, by graphql-ws id, for the per-socket cap.
  const subscriptionsOf = new WeakMap<WebSocket, Set<string>>();
  const liveIdsOf = (socket: WebSocket) => {
    let ids = subscriptionsOf.get(socket);
    if (!ids) subscriptionsOf.set(socket, (ids = new Set()));
    return ids;
  };
  // The open sockets of each signed-in user, with the token version they connected with.
  const socketsOfUser = new Map<string, Map<WebSocket, number>>();
  const forget = (userId: string, socket: WebSocket) => {
    const sockets = socketsOfUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    if (!sockets.size) socketsOfUser.delete(userId);
  };
  const stopWatching = options.revocations.onRevoked(({ userId, tokenVersion }) => {
    for (const [socket, version] of socketsOfUser.get(userId) ?? []) {
      // 4403 Forbidden (graphql-ws): the client must not reconnect with this token.
      if (version < tokenVersion) socket.close(4403, 'Forbidden');
    }
  });
  const cleanup = useServer<Record<string, unknown>, { socket: WebSocket }>(
    {
      async onConnect(ctx) {
        try {
          const { identity, tokenVersion } = await callerFromAuthorization(
            ctx.connectionParams?.authorization,
            options.verifier,
            options.revocations,
          );
          const clientIp = addressOf.get(ctx.extra.socket);
          identities.set(ctx.extra, clientIp ? { ...identity, clientIp } : identity);
          const userId = identity.userId?.toLowerCase();
          if (userId && identity.tokenType !== 'guest') {
            const socket = ctx.extra.socket;
            let sockets = socketsOfUser.get(userId);
            if (!sockets) socketsOfUser.set(userId, (sockets = new Map()));
            sockets.set(socket, tokenVersion);
            socket.once('close', () => forget(userId, socket));
            // A revocation heard while the token was being verified: refuse now rather than miss it.
            if (options.revocations.isRevoked(userId, tokenVersion)) return false;
          }
          return true;
        } catch {
          return false; // 4403 Forbidden: the token is invalid or expired; the client should refresh and reconnect.
        }
      },
      onSubscribe(ctx, id, payload) {
        const schema = options.schema();
        let document;
        try {
          document = parse(payload.query, { maxTokens: options.maxTokens });
        } catch (error) {
          return [error instanceof GraphQLError ? error : new GraphQLError(String(error))];
        }
        const errors = validate(schema, document, [...specifiedRules, ...options.validationRules]);
        if (errors.length) return errors;
        const identity = identities.get(ctx.extra)!;
        // A scoped token subscribes only to what its scope lists (queries and mutations are checked by the gateway's plugin).
        const operation = getOperationAST(document, payload.operationName ?? null);
        if (operation?.operation === OperationTypeNode.SUBSCRIPTION) {
          if (!withinScope(identity, document, operation)) return [outOfScope()];
          const live = liveIdsOf(ctx.extra.socket);
          if (live.size >= options.maxSubscriptionsPerSocket) {
            return [new DomainError('LIVE_TOO_MANY_SUBSCRIPTIONS', { maxSubscriptions: options.maxSubscriptionsPerSocket })];
          }
          live.add(id); // until onComplete, which graphql-ws calls however the subscription ends
        }
        const context: LiveContext = { identity, id, socket: ctx.extra.socket };
        return {
          schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue: context,
        } satisfies ExecutionArgs;
      },
      async subscribe(args) {
        const { identity, id, socket } = args.contextValue as LiveContext;
        let live;
        try {
          live = toLiveOperation(args.schema, args.document, args.operationName, args.variableValues);
        } catch (error) {
          if (error instanceof LiveOperationError || error instanceof GraphQLError) {
            return { errors: [error instanceof GraphQLError ? error : new GraphQLError(error.message)] };
          }
          throw error;
        }
        // A signed-in subscriber is registered with the publisher first (chat counts them among the room's audience),
        // as themselves; a refusal refuses the subscription. The registration ends with the subscription.
        const registration = live.registration && identity.userId && (identity.tokenType === 'user' || identity.tokenType === 'bot') ? live.registration : null;
        const listenerId = randomUUID();
        if (registration) {
          const started = await options.execute(registration.start, { ...registration.variables, listenerId }, undefined, identity);
          if (started.errors?.length) return { errors: started.errors.map((e) => new GraphQLError(e.message, { extensions: e.extensions })) };
        }
        const unregister = () => {
          if (!registration) return;
          options.execute(registration.stop, { listenerId }, undefined, identity).then(
            (ended) => ended.errors?.length && options.reporter.report(new Error(`live: ending a registration failed: ${ended.errors[0]!.message}`)),
            (error: unknown) => options.reporter.report(error),
          );
        };
        let leave: (() => void) | undefined;
        const stream = createPushIterator<ExecutionResult>(() => leave?.());
        // Each result is written straight to the socket as a graphql-ws `next` message around the audience's
        // JSON, serialised once for all its subscribers; the iterator only carries the end of the subscription.
        const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
        const leaveHub = await options.hub.join(live.topic, live.query, live.variables, identity, (_result, payloadJson) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > maxBufferedBytes) return stream.close();
          socket.send(`${prefix}${payloadJson()}}`);
        });
        leave = () => {
          leaveHub();
          unregister();
        };
        return stream.iterator;
      },
      onComplete(ctx, id) {
        subscriptionsOf.get(ctx.extra.socket)?.delete(id);
      },
      // Results of queries and mutations come back from the gateway already formatted (plain JSON errors, not
      // GraphQLError instances, which graphql-ws would call toJSON on): they are sent as they are, so an execution
      // error is a `next` with `errors`, and the socket and its other subscriptions carry on.
      onNext: (_ctx, _id, _payload, _args, result) => result,
      async execute(args) {
        const { identity } = args.contextValue as LiveContext;
        const query = args.document.loc?.source.body ?? '';
        try {
          return await options.execute(query, (args.variableValues ?? {}) as Record<string, unknown>, args.operationName ?? undefined, identity);
        } catch (error) {
          // Never the socket's end (graphql-ws would close it with 4500): this operation's error, reported with an id.
          const errorId = options.reporter.report(error, { ...(args.operationName ? { operation: args.operationName } : {}) });
          return { errors: [new DomainError('INTERNAL', { errorId })] };
        }
      },
    },
    wss,
  );

  return {
    async close() {
      stopWatching();
      options.httpServer.off('upgrade', onUpgrade);
      await cleanup.dispose();
      wss.close();
    },
  };
}
