import type { Readable } from 'node:stream';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { catalogue, catalogueMessage, type ErrorReason, type Storage } from '@backspin/platform';
import type { FileUpload } from './multipart-upload.ts';

/** The base paths of the legacy REST services; points, avatars, consumables and token accounts have none. */
export const serviceBases = {
  user: '/api/user-service',
  room: '/api/room-service',
  playlist: '/api/playlist-service',
  payment: '/api/payment-service',
  audit: '/api/audit-service',
  economy: '',
} as const;
export type ServiceBase = keyof typeof serviceBases;

export interface RestRequest {
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  /** Request headers, names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** For a route declared `rawBody`: the body's bytes exactly as received (then `body` is empty). */
  rawBody?: Buffer;
}

type JsonSchema = Record<string, unknown>;

/**
 * One REST path of the spec: the GraphQL operation it runs on the gateway, how the request becomes
 * variables, and how the result becomes the response body. The services validate; a route only maps.
 */
export interface RestRoute<TData = unknown, TVariables = unknown> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  service: ServiceBase;
  /** The spec's path, with `{param}` placeholders. */
  path: string;
  summary: string;
  tag: string;
  operation: TypedDocumentNode<TData, TVariables>;
  variables(request: RestRequest): TVariables;
  /** The response body: JSON, or a RawResponse (a playlist, key bytes, a media segment). */
  result(data: TData, context: RouteContext): unknown;
  /** HTTP status on success (default 200). */
  status?: number;
  /** Documentation only (OpenAPI): the body and response shapes. */
  bodySchema?: JsonSchema;
  responseSchema?: JsonSchema;
  /** Whether the call needs a bearer token (documented; the service enforces it). */
  auth?: boolean;
  /**
   * Keep the body as raw bytes (`request.rawBody`, any content type, nothing parsed): for a signed webhook, whose
   * signature covers the exact bytes. Only these routes get the raw-body parser.
   */
  rawBody?: boolean;
  /** The path also takes a multipart form: a file uploaded on the way, then the route runs on the body it makes. */
  multipart?: MultipartForm;
}

/**
 * A JSON route's multipart form: the one file (`file`) received through `upload` (begin, stage, register, as the
 * upload paths do), and the text fields beside it; `body` makes the JSON body the route maps from what register
 * answered and those fields (strings, as a form sends them).
 */
export interface MultipartForm {
  upload: FileUpload<unknown, unknown>;
  body(registered: unknown, fields: Record<string, string>): Record<string, unknown>;
}

/** Keeps the upload's types while writing a route's multipart form (erased in the route table, as `route` does). */
export function multipartForm<Begun, Registered>(
  upload: FileUpload<Begun, Registered>,
  body: (registered: Registered, fields: Record<string, string>) => Record<string, unknown>,
): MultipartForm {
  return { upload, body } as unknown as MultipartForm;
}

/** What a route's result mapping may use besides the data: the request, the shared media storage (files the service named). */
export interface RouteContext {
  request: RestRequest;
  storage: Storage;
}

/** A response that is not JSON: a content type, a body and extra headers (cache rules). */
export class RawResponse {
  constructor(
    readonly contentType: string,
    readonly body: string | Buffer | Readable,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** Keeps each route's data and variable types while collecting routes of different operations in one table. */
export function route<TData, TVariables>(definition: RestRoute<TData, TVariables>): RestRoute {
  return definition as unknown as RestRoute;
}

/** A string field of a JSON body: absent becomes '' so the service answers with its own "missing" message. */
export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return value === undefined || value === null ? '' : (value as string);
}

/**
 * A request the route cannot even map to variables (a malformed query parameter, a missing field): answered with the
 * catalogue's status and message for `reason`, its {placeholders} filled from `values` (the bridge invents none).
 */
export class RouteInputError extends Error {
  readonly status: number;

  constructor(reason: ErrorReason, values: Readonly<Record<string, string | number>> = {}) {
    super(catalogueMessage(reason, values));
    this.name = 'RouteInputError';
    this.status = catalogue[reason].status;
  }
}

/** An optional whole-number query parameter; anything else is a 400 naming the parameter. */
export function integerParam(query: RestRequest['query'], name: string): number | null {
  const raw = query[name];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (!/^-?\d+$/.test(value ?? '')) throw new RouteInputError('REST_NOT_WHOLE_NUMBER', { name });
  return Number(value);
}

/** An optional query parameter: the last value when it repeats. */
export function stringParam(query: RestRequest['query'], name: string): string | null {
  const raw = query[name];
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return value === undefined ? null : value;
}

/** An optional true/false query parameter (also 1/0); anything else is a 400 naming the parameter. */
export function booleanParam(query: RestRequest['query'], name: string): boolean | null {
  const value = stringParam(query, name);
  if (value === null || value === '') return null;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new RouteInputError('REST_NOT_BOOLEAN', { name });
}
