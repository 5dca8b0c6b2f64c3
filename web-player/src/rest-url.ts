/**
 * The REST bridge serves what GraphQL cannot carry (HLS streams, chat images, posters); its base URL is the runtime
 * configuration's `restUrl`. Macro-free: playback's unit tests import it.
 */

/** A URL the server gave as a path on the REST bridge, made absolute; absolute and data: URLs stay as they are. */
export function restResourceUrl(restUrl: string | undefined, url: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || !restUrl) return url;
  const base = restUrl.replace(/\/+$/, '');
  return url.startsWith('/') ? `${base}${url}` : `${base}/${url}`;
}
