import { genericError, type ErrorMessage } from './errors';

/**
 * The spec's displayed message (§8) for a failed answer of the REST bridge (multipart uploads, which GraphQL cannot
 * carry): under 500 the body's message, capitalised; otherwise the generic one.
 */
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
