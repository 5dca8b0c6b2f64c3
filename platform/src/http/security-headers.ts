/**
 * Security headers for the pages we serve to browsers (the web apps, the REST bridge's docs page): a Content Security
 * Policy, with `frame-ancestors` so no other site frames them (clickjacking), `nosniff`, and a referrer policy.
 */

/** A Content Security Policy as directives and their sources, e.g. `{ 'default-src': ["'self'"] }`. */
export type ContentSecurityPolicy = Readonly<Record<string, readonly string[]>>;

/**
 * Origins as a CSP source list: each URL's origin (`http://localhost:4000`, `ws://localhost:4000`), once; relative or
 * malformed URLs are left out ('self' covers the page's own origin).
 */
export function cspOrigins(urls: readonly (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url) continue;
    try {
      const { origin } = new URL(url);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // a relative URL: served from the page's own origin
    }
  }
  return [...origins];
}

export function serializeCsp(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * The headers of a page under this policy. The referrer policy is the browsers' default, stated: other sites see our
 * origin, never a path (which may carry a room slug or a token); YouTube's embedded player needs the origin.
 */
export function securityHeaders(policy: ContentSecurityPolicy): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(policy),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}
