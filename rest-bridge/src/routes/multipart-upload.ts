import multipart from '@fastify/multipart';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { catalogue, StorageLimitError, type ErrorReason, type Storage } from '@backspin/platform';
import { errorBody, fromGraphQLErrors } from '../errors.ts';
import type { GatewayClient } from '../gateway-client.ts';

/**
 * Uploads (songs, room posters, profile pictures) are not route-table entries: each runs two GraphQL operations
 * around a stream of bytes — begin (may the caller, which staging key, how many bytes), stream the file into the
 * shared storage, register (the service checks and keeps it). What they share lives here.
 */

/** What came of the multipart body: the one file staged, with the text fields sent beside it. */
export type StagedUpload =
  | { outcome: 'stored'; fileName: string; fields: Record<string, string> }
  /** No file field named `file`, or more than one file. */
  | { outcome: 'missing' }
  | { outcome: 'too-large' };

/**
 * Streams the request's one file field `file` into storage under `stagingKey` (at most `maxBytes`) and collects its
 * text fields. busboy truncates a file at `fileSize` and keeps reading (and dropping) the rest of the request, so the
 * 413 reaches the client; a file stream cut short by storage's own limit would stall the request instead. On any
 * outcome but `stored`, nothing stays staged.
 */
export async function stageUpload(
  request: FastifyRequest,
  storage: Storage,
  staging: { stagingKey: string; maxBytes: number },
  limits: { fields: number; fieldSize: number } = { fields: 10, fieldSize: 1024 },
): Promise<StagedUpload> {
  const { stagingKey, maxBytes } = staging;
  const fields: Record<string, string> = {};
  let fileName: string | null = null;
  let files = 0;
  let truncated = false;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 3, fields: limits.fields, fieldSize: limits.fieldSize, parts: limits.fields + 5 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        files += 1;
        if (part.fieldname !== 'file' || files > 1) {
          part.file.resume(); // drained, and refused below
          continue;
        }
        fileName = part.filename ?? '';
        await storage.put(stagingKey, part.file, { maxBytes });
        if (part.file.truncated) truncated = true;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await storage.delete(stagingKey);
    const code = (error as { code?: string }).code;
    if (error instanceof StorageLimitError || code === 'FST_REQ_FILE_TOO_LARGE') return { outcome: 'too-large' };
    throw error;
  }
  if (truncated || fileName === null || files !== 1) {
    await storage.delete(stagingKey);
    return { outcome: truncated ? 'too-large' : 'missing' };
  }
  return { outcome: 'stored', fileName, fields };
}

/** An error answer in the spec's shape. */
export const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send(errorBody(status, message));

/** The answer for a gateway call that failed: its errors as the spec's status and message. */
export const answerErrors = (reply: FastifyReply, result: { errors: readonly GraphQLFormattedError[]; httpStatus: number }) => {
  const error = fromGraphQLErrors(result.errors, result.httpStatus);
  return reply.status(error.statusCode).send(error);
};

/** A multipart upload path whose only field is the file: begin, stage the bytes, register; answers what register does. */
export interface FileUploadRoute<Begun, Registered> {
  /** The full path (base included). */
  path: string;
  summary: string;
  tag: string;
  /** HTTP status on success (default 200). */
  status?: number;
  responseSchema: Record<string, unknown>;
  /** The catalogue refusals of a body without the one file, and of a file over the limit. */
  missing: ErrorReason;
  tooLarge: ErrorReason;
  begin: TypedDocumentNode<Begun, Record<string, never>>;
  staging(data: Begun): { stagingKey: string; maxBytes: number };
  register: TypedDocumentNode<Registered, { stagingKey: string }>;
  result(data: Registered): unknown;
}

/** Registers a `FileUploadRoute` (multipart parsing for this path only). */
export async function registerFileUploadRoute<Begun, Registered>(
  app: FastifyInstance,
  deps: { gateway: GatewayClient; storage: Storage },
  upload: FileUploadRoute<Begun, Registered>,
): Promise<void> {
  const { gateway, storage } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      upload.path,
      {
        schema: {
          summary: upload.summary,
          tags: [upload.tag],
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          response: {
            [upload.status ?? 200]: upload.responseSchema,
            default: { type: 'object', properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, error: { type: 'string' } } },
          },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) return refuse(reply, 400, catalogue[upload.missing].message);
        const headers = { authorization: request.headers.authorization, forwardedFor: request.ip };
        const begun = await gateway.execute(upload.begin, {}, headers);
        if (begun.errors.length || !begun.data) return answerErrors(reply, begun);
        const staging = upload.staging(begun.data);
        const staged = await stageUpload(request, storage, staging);
        if (staged.outcome === 'too-large') return refuse(reply, 413, catalogue[upload.tooLarge].message);
        if (staged.outcome === 'missing') return refuse(reply, 400, catalogue[upload.missing].message);
        const registered = await gateway.execute(upload.register, { stagingKey: staging.stagingKey }, headers);
        if (registered.errors.length || !registered.data) {
          // The service deletes what it refuses; this covers a call that never reached it.
          await storage.delete(staging.stagingKey);
          return answerErrors(reply, registered);
        }
        return reply.status(upload.status ?? 200).send(upload.result(registered.data));
      },
    );
  });
}
