/**
 * Reading the addresses the server's e-mails and providers send people to. Macro-free: unit tests import it.
 */

/** Where a magic link leads once it signed the user in. */
export type MagicLinkTarget = { kind: 'path'; path: string } | { kind: 'plan'; plan: string } | { kind: 'home' };

/**
 * A same-site path: one leading '/', never '//' or '/\' (another host to the browser), no scheme, no control
 * characters. Anything else could send a signed-in user off the site.
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    // Resolved against any origin, a same-site path stays on it.
    return new URL(path, 'https://backspin.invalid').origin === 'https://backspin.invalid';
  } catch {
    return false;
  }
}

/**
 * The token and target of a magic link's address, `/magic-link/{token}/{target}`: the target is `subscribe-plan/{plan}`
 * or a URI-encoded path. A target that is not a safe same-site path leads home.
 */
export function parseMagicLinkPath(pathname: string): { token: string; target: MagicLinkTarget } | null {
  const match = /^\/magic-link\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  if (!match) return null;
  const token = safeDecode(match[1]!);
  if (!token) return null;
  const rest = match[2] ?? '';
  const plan = /^subscribe-plan\/([^/]+)\/?$/.exec(rest);
  if (plan) {
    const name = safeDecode(plan[1]!);
    return { token, target: name ? { kind: 'plan', plan: name } : { kind: 'home' } };
  }
  const path = safeDecode(rest);
  return { token, target: path && isSameSitePath(path) ? { kind: 'path', path } : { kind: 'home' } };
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The linked services the web player can connect (the provider sends the user back to the callback page). */
export const connectableServices = ['spotify', 'youtube'] as const;
export type ConnectableService = (typeof connectableServices)[number];

export function isConnectableService(value: string): value is ConnectableService {
  return (connectableServices as readonly string[]).includes(value);
}

/** The callback page's path for a provider: SPOTIFY_REDIRECT_URI / YOUTUBE_REDIRECT_URI must point here. */
export function musicServiceCallbackPath(provider: ConnectableService): string {
  return `/music-services/${provider}/callback`;
}

/** sessionStorage key of the OAuth state of a connection under way (checked when the provider sends the user back). */
export const oauthStateKey = (provider: ConnectableService) => `backspin.oauth-state.${provider}`;
