import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { StorageLimitError, type Storage } from '@backspin/platform';
import { errorBody, fromGraphQLErrors } from '../errors.ts';

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
