import { createHmac, randomBytes } from 'node:crypto';

/**
 * OAuth 1.0a request signing (RFC 5849, HMAC-SHA1) for URLs that carry their own signature in the query
 * string, as 7digital's stream and preview URLs do. A few lines over node:crypto, so no dependency.
 */
export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
  /** A user's token and its secret; 7digital's catalogue streams are two-legged and need none. */
  token?: string;
  tokenSecret?: string;
}

export interface SigningOptions {
  method?: string;
  /** Seconds since the epoch; default now. */
  timestamp?: number;
  nonce?: string;
}

/** RFC 3986 percent-encoding, as RFC 5849 §3.6 asks (unreserved characters only are left as they are). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 5849 §3.4.1: the signature base string of a request (query parameters and oauth_* parameters, sorted). */
export function signatureBaseString(method: string, url: URL, parameters: readonly (readonly [string, string])[]): string {
  // WHATWG URL parsing already lower-cases the scheme and host and drops a default port (§3.4.1.2).
  const base = `${url.protocol}//${url.host}${url.pathname}`;
  const normalised = parameters
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return [method.toUpperCase(), percentEncode(base), percentEncode(normalised)].join('&');
}

/** The HMAC-SHA1 signature of a base string (RFC 5849 §3.4.2), base64. */
export function hmacSha1Signature(baseString: string, consumerSecret: string, tokenSecret = ''): string {
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`).update(baseString).digest('base64');
}

/** The URL with its oauth_* parameters and signature added to the query string (RFC 5849 §3.5.3). */
export function signUrl(url: URL, credentials: OAuthCredentials, options: SigningOptions = {}): URL {
  const signed = new URL(url);
  const oauth: [string, string][] = [
    ['oauth_consumer_key', credentials.consumerKey],
    ['oauth_nonce', options.nonce ?? randomBytes(16).toString('hex')],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', String(options.timestamp ?? Math.floor(Date.now() / 1000))],
    ...(credentials.token ? ([['oauth_token', credentials.token]] as [string, string][]) : []),
    ['oauth_version', '1.0'],
  ];
  for (const key of [...signed.searchParams.keys()]) if (key.startsWith('oauth_')) signed.searchParams.delete(key);
  const base = signatureBaseString(options.method ?? 'GET', signed, [...signed.searchParams, ...oauth]);
  for (const [key, value] of oauth) signed.searchParams.set(key, value);
  signed.searchParams.set('oauth_signature', hmacSha1Signature(base, credentials.consumerSecret, credentials.tokenSecret));
  return signed;
}

/**
 * Checks a signed URL (the provider's side; our fakes use it): the oauth_signature must be the one the other
 * parameters give with this consumer's secret. Timestamps and nonces are the caller's to judge.
 */
export function verifySignedUrl(url: URL, consumerSecret: string, method = 'GET', tokenSecret = ''): boolean {
  const signature = url.searchParams.get('oauth_signature');
  if (!signature) return false;
  const parameters = [...url.searchParams].filter(([key]) => key !== 'oauth_signature');
  return hmacSha1Signature(signatureBaseString(method, url, parameters), consumerSecret, tokenSecret) === signature;
}
