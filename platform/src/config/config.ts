import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * Every setting the product reads from the environment, validated once at start-up.
 * An invalid value stops the process with a message naming the variable, never a stack trace deep inside.
 */
const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
/** A 32-byte key written as 64 hex digits or as base64 (standard or url-safe); null when it is neither. */
export function decodeKey(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) return null;
  const key = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  REDIS_URL: z.string().url().optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  GATEWAY_PORT: port(4000),
  REST_BRIDGE_PORT: port(4100),
  WEB_PLAYER_PORT: port(3000),
  ADMIN_CONSOLE_PORT: port(3001),
  ACCOUNTS_PORT: port(4001),
  ROOMS_PORT: port(4002),
  LIBRARY_PORT: port(4003),
  ECONOMY_PORT: port(4004),
  AUDIT_PORT: port(4005),
  /** The interface subgraphs listen on in distributed mode: loopback unless told otherwise (they trust only signed calls). */
  SUBGRAPH_HOST: z.string().min(1).default('127.0.0.1'),
  /** Where the gateway reaches each subgraph in distributed mode; defaults to localhost and the ports above. */
  ACCOUNTS_URL: z.string().url().optional(),
  ROOMS_URL: z.string().url().optional(),
  LIBRARY_URL: z.string().url().optional(),
  ECONOMY_URL: z.string().url().optional(),
  AUDIT_URL: z.string().url().optional(),
  /** Where the REST bridge reaches the gateway. */
  GATEWAY_URL: z.string().url().optional(),
  /** Shared secret the gateway signs forwarded identities with; required when services run apart. */
  GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How often each gateway reloads the recent token revocations (kicks, bans, deactivations) from accounts, in
   * case it missed a pub/sub event; the events themselves take effect at once.
   */
  TOKEN_REVOCATION_SYNC_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  GUEST_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 86400).default(86400),
  /** Magic links (GET /auth/magic-link): the web player's public URL the links start with, and how long a link lives. */
  MAGIC_LINK_BASE_URL: z.string().url().default('http://localhost:3000'),
  MAGIC_LINK_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(300),
  /** Bots (accounts/src/bots): lifetime of the access tokens a bot secret mints (GET /users/bot-token). */
  BOT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  /** Chat tokens (GET /comet-chat/user-token, /ghost-token): scoped access tokens, no refresh; ask again when one ends. */
  CHAT_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(3600),
  /**
   * Agora live audio/video (POST /agora/token): the project's App ID and primary App Certificate (32 hex digits each,
   * from Agora's console; unset: 503) and the lifetime of the tokens and their privileges.
   */
  AGORA_APP_ID: z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be an Agora App ID (32 hex digits)').optional(),
  AGORA_APP_CERTIFICATE: z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be an Agora App Certificate (32 hex digits)').optional(),
  AGORA_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(3600),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Failed logins from one client IP, across addresses, within the window (password spraying). */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Which peers of the gateway may set X-Forwarded-For (Fastify trustProxy: `loopback`, an IP, a CIDR or a
   * comma-separated list); the client IP it yields feeds abuse limits such as the phone-code sends per IP.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** Sign-in by phone code (subgraphs/accounts/src/phone-codes): lifetime of a code and wrong tries before it dies. */
  PHONE_CODE_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  PHONE_CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** Codes sent per phone number, per caller IP and per number prefix within their windows (SMS pumping). */
  PHONE_CODE_MAX_PER_PHONE: z.coerce.number().int().min(1).default(5),
  PHONE_CODE_PHONE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  PHONE_CODE_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  PHONE_CODE_IP_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  PHONE_CODE_MAX_PER_PREFIX: z.coerce.number().int().min(1).default(50),
  PHONE_CODE_PREFIX_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** The prefix is the first this-many digits of the E.164 number (country code included). */
  PHONE_CODE_PREFIX_DIGITS: z.coerce.number().int().min(1).max(15).default(6),
  /** Where codes go: `console` logs them (outside production only), `twilio` sends them with the Twilio Messages API. */
  SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a Twilio phone number (E.164) or a Messaging Service SID (MG...). */
  TWILIO_FROM: z.string().min(1).optional(),
  /**
   * E-mail (subgraphs/accounts/src/mail): `console` logs messages (outside production only), `postmark` sends them
   * through Postmark's Email API (POST {MAIL_BASE_URL}/email with the server token MAIL_API_KEY) from MAIL_FROM.
   */
  MAIL_PROVIDER: z.enum(['console', 'postmark']).default('console'),
  MAIL_BASE_URL: z.string().url().default('https://api.postmarkapp.com'),
  MAIL_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Backspin <no-reply@backspin.local>'),
  /** Postmark's message stream for transactional mail. */
  MAIL_MESSAGE_STREAM: z.string().min(1).default('outbound'),
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** E-mails (codes, reset links) sent to one address within the window; above it, 429 (silently none for forgot-password). */
  MAIL_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  MAIL_ADDRESS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** E-mail verification codes: lifetime, wrong tries before a code dies, and the least time between two sends to one address. */
  EMAIL_CODE_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 86400).default(86400),
  EMAIL_CODE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  EMAIL_VERIFICATION_RESEND_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  /** Password reset links: `{PASSWORD_RESET_URL}/{token}` (the web player's reset page), valid once for the TTL. */
  PASSWORD_RESET_URL: z.string().url().default('http://localhost:3000/reset-password'),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).max(7 * 86400).default(3600),
  GRAPHQL_INTROSPECTION: flag.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(30),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(5000),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(1).default(5000),
  /** graphql-ws: live subscriptions one socket may hold at once, and open sockets per client address. */
  GRAPHQL_WS_MAX_SUBSCRIPTIONS: z.coerce.number().int().min(1).default(100),
  GRAPHQL_WS_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  DEMO_DATA: flag.default(true),
  /** Where uploaded and transcoded media live (local disk storage); default `${DATA_DIR}/media`. */
  STORAGE_DIR: z.string().min(1).optional(),
  /** Largest song upload accepted (413 above); default 50 MB. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1).max(2_147_483_647).default(52_428_800),
  /** Largest room poster image accepted (413 above); default 5 MiB. */
  ROOM_POSTER_MAX_BYTES: z.coerce.number().int().min(1).max(104_857_600).default(5_242_880),
  /**
   * How long a consumable purchase holds its tokens at most while its delivery to the room is retried (then the hold
   * voids itself and the tokens come back); longer than the job runner's retries of a delivery. Default 1 hour.
   */
  CONSUMABLE_PURCHASE_HOLD_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Largest consumable or avatar picture (image or animation) accepted (413 above); default 5 MiB. */
  ECONOMY_FILE_MAX_BYTES: z.coerce.number().int().min(1).max(104_857_600).default(5_242_880),
  /** Largest profile or cover picture upload accepted (413 above); default 10 MiB. */
  PROFILE_IMAGE_MAX_BYTES: z.coerce.number().int().min(1).max(104_857_600).default(10_485_760),
  /** The ffmpeg binary that transcodes uploads to HLS (a name on PATH or a path). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** How often background job runners look for due jobs (they are also woken when a job is queued in-process). */
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
  /** How many background jobs each job runner runs at once (a purchase waits for its delivery job, so they must not queue). */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(32),
  /** A room presence without a heartbeat for this long ends (clients beat every third of it). */
  ROOM_PRESENCE_TTL_SECONDS: z.coerce.number().int().min(15).max(3600).default(60),
  /** How often each instance looks for rooms whose song has ended elsewhere, and for lapsed presences. */
  ROOM_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** A song is voted off when its down votes pass this share of the room's listeners. */
  ROOM_VOTE_SKIP_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** First retry delay of a failed background job; doubles per attempt up to JOB_RETRY_MAX_MS. */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  JOB_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** How long a kicked user stays out of the room (the `kicked` room role's lifetime), in minutes. */
  ROOM_KICK_MINUTES: z.coerce.number().int().min(1).max(10_080).default(15),
  /** How often the rooms subgraph ends expired room roles (chatDisabled, kicked, timed bans) and publishes the change. */
  ROOM_ROLE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(1000),
  /** How often the rooms subgraph enqueues the reminders of events that have started (once per interested user). */
  EVENT_REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(15_000),
  /**
   * The token ledger: a hold neither committed nor voided voids itself (its tokens come back) this long after it was
   * made, unless the caller asks for a shorter or longer timeout (at most a day). Each instance sweeps expired holds
   * every TOKEN_HOLD_SWEEP_INTERVAL_MS; a new hold on an account first voids that account's expired holds.
   */
  TOKEN_HOLD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  TOKEN_HOLD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  /**
   * Audit's user actions (sign-ins, room joins, DJ seats...) are kept this many days from when they happened, then
   * deleted by a sweep that runs every USER_ACTION_SWEEP_INTERVAL_MS (default hourly) on each audit instance.
   */
  USER_ACTION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  USER_ACTION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  /** How long the plans and token packs read from the payment provider are kept before it is asked again. */
  PAYMENT_PRODUCTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Chat flood limit (rooms): at most CHAT_FLOOD_MAX_MESSAGES messages per user in any CHAT_FLOOD_WINDOW_SECONDS (429 above). */
  CHAT_FLOOD_MAX_MESSAGES: z.coerce.number().int().min(1).max(1000).default(5),
  CHAT_FLOOD_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Largest image a chat message may carry, decoded (413 above); default 512 KiB. */
  CHAT_IMAGE_MAX_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(524_288),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Error reporting (platform/src/errors/reporting.ts): every unexpected error (one that becomes a 500) is logged as a
   * JSON line with its error id; with a DSN it also goes to Sentry (or any server that speaks Sentry's envelopes).
   */
  SENTRY_DSN: z.string().url().optional(),
  /** The environment Sentry files events under; default NODE_ENV. */
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  /**
   * Music providers: base URLs (tests point them at local fakes) and credentials. A provider without its
   * credentials is "not configured": its lookups yield no result, they never fail the caller.
   */
  SPOTIFY_API_URL: z.string().url().default('https://api.spotify.com'),
  SPOTIFY_ACCOUNTS_URL: z.string().url().default('https://accounts.spotify.com'),
  SPOTIFY_CLIENT_ID: z.string().min(1).optional(),
  SPOTIFY_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_MUSIC_API_URL: z.string().url().default('https://api.music.apple.com'),
  /** A signed developer token (JWT) for the Apple Music API. */
  APPLE_MUSIC_DEVELOPER_TOKEN: z.string().min(1).optional(),
  YOUTUBE_API_URL: z.string().url().default('https://www.googleapis.com/youtube/v3'),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  SOUNDCLOUD_API_URL: z.string().url().default('https://api.soundcloud.com'),
  /** Where SoundCloud issues OAuth tokens (its documented auth host). */
  SOUNDCLOUD_AUTH_URL: z.string().url().default('https://secure.soundcloud.com'),
  SOUNDCLOUD_CLIENT_ID: z.string().min(1).optional(),
  SOUNDCLOUD_CLIENT_SECRET: z.string().min(1).optional(),
  AUDIUS_API_URL: z.string().url().default('https://discoveryprovider.audius.co'),
  /** The app name Audius asks every caller to send. */
  AUDIUS_APP_NAME: z.string().min(1).max(100).default('backspin'),
  /** 7digital (the paid catalogue, API v1.2): catalogue calls carry the consumer key; stream and preview URLs are signed with it and the secret. */
  SEVEN_DIGITAL_API_URL: z.string().url().default('https://api.7digital.com/1.2'),
  SEVEN_DIGITAL_CONSUMER_KEY: z.string().min(1).optional(),
  SEVEN_DIGITAL_CONSUMER_SECRET: z.string().min(1).optional(),
  /** The 7digital shop country (ISO 3166-1 alpha-2) of catalogue calls that name none. */
  SEVEN_DIGITAL_COUNTRY: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 country code')
    .transform((v) => v.toUpperCase())
    .default('US'),
  SEVEN_DIGITAL_STREAM_URL: z.string().url().default('https://stream.svc.7digital.net'),
  SEVEN_DIGITAL_PREVIEW_URL: z.string().url().default('https://previews.7digital.com'),
  /** The 7digital streaming format ids for the low, medium and high audio qualities, comma-separated. */
  SEVEN_DIGITAL_FORMAT_IDS: z
    .string()
    .regex(/^\d{1,4},\d{1,4},\d{1,4}$/, 'must be three format ids (low,medium,high), e.g. 26,55,56')
    .transform((v) => {
      const [low, medium, high] = v.split(',').map(Number) as [number, number, number];
      return { low, medium, high };
    })
    .default({ low: 26, medium: 55, high: 56 }),
  /**
   * Cyanite.ai, the music analysis service behind similar songs (library/src/analysis): its GraphQL endpoint, an
   * integration's access token (unset: no calls, similar songs stay empty) and the integration's webhook secret
   * (unset: webhooks are refused).
   */
  CYANITE_API_URL: z.string().url().default('https://api.cyanite.ai/graphql'),
  CYANITE_ACCESS_TOKEN: z.string().min(1).optional(),
  CYANITE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Stripe, for subscriptions and one-off payments (economy/src/subscriptions): the API's base URL (split into the SDK's
   * host, port and protocol; tests point it at a local fake), the secret key `sk_…` and the webhook endpoint's signing
   * secret `whsec_…`. Without both, subscriptions answer 503 naming these settings.
   */
  STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * The client-side music players the web player offers (its /config.json `providers`). Whatever is set here is sent
   * to every browser, so only public values: YouTube's IFrame player and Audius streams need no credentials; Spotify's
   * Web Playback SDK needs the app's client id (public), MusicKit JS a developer token (meant for browsers),
   * SoundCloud's streams a client id. Unset: the web player does not offer that provider.
   */
  WEB_PLAYER_YOUTUBE: flag.default(true),
  WEB_PLAYER_AUDIUS: flag.default(true),
  WEB_PLAYER_SPOTIFY_CLIENT_ID: z.string().min(1).optional(),
  WEB_PLAYER_APPLE_DEVELOPER_TOKEN: z.string().min(1).optional(),
  WEB_PLAYER_SOUNDCLOUD_CLIENT_ID: z.string().min(1).optional(),
  /**
   * Linked music services (accounts/src/music-services): the user's own OAuth tokens. Spotify and SoundCloud reuse the
   * catalogue's client credentials above (SPOTIFY_CLIENT_ID/SECRET against SPOTIFY_ACCOUNTS_URL; SOUNDCLOUD_CLIENT_ID/SECRET
   * against SOUNDCLOUD_AUTH_URL, the web app). Each redirect URI must be registered with the provider, and is the one
   * the authorization request named. A provider without its credentials answers 503.
   */
  SPOTIFY_REDIRECT_URI: z.string().url().optional(),
  /** The mobile app's SoundCloud client (its own client id and secret), for the /soundcloud/mobile/* paths. */
  SOUNDCLOUD_MOBILE_CLIENT_ID: z.string().min(1).optional(),
  SOUNDCLOUD_MOBILE_CLIENT_SECRET: z.string().min(1).optional(),
  /** YouTube sign-in is Google OAuth 2.0: its authorization and token endpoints, and a Google OAuth client. */
  GOOGLE_OAUTH_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  YOUTUBE_CLIENT_ID: z.string().min(1).optional(),
  YOUTUBE_CLIENT_SECRET: z.string().min(1).optional(),
  YOUTUBE_REDIRECT_URI: z.string().url().optional(),
  /** Discord: the API (token endpoint /oauth2/token, GET /users/@me), the authorization page, and the app's OAuth client. */
  DISCORD_API_URL: z.string().url().default('https://discord.com/api/v10'),
  DISCORD_AUTHORIZE_URL: z.string().url().default('https://discord.com/oauth2/authorize'),
  DISCORD_CLIENT_ID: z.string().min(1).optional(),
  DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
  /** Optional: Discord activities exchange codes without one. */
  DISCORD_REDIRECT_URI: z.string().url().optional(),
  /**
   * The AES-256-GCM key provider tokens are encrypted with at rest: 32 bytes, base64 or hex. Unset: derived from
   * GATEWAY_SECRET with HKDF-SHA256; set one of the two in any deployment that keeps its database, or the stored
   * tokens cannot be read after a restart (embedded mode without GATEWAY_SECRET uses a fresh random secret).
   */
  PROVIDER_TOKEN_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, 'must be 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`)')
    .optional(),
  /**
   * The HMAC-SHA256 key address-book contacts' phone numbers are stored under (never in clear): 32 bytes, base64 or hex.
   * Unset: derived from GATEWAY_SECRET with HKDF-SHA256. Changing it (or GATEWAY_SECRET when it is unset) leaves the
   * stored contacts unmatched until their owners upload them again.
   */
  CONTACT_PHONE_KEY: z
    .string()
    .refine((v) => decodeKey(v) !== null, 'must be 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`)')
    .optional(),
  /**
   * Address-book calls per user within their windows (rooms/src/contacts), so nobody probes whose number is which: uploads
   * and single adds (each up to 2,000 numbers), and matchings (each asks accounts about up to 2,000 digests).
   */
  CONTACT_UPLOADS_MAX_PER_USER: z.coerce.number().int().min(1).default(30),
  CONTACT_UPLOADS_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  CONTACT_MATCHES_MAX_PER_USER: z.coerce.number().int().min(1).default(30),
  CONTACT_MATCHES_WINDOW_SECONDS: z.coerce.number().int().min(1).default(86400),
  /**
   * Push (rooms/src/notifications): Firebase Cloud Messaging HTTP v1 for ios and android, with a service account
   * (project id, client e-mail, PEM private key: the fields of its JSON key file). Unset: phones get no pushes.
   */
  FCM_API_URL: z.string().url().default('https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  FCM_PROJECT_ID: z.string().min(1).max(200).optional(),
  FCM_CLIENT_EMAIL: z.string().min(1).max(320).optional(),
  FCM_PRIVATE_KEY: z.string().min(1).optional(),
  /** Web Push with VAPID: the key pair (base64url: the 65-byte public point, the 32-byte private scalar) and the contact. Unset: browsers get no pushes. */
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url uncompressed P-256 public key (65 bytes)').optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (32 bytes)').optional(),
  WEB_PUSH_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL').default('mailto:push@backspin.local'),
  /**
   * The push services a browser subscription may point at (origins, comma-separated; `https://*.host` for any subdomain):
   * the server posts to the endpoint a client gives, so only to these.
   */
  WEB_PUSH_ENDPOINT_ORIGINS: z
    .string()
    .default('https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com')
    .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean)),
  /** A DJ's fans are told they took a seat at most once per this many minutes (per DJ and fan, however many rooms and instances). */
  DJ_FANS_NOTIFY_PERIOD_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** Time limit of every call to a music provider, in milliseconds. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
});

export type Config = z.infer<typeof configSchema> & {
  /** True in production: introspection, the sandbox and detailed limit messages are off. */
  production: boolean;
  introspection: boolean;
  gatewaySecret: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { requireGatewaySecret?: boolean } = {}): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (options.requireGatewaySecret && !c.GATEWAY_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  GATEWAY_SECRET: required when services run apart (the gateway and every subgraph must share it)',
    );
  }
  const production = c.NODE_ENV === 'production';
  return {
    ...c,
    production,
    introspection: c.GRAPHQL_INTROSPECTION ?? !production,
    // Embedded mode: the gateway and the subgraphs share this process, so a fresh random secret is enough.
    gatewaySecret: c.GATEWAY_SECRET ?? randomBytes(32).toString('base64url'),
  };
}

/** For a process's entry point: the configuration, or a clear message and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env, options: { requireGatewaySecret?: boolean } = {}): Config {
  try {
    return loadConfig(env, options);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
