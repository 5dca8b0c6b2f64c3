import { genericError, type ErrorMessage } from './errors';

/**
 * The REST bridge, for what GraphQL cannot carry: files (HLS streams, chat images, posters) and multipart uploads.
 * Its base URL is the runtime configuration's `restUrl`.
 */

/** A URL the server gave as a path on the REST bridge, made absolute; absolute and data: URLs stay as they are. */
export function restResourceUrl(restUrl: string | undefined, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || !restUrl) return url;
  const base = restUrl.replace(/\/+$/, '');
  return url.startsWith('/') ? `${base}${url}` : `${base}/${url}`;
}

/** The spec's displayed message for a failed REST answer (§8): under 500 the body's message, capitalised. */
export async function restError(response: Response): Promise<ErrorMessage> {
  if (response.status < 500) {
    try {
      const body = (await response.json()) as { message?: unknown };
      const message = Array.isArray(body.message) ? body.message[0] : body.message;
      if (typeof message === 'string' && message) return { text: message.charAt(0).toUpperCase() + message.slice(1) };
    } catch {
      // Not JSON: the generic message.
    }
  }
  return { descriptor: genericError };
}
