import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyError, type FastifyInstance, type RouteOptions } from 'fastify';
import { catalogueMessage, createErrorReporter, createStorage, listeningPort, securityHeaders, type Config, type ContentSecurityPolicy } from '@backspin/platform';
import { ListQueryError } from '@backspin/platform/list-query';
import { errorBody, fromFastifyError, fromGraphQLErrors, nulCharacterError } from './errors.ts';
import { GatewayClient } from './gateway-client.ts';
import { restRoutes } from './routes/index.ts';
import { RawResponse, RouteInputError, serviceBases, type RestRequest, type RestRoute, type RouteContext } from './routes/route.ts';
import { registerProfileImageRoute } from './routes/profiles.routes.ts';
import { registerRoomPosterRoute } from './routes/rooms.routes.ts';
import { registerConsumableFileRoute } from './routes/consumables.routes.ts';
import { receiveUpload } from './routes/multipart-upload.ts';
import { registerUploadRoute } from './routes/uploads.routes.ts';

export interface RestBridgeOptions {
  config: Config;
  gatewayUrl: string;
  port: number;
  host?: string;
  /**
   * Origins allowed to call the bridge from a browser (the web apps: the web player fetches HLS playlists, keys
   * with an Authorization header, and segments from here). None when absent.
   */
  corsOrigins?: (string | RegExp)[];
}

export interface RunningRestBridge {
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/**
 * The OpenAPI page (Swagger UI): every script and image from here (its logo is a data: URL), no inline script,
 * never framed by another site. @fastify/swagger-ui's own `staticCSP` would add `upgrade-insecure-requests`, which
 * breaks the page on plain HTTP, and allow framing by the same origin.
 */
const docsPolicy: ContentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Swagger UI sets inline styles as it renders (a browser refuses them otherwise); scripts stay strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** `{id}` in the spec's paths is `:id` for Fastify. */
const fastifyPath = (route: RestRoute) => `${serviceBases[route.service]}${route.path}`.replace(/\{(\w+)\}/g, ':$1');

/** Legacy REST clients: each path of the spec runs a GraphQL operation on the gateway, as the caller. */
export async function buildRestBridge(options: Omit<RestBridgeOptions, 'port' | 'host'>): Promise<FastifyInstance> {
  const gateway = new GatewayClient(options.gatewayUrl);
  // The media storage the library writes (same STORAGE_DIR): upload staging and HLS segments.
  const storage = createStorage(options.config);
  // Path parameters as long as a URL may be (the default of 100 answers 414 to a long song link or an over-long id):
  // their GraphQL inputs bound them, with a 400 naming the input. The client's address (request.ip, passed on to the
  // gateway as X-Forwarded-For) believes X-Forwarded-For only from the peers TRUST_PROXY names, as the gateway does:
  // behind a load balancer the client's, not the balancer's; from any other peer the header is ignored.
  const app = Fastify({
    bodyLimit: options.config.BODY_LIMIT_BYTES,
    logger: false,
    trustProxy: options.config.TRUST_PROXY,
    routerOptions: { maxParamLength: 16_384 },
  });
  await app.register(cors, {
    origin: options.corsOrigins ?? false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'idempotency-key'],
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Backspin legacy REST API', version: '1.7.0', description: 'Every path runs a GraphQL operation on the gateway.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(async (docs) => {
    const headers = securityHeaders(docsPolicy);
    docs.addHook('onSend', async (_request, reply) => {
      reply.headers(headers);
    });
    await docs.register(swaggerUi, { routePrefix: '/docs' });
  });

  // One place validates: the services behind the gateway. Schemas here document the routes.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // The bridge's own unexpected errors: reported (a log line with an id, Sentry when configured), the id in the body.
  const reporter = createErrorReporter(options.config, 'rest-bridge');
  app.addHook('onClose', () => reporter.close());
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = fromFastifyError(error);
    if (body.statusCode >= 500) body.errorId = reporter.report(error, { method: request.method, url: request.url, requestId: request.id });
    return reply.status(body.statusCode).send(body);
  });
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody(404)));
  // Every path, the multipart ones too: a NUL character in any input is a 400 naming it, before anything runs.
  app.addHook('preHandler', async (request, reply) => {
    const error = nulCharacterError(request);
    if (error) return reply.status(400).send(error);
  });

  const routeOptions = (route: RestRoute): RouteOptions => ({
    method: route.method,
    url: fastifyPath(route),
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.multipart ? { consumes: ['application/json', 'multipart/form-data'] } : {}),
      ...(route.bodySchema ? { body: route.bodySchema } : {}),
      ...(route.auth ? { security: [{ bearer: [] }] } : {}),
      response: {
        [route.status ?? 200]: route.responseSchema ?? { type: 'object', additionalProperties: true },
        default: {
          type: 'object',
          properties: {
            statusCode: { type: 'integer' },
            message: { type: 'string' },
            error: { type: 'string' },
            errorId: { type: 'string', description: 'On a 500: the id of the error report (logs, Sentry), for support' },
          },
        },
      },
    },
    handler: async (request, reply) => {
      let body = route.rawBody ? {} : (request.body ?? {});
      if (route.multipart && request.isMultipart()) {
        const received = await receiveUpload(request, reply, { gateway, storage }, route.multipart.upload);
        if (!received) return reply;
        body = route.multipart.body(received.registered, received.fields);
      }
      if (typeof body !== 'object' || Array.isArray(body)) {
        return reply.status(400).send(errorBody(400, catalogueMessage('REST_BODY_NOT_OBJECT')));
      }
      const restRequest: RestRequest = {
        body: body as Record<string, unknown>,
        params: request.params as Record<string, string>,
        query: request.query as Record<string, string | string[] | undefined>,
        headers: request.headers,
        ...(route.rawBody ? { rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0) } : {}),
      };
      let variables: unknown;
      try {
        variables = route.variables(restRequest);
      } catch (error) {
        if (error instanceof RouteInputError) return reply.status(error.status).send(errorBody(error.status, error.message));
        // A malformed admin-list query: platform's list-query names the parameter and the problem.
        if (error instanceof ListQueryError) return reply.status(error.status).send(errorBody(error.status, error.message));
        throw error;
      }
      const result = await gateway.execute(route.operation, variables, {
        authorization: request.headers.authorization,
        forwardedFor: request.ip,
      });
      if (result.errors.length || !result.data) {
        const error = fromGraphQLErrors(result.errors, result.httpStatus);
        if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send(error);
      }
      const context: RouteContext = { request: restRequest, storage };
      let output: unknown;
      try {
        output = await route.result(result.data, context);
      } catch (error) {
        // A result the spec answers as an error (an unknown id answered null): the catalogue's status and message.
        if (error instanceof RouteInputError) return reply.status(error.status).send(errorBody(error.status, error.message));
        throw error;
      }
      if (output instanceof RawResponse) {
        return reply.status(route.status ?? 200).headers(output.headers).type(output.contentType).send(output.body);
      }
      return reply.status(route.status ?? 200).send(output);
    },
  });
  for (const route of restRoutes.filter((r) => !r.rawBody && !r.multipart)) app.route(routeOptions(route));
  // Routes that also take a multipart form, in a scope with multipart parsing (the JSON body still parses there).
  await app.register(async (scope) => {
    await scope.register(multipart);
    for (const route of restRoutes.filter((r) => r.multipart)) scope.route(routeOptions(route));
  });
  // Raw-body routes (signed webhooks) in a scope of their own: the body's exact bytes, whatever the content type.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));
    for (const route of restRoutes.filter((r) => r.rawBody)) scope.route(routeOptions(route));
  });
  await registerUploadRoute(app, { gateway, storage });
  await registerRoomPosterRoute(app, { gateway, storage });
  await registerProfileImageRoute(app, { gateway, storage });
  await registerConsumableFileRoute(app, { gateway, storage });
  return app;
}

export async function startRestBridge(options: RestBridgeOptions): Promise<RunningRestBridge> {
  const app = await buildRestBridge(options);
  await app.listen({ port: options.port, host: options.host ?? options.config.HOST });
  const port = listeningPort(app.server, options.port);
  return { url: `http://localhost:${port}`, app, stop: () => app.close() };
}

