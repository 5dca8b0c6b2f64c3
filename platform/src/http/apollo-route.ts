import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A Fastify handler that hands the request to Apollo Server (the integration API of Apollo Server 5). */
export function apolloHandler<Context extends BaseContext>(
  apollo: ApolloServer<Context>,
  context: (request: FastifyRequest) => Promise<Context>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: request.method.toUpperCase(),
        headers,
        search: new URL(request.url, 'http://localhost').search,
        body: request.body,
      },
      context: () => context(request),
    });
    for (const [key, value] of response.headers) reply.header(key, value);
    reply.status(response.status ?? 200);
    if (response.body.kind === 'complete') return reply.send(response.body.string);
    throw new Error('incremental delivery is not supported');
  };
}

/** The port a listening Fastify server actually got (when asked for port 0). */
export function listeningPort(server: import('node:http').Server, fallback: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : fallback;
}
