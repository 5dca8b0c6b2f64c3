import { GraphQLError } from 'graphql';
import { contactBookMaxSize, contactPhoneMaxLength } from './contacts.ts';
import { moderationActionBulkMax } from './moderation.ts';
import { paymentWebhookBodyMaxBytes } from './subscriptions.ts';
import { userActionLimits, userActionTypes } from './user-actions.ts';
import { idempotencyKeyMaxLength, tokenAmountMax, tokenHoldTimeoutMaxSeconds, tokenReasonMaxLength, tokenReferenceMaxLength } from './tokens.ts';

/**
 * The error catalogue: every error a client can see, with its HTTP status, its GraphQL `extensions.code`
 * and the message the spec gives (verbatim) or a precise one where the spec is silent.
 * Services throw `DomainError`s built from here; resolvers and the REST bridge never invent messages.
 */
export const statusCodes = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  // Too few tokens (the token ledger): the one refusal a client answers by topping up.
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
} as const;
export type HttpStatus = keyof typeof statusCodes;

/** Default messages by status (spec §8 of each document); any other status is a "Generic Error". */
export const defaultMessages: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
export const genericErrorMessage = 'Generic Error';

export function defaultMessage(status: number): string {
  return defaultMessages[status] ?? genericErrorMessage;
}

interface CatalogueEntry {
  status: HttpStatus;
  message: string;
}

const entry = (status: HttpStatus, message: string): CatalogueEntry => ({ status, message });

export const catalogue = {
  // Defaults
  BAD_REQUEST: entry(400, defaultMessages[400]!),
  UNAUTHORIZED: entry(401, defaultMessages[401]!),
  FORBIDDEN: entry(403, defaultMessages[403]!),
  NOT_FOUND: entry(404, defaultMessages[404]!),
  INTERNAL: entry(500, defaultMessages[500]!),
  SERVICE_UNAVAILABLE: entry(503, defaultMessages[503]!),
  UNAUTHORIZED_ACTION: entry(401, 'Unauthorized to perform action'),
  // Input bounds (platform/src/federation/input-bounds.ts), for every text input of every subgraph: the check puts the
  // input's path in front ("input.message must be at most 2000 characters") and the maximum in place of {max}.
  INPUT_TOO_LONG: entry(400, 'must be at most {max} characters'),
  INPUT_NUL_CHARACTER: entry(400, 'must not contain NUL characters (U+0000)'),

  // Accounts (spec 1, §8)
  SIGN_UP_FIELDS_MISSING: entry(400, 'email, password (or voucher code) missing in request'),
  EMAIL_ALREADY_REGISTERED: entry(403, 'this email is already registered'),
  EMAIL_VERIFICATION_FAILED: entry(403, 'Email verification failed, incorrect code'),
  // Spec §8's resend row names two refusals in one line; each gets its own precise message.
  VERIFICATION_EMAIL_ALREADY_VERIFIED: entry(403, 'This e-mail address is already verified'),
  VERIFICATION_EMAIL_TOO_SOON: entry(
    403,
    'A verification e-mail was sent to this address moments ago: wait for the minimum interval before asking for another',
  ),
  EMAIL_NOT_FOUND: entry(404, 'Email not found'),
  PASSWORD_NOT_CHANGED: entry(400, 'New password must be different from your previous password'),
  // Spec §8's change-password 401 row: two messages, verbatim (the wrong-password one is INCORRECT_CREDENTIALS).
  EMAIL_NOT_VERIFIED: entry(401, 'Email address is not verified'),
  CANNOT_RESET_PASSWORD: entry(403, 'Can not reset password'),
  INCORRECT_CREDENTIALS: entry(401, 'Incorrect email or password'),
  USER_PROFILE_NOT_FOUND: entry(404, 'User profile not found'),
  CAPABILITY_ALREADY_GRANTED: entry(403, 'This user has already this role'),
  UNAUTHORIZED_TO_DELETE: entry(403, 'Unauthorized to delete'),
  CAPABILITY_NOT_GRANTED: entry(404, 'This user does not have this capability'),
  UNKNOWN_CAPABILITY: entry(400, 'capability must be uploadMusic or promoteRoom'),
  INVALID_USER_ID: entry(400, 'userId must be a UUID'),
  // Platform roles, badges and the admin user list (subgraphs/accounts/src/roles, badges, admin-users). The spec's
  // "This user has already this role" (§8, add capability) is used for roles too; the rest is chosen here, precise.
  ROLE_ALREADY_GRANTED: entry(403, 'This user has already this role'),
  ROLE_NOT_GRANTED: entry(404, 'This user does not have this role'),
  UNKNOWN_ROLE: entry(
    400,
    'role must be one of moderator, globalModerator, staff, promoter, admin, superUser (every account is a user; bot is for bot accounts)',
  ),
  ROLE_NEEDS_SUPER_USER: entry(403, 'Only a superUser may grant or remove the admin and superUser roles'),
  INVALID_BADGES: entry(400, 'badges must be a list of VERIFIED, PLATINUM, DOUBLE_PLATINUM, JQBX or STAFF'),
  // Not in the spec: chosen here, precise.
  INVALID_EMAIL: entry(400, 'email must be a valid e-mail address'),
  WEAK_PASSWORD: entry(400, 'password must be between 8 and 128 characters'),
  COMMON_PASSWORD: entry(400, 'password is too common: it is on a list of passwords attackers try first, please choose another'),
  TOO_MANY_LOGIN_ATTEMPTS: entry(429, 'Too many failed login attempts, please try again later'),
  LOGIN_LIMIT_IP: entry(429, 'Too many failed login attempts from your network, please try again later'),
  INVALID_DISPLAY_NAME: entry(400, 'displayName must be 1 to 64 characters'),
  INVALID_AVATAR_ID: entry(400, 'avatarId must be the slug of an avatar of the catalogue (such as vinyl-1)'),
  INVALID_MAGIC_LINK: entry(401, 'Magic link is invalid, expired or already used'),
  INVALID_MAGIC_LINK_TARGET: entry(
    400,
    'Give exactly one of plan (1 to 64 letters, digits, hyphens or underscores) and path (a path on this site starting with a single "/", at most 1000 characters)',
  ),
  VOUCHER_NOT_FOUND: entry(404, 'Voucher not found'),
  VOUCHER_ALREADY_REDEEMED: entry(403, 'This voucher has already been redeemed'),
  VOUCHER_REVOKED: entry(403, 'This voucher has been revoked'),
  VOUCHER_EXPIRED: entry(403, 'This voucher has expired'),
  INVALID_VOUCHER_ID: entry(400, 'voucher id must be a UUID'),
  INVALID_VOUCHER_NOTE: entry(400, 'note must be at most 500 characters'),
  INVALID_VOUCHER_EXPIRY: entry(400, 'expiresAt must be in the future'),
  INVALID_VOUCHER_PAGE: entry(400, 'limit must be 1 to 100 and offset at least 0'),
  INVALID_REFRESH_TOKEN: entry(401, 'Refresh token is invalid, expired or revoked'),
  // Profiles and profile images (subgraphs/accounts/src/profiles, images): not in the spec beyond "User profile not found"
  // and "Unauthorized to delete"; chosen here, precise.
  INVALID_BIO: entry(400, 'bio must be at most 500 characters, without control characters other than line breaks'),
  INVALID_LOCATION: entry(400, 'location must be at most 100 characters on one line'),
  INVALID_PRONOUNS: entry(400, 'pronouns must be at most 40 characters on one line'),
  INVALID_WEBSITE: entry(400, 'website must be an http or https URL of at most 300 characters'),
  INVALID_SOCIAL_INSTAGRAM: entry(400, 'instagram must be an Instagram username: 1 to 30 letters, digits, periods or underscores'),
  INVALID_SOCIAL_TWITTER: entry(400, 'twitter must be an X (Twitter) handle: 1 to 15 letters, digits or underscores'),
  INVALID_SOCIAL_TIKTOK: entry(400, 'tiktok must be a TikTok username: 2 to 24 letters, digits, periods or underscores'),
  INVALID_SOCIAL_SOUNDCLOUD: entry(400, 'soundcloud must be a SoundCloud profile name: 3 to 25 lowercase letters, digits, hyphens or underscores'),
  INVALID_SOCIAL_YOUTUBE: entry(400, 'youtube must be a YouTube handle: 3 to 30 letters, digits, periods, hyphens or underscores'),
  INVALID_SOCIAL_WEBSITE: entry(400, 'website must be an http or https URL of at most 300 characters'),
  INVALID_USER_DATA: entry(400, 'userData must be a JSON object'),
  USER_DATA_TOO_LARGE: entry(413, 'userData must be at most 16384 bytes as JSON'),
  INVALID_PROFILE_IDS: entry(400, 'users must list 1 to 150 user ids (UUIDs), comma-separated'),
  INVALID_PROFILE_PAGE: entry(400, 'take must be 1 to 1000 and skip at least 0'),
  INVALID_PROFILE_SINCE: entry(400, 'since must be an ISO 8601 date and time'),
  INVALID_IMAGE_KIND: entry(400, 'image must be profilePicture or coverPicture'),
  IMAGE_FILE_MISSING: entry(
    400,
    'Send the image as multipart/form-data with an "image" field (profilePicture or coverPicture) and one file field named "file"',
  ),
  IMAGE_EMPTY: entry(400, 'The uploaded image is empty'),
  IMAGE_TOO_LARGE: entry(413, 'The uploaded image is larger than the image size limit'),
  IMAGE_UNSUPPORTED_TYPE: entry(400, 'The image must be a JPEG, PNG, WebP or GIF image'),
  IMAGE_UNREADABLE: entry(400, 'The uploaded image could not be decoded: it may be damaged or truncated'),
  IMAGE_DIMENSIONS: entry(400, 'The image must be at least 128 pixels and at most 8000 pixels on each side'),
  IMAGE_NOT_STAGED: entry(400, 'No staged image under this key for this user: upload the file again'),
  IMAGE_NOT_FOUND: entry(404, 'Image not found'),
  INVALID_IMAGE_SIZE: entry(400, 'size must be one of 128, 256, 500 or 1024'),
  // Bots (subgraphs/accounts/src/bots): not in the spec, chosen here, precise.
  BOT_SECRET_MISSING: entry(401, 'Send the bot secret in the X-Bot-Secret header'),
  BOT_SECRET_INVALID: entry(401, 'Bot secret is invalid or revoked'),
  BOT_NOT_FOUND: entry(404, 'Bot not found'),
  INVALID_BOT_ID: entry(400, 'botId must be a UUID'),
  BOT_SESSION_REFUSED: entry(403, 'Bots cannot sign in or hold sessions: they get access tokens with their secret (GET /users/bot-token)'),
  // Tokens for other services (subgraphs/accounts/src/service-tokens): not in the spec, chosen here, precise.
  TOKEN_SCOPE_FORBIDDEN: entry(403, 'This token is limited to chat and cannot be used for this operation'),
  // The gateway and the subgraph runtime (not in the spec, chosen here, precise).
  OPERATION_NAME_REQUIRED: entry(400, 'The document holds more than one operation: name the one to run in operationName'),
  SUBSCRIPTION_OVER_HTTP: entry(400, 'Subscriptions are served over WebSocket (graphql-ws) only, not over HTTP'),
  LIVE_TOO_MANY_SUBSCRIPTIONS: entry(429, 'Too many subscriptions on this connection: complete one before starting another'),
  LIVE_TOO_MANY_SOCKETS: entry(429, 'Too many connections from this address'),
  SUBGRAPH_CALL_UNSIGNED: entry(401, 'This service answers only requests signed by a Backspin gateway'),
  AGORA_NOT_CONFIGURED: entry(503, 'Live audio/video tokens are not configured on this server (AGORA_APP_ID and AGORA_APP_CERTIFICATE are unset)'),
  INVALID_AGORA_CHANNEL: entry(
    400,
    'channelName must be 1 to 63 characters among letters, digits, space and ! # $ % & ( ) + - : ; < = . > ? @ [ ] ^ _ { } | ~ ,',
  ),
  INVALID_AGORA_ROLE: entry(400, 'role must be PUBLISHER or SUBSCRIBER'),
  AGORA_PUBLISHER_NEEDS_ACCOUNT: entry(403, 'Only signed-in users may publish: guests join as SUBSCRIBER'),
  INVALID_CHAT_USER_IDS: entry(400, 'userIds must be a list of 1 to 100 user ids'),
  // E-mails and passwords (subgraphs/accounts/src/emails, passwords, mail): not in the spec, chosen here, precise.
  INVALID_EMAIL_ID: entry(400, 'email id must be a UUID'),
  INVALID_EMAIL_TYPE: entry(400, 'type must be one of personal, work, payment, spotify, discord'),
  EMAIL_ALREADY_IN_USE: entry(409, 'This e-mail address is already in use'),
  TOO_MANY_EMAILS: entry(400, 'A user can have at most 10 e-mail addresses'),
  LOGIN_EMAIL_NOT_DELETABLE: entry(403, 'You cannot delete the e-mail address you sign in with'),
  EMAIL_CODE_MISSING: entry(400, 'code is required'),
  CONTACT_UPLOAD_LIMIT: entry(429, 'Too many address-book uploads, please wait before sending more numbers'),
  CONTACT_MATCH_LIMIT: entry(429, 'Too many contact matchings, please wait before asking again'),
  MAIL_LIMIT_ADDRESS: entry(429, 'Too many e-mails were sent to this address, please wait before asking for another'),
  MAIL_NOT_SENT: entry(503, 'The e-mail could not be sent, please try again later'),
  PASSWORD_FIELDS_MISSING: entry(400, 'currentPassword and newPassword are required'),
  NEW_PASSWORD_MISSING: entry(400, 'newPassword is required'),
  PASSWORD_NOT_SET: entry(400, 'This account has no password yet: set one with POST /users/set-password'),
  PASSWORD_ALREADY_SET: entry(409, 'This account already has a password: change it with POST /users/change-password'),
  PASSWORD_ADMIN_TARGET_FORBIDDEN: entry(403, "Only a superUser may set the password of an admin or a superUser"),
  // Phone validation and the phone whitelist: not in the spec, chosen here, precise.
  PHONE_NUMBER_UNPARSABLE: entry(400, 'phone must be a phone number in international form, such as +14155552671'),
  PHONE_ALREADY_WHITELISTED: entry(409, 'This phone number is already on the whitelist'),
  PHONE_NOT_WHITELISTED: entry(404, 'This phone number is not on the whitelist'),
  PHONE_WHITELIST_ENTRY_NOT_FOUND: entry(404, 'Phone whitelist entry not found'),
  INVALID_PHONE_WHITELIST_ID: entry(400, 'id must be a UUID'),
  INVALID_PHONE_WHITELIST_NOTE: entry(400, 'note must be at most 200 characters'),
  // Address-book contacts (subgraphs/rooms/src/contacts) and their matching in accounts: not in the spec, chosen here.
  INVALID_CONTACT_PHONE: entry(400, 'phone must be a phone number, in international form (+ and the country code) unless a country is given'),
  INVALID_CONTACT_BOOK: entry(400, `phones must be a list of at most ${contactBookMaxSize} phone numbers of at most ${contactPhoneMaxLength} characters each`),
  INVALID_CONTACT_COUNTRY: entry(400, 'country must be an ISO 3166-1 alpha-2 country code, such as US'),
  CONTACT_BOOK_FULL: entry(409, `An address book keeps at most ${contactBookMaxSize} contacts: delete some first`),
  INVALID_CONTACT_DIGESTS: entry(400, `digests must be at most ${contactBookMaxSize} HMAC-SHA256 digests (64 lower-case hex digits)`),
  // The rooms paths of issue 15 (Discord activity rooms, a user's rooms changed by admins): chosen here.
  INVALID_DISCORD_GUILD_ID: entry(400, 'guild must be a Discord guild id (a snowflake: 17 to 20 digits)'),
  INVALID_METADATA_LOOKUP: entry(400, 'Give a provider link (url) or an isrc'),
  CHAT_CLEAR_FORBIDDEN: entry(403, 'Only the room’s owner, coOwners, moderators or platform moderators may delete its conversation'),
  DJ_NOT_FOUND: entry(404, 'DJ not found'),
  USER_ROOMS_FORBIDDEN: entry(403, 'Only administrators may change or delete a user’s rooms'),
  // Sign-in by phone code (subgraphs/accounts/src/phone-codes): the invalid-phone text is spec 3 §2's.
  INVALID_PHONE_NUMBER: entry(400, 'Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.'),
  PHONE_CODE_LIMIT_PHONE: entry(429, 'Too many codes were sent to this phone number, please wait before asking for another'),
  PHONE_CODE_LIMIT_IP: entry(429, 'Too many codes were requested from your network, please wait before asking for another'),
  PHONE_CODE_LIMIT_PREFIX: entry(429, 'Too many codes were sent to numbers like this one, please wait before asking for another'),
  PHONE_CODE_FIELDS_MISSING: entry(400, 'requestId, phone and code are required'),
  PHONE_CODE_INCORRECT: entry(403, 'Incorrect code'),
  PHONE_CODE_UNKNOWN: entry(403, 'No code was sent for this requestId and phone number: request a new code'),
  PHONE_CODE_EXPIRED: entry(403, 'The code has expired: request a new code'),
  PHONE_CODE_USED: entry(403, 'The code has already been used: request a new code'),
  PHONE_CODE_LOCKED: entry(403, 'Too many incorrect codes: request a new code'),
  SMS_NOT_SENT: entry(503, 'The text message could not be sent, please try again later'),
  // Platform moderation (subgraphs/accounts/src/moderation, deactivation, moderation-comments): not in the spec, precise.
  ACCOUNT_BANNED: entry(403, 'This account is banned'),
  /** The service appends " until <ISO time>" (the ban's end), so the user knows when they may sign in again. */
  ACCOUNT_TEMPORARILY_BANNED: entry(403, 'This account is temporarily banned'),
  ACCOUNT_DEACTIVATED: entry(403, 'This account is deactivated'),
  USER_NOT_FOUND: entry(404, 'User not found'),
  MODERATION_SELF: entry(403, 'You cannot kick, ban, unban, deactivate or reactivate your own account'),
  MODERATION_OUTRANKED: entry(
    403,
    'You may only act on users of a lower rank: moderators and staff on users, admins also on moderators and staff, superUsers also on admins',
  ),
  INVALID_BAN_END: entry(400, 'endsAt must be a date and time in the future'),
  INVALID_MODERATION_REASON_TEXT: entry(400, 'reason must be at most 500 characters'),
  DEACTIVATION_REQUEST_NOT_FOUND: entry(404, 'This user has no pending deactivation request'),
  INVALID_DEACTIVATION_PAGE: entry(400, 'limit must be 1 to 100 and offset at least 0'),
  INVALID_MODERATION_COMMENT: entry(400, 'comment must be 1 to 2000 characters'),

  // Rooms and songs (spec 2, §8)
  TAGS_NOT_OWNED: entry(403, 'Unauthorized to edit tags that not belongs to the user'),
  SONG_NOT_VERIFIED: entry(403, 'Song is not verified'),

  // Uploads and HLS: not in the spec, chosen here, precise.
  UPLOAD_NEEDS_CAPABILITY: entry(403, 'Uploading music needs the uploadMusic capability'),
  UPLOAD_FILE_MISSING: entry(400, 'Send the song as multipart/form-data with one file field named "file"'),
  UPLOAD_EMPTY: entry(400, 'The uploaded file is empty'),
  UPLOAD_TOO_LARGE: entry(413, 'The uploaded file is larger than the upload size limit'),
  UPLOAD_UNSUPPORTED_TYPE: entry(400, 'The uploaded file is not a supported audio file: send MP3, FLAC, WAV, Ogg, M4A or AAC'),
  UPLOAD_UNREADABLE: entry(400, 'The uploaded audio file could not be read: it may be damaged or truncated'),
  UPLOAD_NOT_STAGED: entry(400, 'No staged upload under this key for this user: upload the file again'),
  INVALID_UPLOAD_METADATA: entry(400, 'trackName, artistName and albumName must be at most 300 characters, genre at most 100, fileName at most 255'),
  INVALID_SONG_ID: entry(400, 'songId must be a UUID'),
  INVALID_TRANSCODER_NOTIFICATION: entry(400, 'a transcoder notification needs a songId (UUID) and a state of COMPLETED or ERROR'),
  SONG_NOT_TRANSCODING: entry(409, 'The song is not waiting for a transcoder result'),
  TRANSCODER_OUTPUT_MISSING: entry(409, 'The transcoder reported success but the song has no HLS playlist in storage'),
  SONG_STREAM_NOT_FOUND: entry(404, 'This song has no HLS stream'),
  HLS_SEGMENT_NOT_FOUND: entry(404, 'HLS segment not found'),

  // Playlists, payments, playback (spec 3, §5 and §8)
  SONG_NOT_FOUND: entry(404, 'Song not found'),
  EXPORT_PROVIDER_UNSUPPORTED: entry(400, 'playlists can be exported to spotify or apple'),
  EXPORT_USER_TOKEN_MISSING: entry(400, 'an export needs your access token on the music provider (userToken)'),
  EXPORT_NOTHING_TO_EXPORT: entry(400, 'none of the songs of this crate is on that music provider'),
  EXPORT_REJECTED: entry(400, 'the music provider refused the export: sign in to it again and retry'),
  EXPORT_PROVIDER_NOT_CONFIGURED: entry(503, 'exports to this music provider are not configured on this server'),
  INVALID_CRATE_IMPORT: entry(400, 'an import takes 1 to 500 tracks, each with a musicProvider and a providerId of at most 200 characters'),
  INVALID_SONG_PLAY: entry(400, 'a song play needs a valid djUuid and non-negative whole vote counts'),
  SONG_HAS_NO_SUPPORTED_PROVIDER: entry(400, 'Sorry, this song does not have any supported music providers to import from.'),
  SONG_NOT_IN_CATALOG: entry(400, "Sorry, this song is not in our catalog and can't be imported."),
  TOKEN_ACCOUNT_NOT_FOUND: entry(404, 'We were unable to find your token account. Please try again.'),
  // Token ledger (subgraphs/economy/src/token-transactions): not in the spec, chosen here, precise.
  INVALID_TOKEN_AMOUNT: entry(400, `amount must be a whole number of tokens from 1 to ${tokenAmountMax}`),
  INVALID_TOKEN_ADJUSTMENT: entry(400, `amount must be a whole number of tokens from -${tokenAmountMax} to ${tokenAmountMax}, not 0`),
  INVALID_IDEMPOTENCY_KEY: entry(400, `idempotencyKey must be 1 to ${idempotencyKeyMaxLength} characters`),
  INVALID_TOKEN_REASON: entry(400, `reason must be 1 to ${tokenReasonMaxLength} characters`),
  INVALID_TOKEN_REFERENCE: entry(400, `reference must be at most ${tokenReferenceMaxLength} characters`),
  INVALID_TOKEN_HOLD_TIMEOUT: entry(400, `timeoutSeconds must be a whole number of seconds from 1 to ${tokenHoldTimeoutMaxSeconds}`),
  TOKEN_BALANCE_INSUFFICIENT: entry(402, 'Not enough tokens: the available balance of this token account is too low'),
  TOKEN_BALANCE_TOO_LARGE: entry(409, 'This credit would take the token account past the largest balance it can hold'),
  TOKEN_ACCOUNT_DISABLED: entry(403, 'This token account is disabled'),
  TOKEN_HOLD_NOT_FOUND: entry(404, 'Token hold not found'),
  TOKEN_HOLD_ALREADY_COMMITTED: entry(409, 'This token hold was already committed'),
  TOKEN_HOLD_ALREADY_VOIDED: entry(409, 'This token hold was already voided: its tokens went back to the account'),
  TOKEN_HOLD_EXPIRED: entry(409, 'This token hold has expired: its tokens go back to the account'),
  IDEMPOTENCY_KEY_REUSED: entry(409, 'This idempotency key was already used for a different request'),
  // Economy files (consumable and avatar pictures) and consumables: not in the spec, chosen here, precise.
  ECONOMY_FILE_MISSING: entry(400, 'Send the file as multipart/form-data with one file field named "file"'),
  ECONOMY_FILE_EMPTY: entry(400, 'The uploaded file is empty'),
  ECONOMY_FILE_TOO_LARGE: entry(413, 'The uploaded file is larger than the file size limit'),
  ECONOMY_FILE_UNSUPPORTED_TYPE: entry(400, 'The file must be a JPEG, PNG, GIF or WebP image (animated GIF, PNG and WebP included)'),
  ECONOMY_FILE_NOT_STAGED: entry(400, 'No staged file under this key for this user: upload the file again'),
  ECONOMY_FILE_NOT_FOUND: entry(404, 'File not found'),
  CONSUMABLE_NOT_FOUND: entry(404, 'Consumable not found'),
  INVALID_CONSUMABLE: entry(400, 'a consumable needs a name of 1 to 100 characters, a description of at most 500 characters and a whole tokenCost of 1 to 1000000'),
  INVALID_CONSUMABLE_PURCHASE: entry(
    400,
    'a purchase needs roomUuid, consumableId and accountId (UUIDs), balanceUnmodifiedSince (a date), lastTokenBalance (a whole number, at least 0) and tokenCost (a whole number, at least 1)',
  ),
  CONSUMABLE_PURCHASE_STALE: entry(409, 'The price or your token balance has changed: check them and try again'),
  CONSUMABLE_PURCHASE_NOT_IN_ROOM: entry(409, 'You must be in the room to send it a consumable'),
  CONSUMABLE_PURCHASE_NOT_FOUND: entry(404, 'Purchase not found'),
  INVALID_CONSUMABLE_DELIVERY: entry(400, 'a consumable delivery needs eventId, roomId and userId (UUIDs) and a consumableId of 1 to 64 letters, digits, hyphens or underscores'),
  // Subscriptions and payments (subgraphs/economy/src/subscriptions; spec 3 §7 payment service): not in the spec, chosen here, precise.
  PAYMENTS_NOT_CONFIGURED: entry(503, 'Payments are not configured on this server (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are needed)'),
  PAYMENT_PROVIDER_UNAVAILABLE: entry(503, 'The payment provider could not be reached, please try again later'),
  PAYMENT_SIGNATURE_INVALID: entry(
    400,
    'Invalid Stripe-Signature: missing, not made with this endpoint\'s signing secret over this exact body, or older than 300 seconds',
  ),
  INVALID_PAYMENT_WEBHOOK: entry(400, `The webhook body is not a payment event: expected a JSON event of at most ${paymentWebhookBodyMaxBytes} bytes`),
  SUBSCRIPTION_PRICE_NOT_FOUND: entry(404, 'No plan or token pack is sold at this price'),
  SUBSCRIPTION_ALREADY_ACTIVE: entry(409, 'You already have a plan: change or cancel it in the customer portal'),
  PAYMENT_CUSTOMER_NOT_FOUND: entry(404, 'You have no payment account yet: subscribe to a plan or buy tokens first'),
  CHECKOUT_SESSION_NOT_FOUND: entry(404, 'Checkout session not found'),
  SUBSCRIPTION_NOT_FOUND: entry(404, 'This user has no subscription'),
  INVALID_SUBSCRIPTION_COUNT: entry(
    400,
    'startDate and endDate must be dates with startDate before endDate, region a two-letter country code (ISO 3166-1) and level PLUS or PRO',
  ),
  // Track import: not in the spec, chosen here, precise.
  INVALID_PROVIDER_ID: entry(400, 'providerId must be 1 to 200 characters'),
  MUSIC_PROVIDER_UNAVAILABLE: entry(503, 'The music provider could not be reached, please try again later'),

  INVALID_PLAY_ID: entry(400, 'playId must be a UUID not used by another DJ'),
  // Similar songs and Cyanite webhooks (spec 3, §7-§9): not in the spec, chosen here, precise.
  INVALID_SIMILAR_SONG_IDS: entry(400, 'songIds must list at most 300 song ids'),
  CYANITE_WEBHOOK_NOT_CONFIGURED: entry(503, 'Cyanite webhooks are not configured on this server (CYANITE_WEBHOOK_SECRET is unset)'),
  CYANITE_SIGNATURE_MISSING: entry(401, 'Missing Signature header: a Cyanite webhook must carry the HMAC-SHA512 of its body'),
  CYANITE_SIGNATURE_INVALID: entry(
    401,
    'Invalid Signature header: it is not the HMAC-SHA512 (hex) of this body with the Cyanite webhook secret',
  ),
  INVALID_CYANITE_WEBHOOK: entry(400, 'The webhook body is not a Cyanite event: expected a JSON object with an event or a type'),

  // Crates (spec 3, §3-§5): not in the spec, chosen here, precise.
  CRATE_NOT_FOUND: entry(404, 'Crate not found'),
  CRATE_NOT_OWNED: entry(403, 'Unauthorized to edit a crate that does not belong to the user'),
  SPECIAL_CRATE_FIXED: entry(400, 'The queue and the likes list cannot be renamed, described or deleted'),
  CRATE_NAME_RESERVED: entry(400, 'crateName "default" and "tt-stars" are reserved for the queue and the likes list'),
  INVALID_CRATE_NAME: entry(400, 'crateName must be 1 to 100 characters'),
  INVALID_CRATE_DESCRIPTION: entry(400, 'description must be at most 1000 characters'),
  INVALID_CRATE_TARGET: entry(400, 'Give exactly one of crate.id and crate.special'),
  CRATE_SONG_NOT_FOUND: entry(404, 'Crate song not found in this crate'),
  INVALID_CRATE_SONG_IDS: entry(400, 'songIds must list 1 to 1000 song UUIDs'),
  CRATE_SONG_UNKNOWN: entry(404, 'Song not found: a song id is not in the catalogue'),
  // A queue holds only songs a listener can play (songs/song.service.ts isPlayable); the rooms skip one anyway.
  SONG_NOT_PLAYABLE: entry(409, 'This song cannot be played: it has no audio source listeners can play, so it cannot go in the queue'),
  CRATE_NEW_POSITION_OUT_OF_RANGE: entry(400, 'newPosition must be an integer from 0 to the number of songs in the crate minus 1'),
  CRATE_INSERT_POSITION_OUT_OF_RANGE: entry(400, 'position must be an integer from 0 to the number of songs in the crate'),
  CRATE_CURRENT_POSITION_OUT_OF_RANGE: entry(
    400,
    'currentPosition must be an integer from 0 to the number of songs in the crate minus 1',
  ),
  INVALID_CURRENT_POSITION: entry(400, 'Give at most one of crateSongUuid and currentPosition'),

  // Rooms: not in the spec, chosen here, precise.
  ROOM_NOT_FOUND: entry(404, 'Room not found'),
  // Presence, DJ seats, rotation, votes
  ROOM_BANNED: entry(403, 'You are banned from this room'),
  ROOM_KICKED: entry(403, 'You were kicked from this room; try again later'),
  NOT_IN_ROOM: entry(403, 'Join the room first'),
  DJ_NOT_ALLOWED: entry(403, 'You may not DJ in this room'),
  DJ_SEATS_FULL: entry(409, 'All DJ seats are taken'),
  DJ_QUEUE_EMPTY: entry(400, 'Add a song to your queue before taking a DJ seat'),
  // The PRO_PLAN_OWNER DJ rule (rooms/src/plans): who may set it, and economy's plan levels it reads.
  DJ_TYPE_NEEDS_PRO_PLAN: entry(403, 'Only an owner on the pro plan can limit DJing to pro plan owners'),
  INVALID_PLAN_LEVEL: entry(
    400,
    'a plan level needs eventId and userId (UUIDs), level NONE, PLUS or PRO, decidedAt and, when given, until as ISO 8601 date-times with a time zone',
  ),
  // Accounts' deactivations reaching rooms (rooms/src/account-deactivation).
  INVALID_ACCOUNT_DEACTIVATION: entry(400, 'an account deactivation needs eventId and userId (UUIDs) and deactivatedAt, an ISO 8601 date-time with a time zone'),

  // DJ fans, devices and push notifications (spec 2 §7; rooms/src/dj-fans, devices, notifications): not in the spec, chosen here, precise.
  INVALID_DJ_ID: entry(400, 'djId must be a UUID'),
  CANNOT_FOLLOW_SELF: entry(400, 'You cannot follow yourself'),
  FOLLOW_BLOCKED: entry(403, 'You cannot follow this DJ'),
  DJ_FAN_NOT_FOUND: entry(404, 'You do not follow this DJ'),
  INVALID_FANS_PAGE: entry(400, 'skip must be a whole number from 0 and take a whole number from 1 to 100'),
  NOT_ON_DJ_SEAT: entry(409, 'Take a DJ seat first: your fans are told when you DJ'),
  INVALID_DEVICE_PLATFORM: entry(400, 'devicePlatform must be ios, android or web'),
  INVALID_PUSH_TOKEN: entry(400, 'token must be a push token of 1 to 4096 characters'),
  INVALID_WEB_PUSH_SUBSCRIPTION: entry(
    400,
    'subscription must be a Web Push subscription: an https endpoint of an allowed push service and keys p256dh (65-byte P-256 point) and auth (16 bytes), base64url',
  ),
  DEVICE_NOT_FOUND: entry(404, 'Device not found'),
  INVALID_NOTIFICATION: entry(400, 'a notification needs a title of 1 to 200 and a body of 1 to 1000 characters'),
  INVALID_SILENT_NOTIFICATION: entry(400, 'a silent notification carries data and no title or body'),
  INVALID_NOTIFICATION_DATA: entry(400, 'data must be an object of at most 20 strings (keys up to 64, values up to 1000 characters)'),
  INVALID_NOTIFICATION_AUDIENCE: entry(400, 'name at most 1000 userIds (UUIDs), or a roomId, or all devices'),
  NOTIFICATION_FORBIDDEN: entry(403, 'Only platform staff may send notifications to other users'),
  ROOM_NOTIFICATION_FORBIDDEN: entry(403, 'Only the room’s owner, co-owners and moderators may notify everyone in the room'),
  NOT_A_DJ: entry(404, 'This user is not on a DJ seat in this room'),
  NOTHING_PLAYING: entry(409, 'Nothing is playing in this room'),
  SKIP_NOT_ALLOWED: entry(403, 'Only the current DJ or a room moderator may skip the song'),
  INVALID_VOTE: entry(400, 'direction must be up or down'),
  VOTE_NOT_ALLOWED: entry(403, 'Only signed-in listeners in the room may vote, and not on their own song'),
  ROOM_SLUG_TAKEN: entry(409, 'a room with this slug already exists'),
  INVALID_ROOM_SLUG: entry(
    400,
    'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit',
  ),
  INVALID_ROOM_NAME: entry(400, 'name must be 1 to 80 characters'),
  INVALID_ROOM_DESCRIPTION: entry(400, 'description must be at most 500 characters'),
  INVALID_NUMBER_OF_DJS: entry(400, 'numberOfDjs must be between 1 and 10'),
  // rooms/: settings, slugs, posters, pins, promotion, passwords, lists
  INVALID_ROOM_ID: entry(400, 'room id must be a UUID'),
  ROOM_SETTINGS_FORBIDDEN: entry(403, 'Only the room owner, a coOwner or platform staff may change room settings'),
  ROOM_DELETE_FORBIDDEN: entry(403, 'Only the room owner or platform staff may delete a room'),
  ROOM_PIN_FORBIDDEN: entry(403, 'Only the room owner, a coOwner, a room moderator or platform staff may pin messages'),
  PROMOTE_NEEDS_CAPABILITY: entry(403, 'Promoting a room needs the promoteRoom capability'),
  INVALID_ROOM_PASSWORD: entry(400, 'password must be 4 to 128 characters'),
  ROOM_PASSWORD_ONLY_PRIVATE: entry(400, 'only PRIVATE rooms have a password'),
  INCORRECT_ROOM_PASSWORD: entry(403, 'Incorrect or missing room password'),
  INCORRECT_GUEST_PASSWORD: entry(403, 'Incorrect or missing guest password'),
  INVALID_EXTERNAL_URL: entry(400, 'externalUrl must be an http or https URL of at most 2048 characters'),
  INVALID_POSTER_URL: entry(400, 'url must be an http or https URL of at most 2048 characters'),
  POSTER_FILE_MISSING: entry(
    400,
    'Send the poster as multipart/form-data with one file field named "file", or as JSON {"url": "https://..."}',
  ),
  POSTER_EMPTY: entry(400, 'The uploaded poster is empty'),
  POSTER_TOO_LARGE: entry(413, 'The uploaded poster is larger than the poster size limit'),
  POSTER_UNSUPPORTED_TYPE: entry(400, 'The poster must be a JPEG, PNG, GIF or WebP image'),
  POSTER_NOT_STAGED: entry(400, 'No staged poster under this key for this user: upload the file again'),
  POSTER_NOT_FOUND: entry(404, 'This room has no uploaded poster under this name'),
  INVALID_PINNED_MESSAGES: entry(
    400,
    'pinnedMessages must be a list of at most 5 messages, each a text of 1 to 500 characters with an optional messageId (UUID)',
  ),
  INVALID_PROMOTION_PROVIDERS: entry(
    400,
    'providers must be at most 20 music provider names, each a letter followed by up to 31 letters or digits',
  ),
  INVALID_ROOM_REFS: entry(400, 'room must list 1 to 50 room ids or slugs'),
  INVALID_ROOM_SEARCH: entry(400, 'query must be at most 100 characters'),
  // Rooms, room roles and moderation (subgraphs/rooms/src/room-roles): who may grant which is in its README table.
  UNKNOWN_ROOM_ROLE: entry(400, 'role must be one of owner, coOwner, moderator, dj, banned, kicked, chatDisabled, djDisabled'),
  OWNER_ROLE_NOT_GRANTABLE: entry(400, 'the owner changes only through change-owner (PUT /roomUserRoles/change-owner/{roomId})'),
  OWNER_ROLE_NOT_REMOVABLE: entry(
    400,
    'the owner role cannot be removed: give the room to someone else first (PUT /roomUserRoles/change-owner/{roomId})',
  ),
  ROOM_ROLE_EXPIRY_NOT_ALLOWED: entry(400, 'expirationTime applies only to banned, kicked, chatDisabled and djDisabled'),
  INVALID_ROOM_ROLE_EXPIRY: entry(400, 'expirationTime must be an ISO 8601 date-time in the future, at most one year ahead'),
  ROOM_MODERATION_REQUIRED: entry(403, 'only the room owner, its coOwners and moderators may do this'),
  ROOM_ROLE_RANK_TOO_LOW: entry(403, 'you may only grant or remove roles below your own room role'),
  ROOM_ROLE_TARGET_OUTRANKS: entry(403, 'you cannot act on a user whose room role is equal to or higher than yours'),
  CANNOT_MODERATE_SELF: entry(400, 'you cannot grant yourself a role, kick or ban yourself: you may only step down from coOwner, moderator or dj'),
  ROOM_ROLE_NOT_HELD: entry(404, 'this user does not have this role in this room'),
  ROOM_USER_BANNED: entry(409, 'this user is banned from the room: remove the ban first'),
  TARGET_IS_ROOM_OWNER: entry(400, 'this user owns the room and holds every staff right already'),
  ALREADY_ROOM_OWNER: entry(400, 'this user already owns the room'),
  CHANGE_OWNER_FORBIDDEN: entry(403, 'only the room owner or platform staff may change the owner'),
  NEW_OWNER_NOT_A_USER: entry(400, 'the new owner must be a registered user'),
  INVALID_DANCEFLOOR_USERS: entry(400, 'userIds must list 1 to 100 user ids (UUIDs)'),
  INVALID_MODERATION_EVENT: entry(400, 'a moderation event needs roomId, actorId and targetUserId (UUIDs) and a known actionType and roles'),

  // Rooms, communities (subgraphs/rooms/src/communities): not in the spec, chosen here, precise.
  COMMUNITY_NOT_FOUND: entry(404, 'Community not found'),
  INVALID_COMMUNITY_SLUG: entry(
    400,
    'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit',
  ),
  COMMUNITY_SLUG_TAKEN: entry(409, 'a community with this slug already exists'),
  INVALID_COMMUNITY_NAME: entry(400, 'name must be 1 to 80 characters'),
  INVALID_COMMUNITY_DESCRIPTION: entry(400, 'description must be at most 1000 characters'),
  INVALID_COMMUNITY_IMAGE_URL: entry(400, 'imageUrl must be an http(s) URL of at most 2048 characters'),
  INVALID_COMMUNITY_OWNER: entry(400, 'ownerId must be a user id (UUID)'),
  COMMUNITY_STAFF_REQUIRED: entry(403, 'only the community’s owner or platform staff may do this'),
  COMMUNITY_OWNER_CANNOT_LEAVE: entry(409, 'the community’s owner cannot leave it: give the community another owner first'),
  COMMUNITY_MEMBER_NOT_FOUND: entry(404, 'this user is not a member of the community'),
  COMMUNITY_ROOM_NOT_FOUND: entry(404, 'this room is not in the community'),
  COMMUNITY_PRIVATE_ROOM_FORBIDDEN: entry(403, 'only the room’s staff may add a private room to a community'),
  INVALID_COMMUNITY_CHANGE: entry(400, 'userIds and roomIds must be UUIDs, together 1 to 100'),
  INVALID_COMMUNITY_BULK: entry(400, 'bulk must list 1 to 100 communities'),
  INVALID_COMMUNITY_SEARCH: entry(400, 'search must be at most 80 characters'),

  // Rooms, events (subgraphs/rooms/src/events): not in the spec, chosen here, precise.
  EVENT_NOT_FOUND: entry(404, 'Event not found'),
  INVALID_EVENT_ID: entry(400, 'event id must be a UUID'),
  INVALID_EVENT_SLUG: entry(400, 'slug must be 3 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit'),
  EVENT_SLUG_TAKEN: entry(409, 'an event with this slug already exists'),
  INVALID_EVENT_TITLE: entry(400, 'title must be 1 to 120 characters'),
  INVALID_EVENT_DESCRIPTION: entry(400, 'description must be at most 2000 characters'),
  INVALID_EVENT_TIMES: entry(400, 'startsAt and endsAt must be ISO 8601 date-times, endsAt after startsAt and at most 7 days later'),
  EVENT_ENDS_IN_PAST: entry(400, 'the event must end in the future'),
  EVENT_STARTS_TOO_LATE: entry(400, 'startsAt must be at most one year ahead'),
  EVENT_ROOM_NOT_IN_COMMUNITY: entry(400, 'the event’s room must belong to its community'),
  EVENT_ENDED: entry(409, 'this event has ended'),

  // Rooms, chat (subgraphs/rooms/src/chat): spec 3, §4, §5 and §9 where it speaks; chosen here, precise, elsewhere.
  CHAT_MESSAGE_NOT_FOUND: entry(404, 'Chat message not found'),
  /**
   * Spec 3, §5: "valid if it has text, or an image plus media": an image (uploaded, or a gif by URL) together with
   * media URLs. (The other half, "a room message or has userUuid, userName and avatarId", the server fills in.)
   */
  CHAT_MESSAGE_EMPTY: entry(400, 'A chat message needs text, or an image (images or gif) plus media'),
  CHAT_GUESTS_CANNOT_POST: entry(401, 'Sign in to chat: guests can read the chat but not post or react'),
  CHAT_DISABLED: entry(403, 'Your chat is disabled in this room'),
  CHAT_ROOM_MESSAGE_FORBIDDEN: entry(403, 'Only the room’s owner, co-owners and moderators may post room messages'),
  CHAT_EDIT_NOT_OWN: entry(403, 'You can only edit your own messages'),
  CHAT_EDIT_WINDOW_PASSED: entry(403, 'A message can only be edited within 20 seconds of sending it'),
  CHAT_DELETE_FORBIDDEN: entry(403, 'Only the author or a room moderator may delete this message'),
  CHAT_FLOOD_LIMIT: entry(429, 'You are sending messages too fast, please wait a moment'),
  INVALID_CHAT_TEXT: entry(400, 'message must be at most 2000 characters'),
  INVALID_CHAT_REPLY: entry(400, 'replyToId must name a message of the same room that is not deleted'),
  INVALID_CHAT_LISTENER_ID: entry(400, 'listenerId must be a UUID'),
  INVALID_CHAT_AVATAR: entry(400, 'avatarId must be 1 to 64 letters, digits, hyphens or underscores'),
  INVALID_CHAT_COLOR: entry(400, 'color must be a hex colour such as #562DF9'),
  INVALID_CHAT_IMAGE: entry(400, 'images must be base64 PNG, JPEG, GIF or WebP images, at most 4 per message'),
  CHAT_IMAGE_TOO_LARGE: entry(413, 'A chat image is larger than the chat image size limit'),
  INVALID_CHAT_MEDIA: entry(400, 'gif and media must be http(s) URLs of at most 2048 characters, at most 4 media URLs'),
  INVALID_CHAT_SONG_LINK: entry(
    400,
    'songs must be at most 5 http(s) links to a music provider (apple, audius, napster, soundcloud, spotify, youtube, youtu.be, pandora, deezer, tidal, amazon, yandex, spinrilla), each with an optional songId (UUID)',
  ),
  INVALID_CHAT_PLAYLIST: entry(400, 'playlist must be a crate id or a link to a crate'),
  INVALID_CHAT_MENTIONS: entry(400, 'a message mentions at most 20 users, each as <@user-id> with a UUID'),
  INVALID_CHAT_CONSUMABLE: entry(400, 'a message carries at most one consumable, as <consumable:id> with an id of 1 to 64 letters, digits, hyphens or underscores'),
  INVALID_CHAT_EMOJI: entry(400, 'emoji must be one emoji (at most 32 characters)'),
  CHAT_TOO_MANY_REACTIONS: entry(400, 'a message has at most 20 different reactions'),
  INVALID_CHAT_CURSOR: entry(400, 'before must be a cursor returned by chatMessages'),
  CHAT_IMAGE_NOT_FOUND: entry(404, 'Chat image not found'),

  // Friends, friend invitations and blocked users (spec 2, §7; spec 3, §3): not in the spec, chosen here, precise.
  INVALID_FRIEND_INVITATION_ID: entry(400, 'invitation id must be a UUID'),
  FRIEND_INVITATION_NOT_FOUND: entry(404, 'Friend invitation not found'),
  FRIEND_INVITATION_SELF: entry(400, 'You cannot send a friend invitation to yourself'),
  FRIEND_INVITATION_EXISTS: entry(409, 'You have already invited this user: wait for their answer or cancel the invitation'),
  FRIEND_INVITATION_BLOCKED: entry(403, 'A block between you and this user prevents friend invitations'),
  ALREADY_FRIENDS: entry(409, 'You are already friends with this user'),
  FRIEND_INVITATION_HANDLED: entry(409, 'This friend invitation was already accepted or rejected'),
  FRIEND_INVITATION_NOT_RECIPIENT: entry(403, 'Only the invited user may accept or reject this invitation'),
  FRIEND_INVITATION_NOT_SENDER: entry(403, 'Only the user who sent this invitation may cancel it'),
  INVALID_FRIEND_INVITATION_ANSWER: entry(400, 'status must be accepted or rejected'),
  INVALID_FRIEND_ID: entry(400, 'friend id must be a UUID'),
  FRIEND_NOT_FOUND: entry(404, 'Friend not found'),
  FRIENDS_FORBIDDEN: entry(403, 'Only the user and platform moderators may see a user’s friends'),
  INVALID_CONVERSATION_USERS: entry(400, 'userIds must be a list of 1 to 100 user ids'),
  INVALID_BLOCKED_USER_ID: entry(400, 'blocked user id must be a UUID'),
  BLOCK_SELF: entry(400, 'You cannot block yourself'),
  USER_ALREADY_BLOCKED: entry(409, 'You have already blocked this user'),
  BLOCKED_USER_NOT_FOUND: entry(404, 'Blocked user not found'),
  INVALID_MENTION_SEARCH: entry(400, 'search must be at most 50 characters'),

  // Library: songs, albums, artists and song data; not in the spec, chosen here, precise.
  ALBUM_NOT_FOUND: entry(404, 'Album not found'),
  ARTIST_NOT_FOUND: entry(404, 'Artist not found'),
  INVALID_SONG_ID_FILTER: entry(400, 'id and idNot must be song ids (UUIDs)'),
  TOO_MANY_SONG_FILTER_VALUES: entry(400, 'id, idNot and isrc take at most 100 values each'),
  INVALID_TAGS: entry(400, 'tags must be a list of at most 20 tags, each 1 to 50 characters'),
  INVALID_TRACK_NAME: entry(400, 'trackName must be 1 to 300 characters'),
  INVALID_ARTIST_NAME: entry(400, 'artistName must be 1 to 300 characters'),
  INVALID_GENRE: entry(400, 'genre must be at most 100 characters'),
  INVALID_ALBUM_NAME: entry(400, 'albumName must be at most 300 characters'),
  INVALID_RELEASE_YEAR: entry(400, 'releaseYear must be a year between 1000 and 9999'),
  INVALID_DURATION: entry(400, 'duration must be a whole number of seconds greater than 0'),
  INVALID_ISRC: entry(400, 'isrc must be 12 characters: a 2-letter country code, 3 letters or digits, then 7 digits'),
  INVALID_SONG_URL: entry(400, 'thumbnails, links, previews and stream URLs must be http(s) URLs or paths starting with /'),
  INVALID_ARTIST_LIST: entry(400, 'artists must be a list of 1 to 100 artist names'),
  INVALID_SONG_LINK: entry(400, 'link must be an http(s) URL or a provider URI such as spotify:track:<id>'),
  SONG_LINK_PROVIDER_UNKNOWN: entry(404, 'No music provider recognised in this link'),
  SONG_LINK_WITHOUT_SONG_ID: entry(404, 'No song id could be read from this music provider link'),
  PROVIDER_SONG_NOT_FOUND: entry(404, 'No song of the catalogue has this music provider id'),
  INVALID_COUNTRY: entry(400, 'country must be a two-letter ISO 3166-1 country code'),
  NO_STREAM_URL: entry(404, 'This song has no stream URL'),
  NO_PREVIEW_URL: entry(404, 'This song has no preview URL'),
  LINK_MIGRATION_NOT_FOUND: entry(404, 'Link migration not found'),

  // Audit: not in the spec, chosen here, precise.
  INVALID_MODERATION_TARGET: entry(400, 'targetUserId must be a UUID'),
  INVALID_MODERATION_ROOM: entry(400, 'roomId must be a UUID'),
  MODERATION_ROLE_REQUIRED: entry(400, 'role is required for grantRole and removeRole'),
  INVALID_MODERATION_REASON: entry(400, 'reason must be at most 500 characters'),
  INVALID_MODERATION_EVENT_ID: entry(400, 'eventId must be a UUID'),
  INVALID_MODERATION_ACTOR: entry(400, 'actorId must be a UUID'),
  /** A user records as themselves; only a service (a subgraph delivering its moderation events) names the actor. */
  MODERATION_ACTOR_NOT_SELF: entry(403, 'Only a service may record an action for another actor'),
  MODERATION_ACTION_NOT_FOUND: entry(404, 'Moderation action not found'),
  INVALID_MODERATION_ACTION_BULK: entry(400, `bulk must list 1 to ${moderationActionBulkMax} moderation actions`),
  MODERATION_ACTION_EMPTY_CHANGE: entry(400, 'a change must give at least one field'),
  // Audit, play tracking (spec 3, §3 "Playback tracking record", §4 "Song play tracking"): not in the spec, chosen here, precise.
  INVALID_PLAYBACK_KIND: entry(400, 'kind must be PLAYED_15_SECONDS, PLAYED_30_SECONDS or TOTAL_PLAYED'),
  INVALID_PLAYBACK_PLAY_ID: entry(400, 'playId must be a UUID'),
  INVALID_PLAYBACK_ROOM_SLUG: entry(400, 'roomSlug must be a room slug: 3 to 64 lowercase letters, digits or hyphens'),
  INVALID_PLAYBACK_ROOM_OWNER: entry(400, 'roomOwnerId must be a UUID'),
  INVALID_PLAYBACK_DJ: entry(400, 'djId must be a UUID'),
  INVALID_PLAYBACK_TIMES: entry(400, 'updatedAt must not be before startedAt'),
  PLAYBACK_TIME_OUT_OF_RANGE: entry(
    400,
    'startedAt and updatedAt must be within the last 7 days and at most 5 minutes ahead of the server clock',
  ),
  INVALID_PLAYBACK_VOLUME: entry(400, 'volumeStart and volumeEnd must be numbers from 0 to 1'),
  PLAYBACK_SECONDS_REQUIRED: entry(400, 'secondsPlayed is required for TOTAL_PLAYED'),
  INVALID_PLAYBACK_SECONDS: entry(400, 'secondsPlayed must be a number from 0 to 86400'),
  INVALID_PLAYBACK_DEVICE_DATA: entry(400, 'deviceData must be a JSON object of at most 2048 bytes'),
  INVALID_PLAYBACK_PROVIDER: entry(
    400,
    'userProvider must be a music provider: apple, audius, napster, soundCloudPublic, spotify, uploadService, youtube, pandora, deezer, tidal, amazonMusic, yandex, spinrilla or sevenDigital',
  ),
  INVALID_SUBSCRIPTION_LEVEL: entry(400, 'subscriptionLevel must be at most 64 characters'),
  // Play tracking checked against the play as rooms knows it (audit/src/play-tracking).
  PLAYBACK_PLAY_NOT_FOUND: entry(404, 'Play not found: the rooms service knows no play with this playId'),
  PLAYBACK_LISTENER_NOT_IN_ROOM: entry(403, 'The listener was not in the room during this play'),
  PLAYBACK_15_SECONDS_OUT_OF_WINDOW: entry(409, 'PLAYED_15_SECONDS is accepted only while the play has run 10 to 20 seconds (server clock)'),
  PLAYBACK_30_SECONDS_OUT_OF_WINDOW: entry(409, 'PLAYED_30_SECONDS is accepted only while the play has run 25 to 35 seconds (server clock)'),
  PLAYBACK_SECONDS_BEYOND_PLAY: entry(400, 'secondsPlayed must not be more than the play has run, plus 5 seconds (server clock)'),
  // Audit, geolocation (audit/src/geolocation): not in the spec, chosen here, precise.
  INVALID_GEOLOCATION_IP: entry(400, 'ip must be an IPv4 or IPv6 address (at most 45 characters, no brackets, port or zone)'),
  GEOLOCATION_IP_FORBIDDEN: entry(403, 'Only moderators and staff (audit.read) may geolocate an address other than their own'),
  // User actions (audit/src/user-actions), delivered by the subgraphs' job queues.
  INVALID_USER_ACTION: entry(
    400,
    `a user action needs eventId and userId (UUIDs), a type (${userActionTypes.join(', ')}), occurredAt, and a roomId that is a UUID when given`,
  ),
  INVALID_USER_ACTION_DETAIL: entry(400, `detail must be a JSON object of at most ${userActionLimits.detailMaxBytes} bytes`),
  USER_ACTION_NOT_FOUND: entry(404, 'No user action is recorded for this user'),

  // Linked music services and Discord sign-in (accounts/src/music-services)
  SPOTIFY_NOT_CONFIGURED: entry(503, 'Spotify is not configured on this server (SPOTIFY_CLIENT_ID, SPOTIFY_CLIENT_SECRET and SPOTIFY_REDIRECT_URI are needed)'),
  SPOTIFY_CODE_REJECTED: entry(400, 'Spotify rejected the authorization code'),
  SPOTIFY_REFRESH_REJECTED: entry(400, 'Spotify rejected the refresh token: link Spotify again'),
  SPOTIFY_UNAVAILABLE: entry(503, 'Spotify could not be reached, please try again later'),
  SPOTIFY_NOT_LINKED: entry(404, 'This user has not linked Spotify'),
  YOUTUBE_NOT_CONFIGURED: entry(503, 'YouTube sign-in is not configured on this server (YOUTUBE_CLIENT_ID, YOUTUBE_CLIENT_SECRET and YOUTUBE_REDIRECT_URI are needed)'),
  YOUTUBE_CODE_REJECTED: entry(400, 'Google rejected the YouTube authorization code'),
  YOUTUBE_REFRESH_REJECTED: entry(400, 'Google rejected the YouTube refresh token: link YouTube again'),
  YOUTUBE_UNAVAILABLE: entry(503, 'Google could not be reached, please try again later'),
  YOUTUBE_NOT_LINKED: entry(404, 'This user has not linked YouTube'),
  SOUNDCLOUD_NOT_CONFIGURED: entry(503, 'SoundCloud is not configured on this server (SOUNDCLOUD_CLIENT_ID and SOUNDCLOUD_CLIENT_SECRET are needed)'),
  SOUNDCLOUD_MOBILE_NOT_CONFIGURED: entry(
    503,
    'SoundCloud for the mobile app is not configured on this server (SOUNDCLOUD_MOBILE_CLIENT_ID and SOUNDCLOUD_MOBILE_CLIENT_SECRET are needed)',
  ),
  SOUNDCLOUD_REFRESH_REJECTED: entry(400, 'SoundCloud rejected the refresh token: link SoundCloud again'),
  SOUNDCLOUD_CREDENTIALS_REJECTED: entry(503, 'SoundCloud rejected this server’s client credentials'),
  SOUNDCLOUD_UNAVAILABLE: entry(503, 'SoundCloud could not be reached, please try again later'),
  SOUNDCLOUD_NOT_LINKED: entry(404, 'This user has not linked SoundCloud'),
  SOUNDCLOUD_REFRESH_TOKEN_MISSING: entry(400, 'refreshToken is required: this user has no SoundCloud refresh token stored'),
  APPLE_USER_TOKEN_MISSING: entry(400, 'userToken is required (a MusicKit music user token, at most 4096 characters)'),
  APPLE_NOT_LINKED: entry(404, 'This user has not stored an Apple Music user token'),
  DISCORD_NOT_CONFIGURED: entry(503, 'Discord sign-in is not configured on this server (DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are needed)'),
  DISCORD_CODE_REJECTED: entry(400, 'Discord rejected the authorization code'),
  DISCORD_TOKEN_REJECTED: entry(401, 'Discord rejected the access token'),
  DISCORD_UNAVAILABLE: entry(503, 'Discord could not be reached, please try again later'),
  DISCORD_CREDENTIALS_MISSING: entry(400, 'code or accessToken is required'),
  DISCORD_LINKED_TO_OTHER_USER: entry(409, 'This Discord account is already linked to another user'),
  DISCORD_ONLY_SIGN_IN: entry(409, 'Discord is this account’s only way to sign in: set a password or a phone number before unlinking it'),
  MUSIC_SERVICE_CODE_MISSING: entry(400, 'code is required'),
  MUSIC_SERVICE_STATE_INVALID: entry(403, 'The OAuth state does not match: start linking again'),
  MUSIC_SERVICE_UNKNOWN: entry(400, 'provider must be one of spotify, youtube, soundcloud, apple or discord'),
  MUSIC_SERVICE_ACCESS_FORBIDDEN: entry(403, 'Only the user and trusted services may read this user’s music-service tokens'),
  MUSIC_SERVICE_TOKENS_UNREADABLE: entry(
    409,
    'The stored music-service tokens can no longer be read (the server’s PROVIDER_TOKEN_KEY changed): link the service again',
  ),

  // Seasons, points and rankings (subgraphs/economy/src/seasons, points, rankings): not in the spec; chosen here, precise.
  SEASON_NOT_FOUND: entry(404, 'Season not found'),
  INVALID_SEASON_ID: entry(400, 'season id must be a UUID'),
  INVALID_SEASON_NAME: entry(400, 'seasonName must be 1 to 100 characters on one line'),
  INVALID_SEASON_DATES: entry(400, 'seasonStart and seasonEnd must be ISO 8601 dates and times, seasonStart before seasonEnd'),
  SEASON_NAME_TAKEN: entry(409, 'A season with this name already exists'),
  SEASON_OVERLAP: entry(409, 'Seasons cannot overlap: another season covers part of this time'),
  SEASON_ENDED: entry(409, 'This season has ended: its dates can no longer change and it cannot be deleted (its ranking is final)'),
  INVALID_RANKING_PAGE: entry(400, 'take must be 1 to 100 and skip at least 0'),
  INVALID_POINTS: entry(400, 'points must be a whole number from 1 to 100000'),
  INVALID_POINTS_ADJUSTMENT: entry(400, 'points must be a whole number from -100000 to 100000, not 0'),
  INVALID_POINTS_REASON: entry(400, 'reason must be 1 to 500 characters'),
  INVALID_POINTS_EVENT_ID: entry(400, 'eventId must be 1 to 200 characters (an idempotency key)'),
  POINTS_EVENT_ID_REUSED: entry(409, 'This eventId was already used for a different points change'),
  POINTS_BELOW_ZERO: entry(409, 'Points cannot go below zero: this adjustment would take the balance under 0'),
  NO_CURRENT_SEASON: entry(404, 'There is no current season'),
  INVALID_USER_UUID: entry(400, 'userUuid must be a UUID'),
  INVALID_PLAY_POINTS: entry(
    400,
    'A play report needs playId, roomId and djUuid (UUIDs), endReason (ENDED, SKIPPED, VOTED_OFF or DJ_LEFT), startedAt before endedAt, up voters and listeners as UUIDs with heardSeconds of at least 0',
  ),
  RANKING_STATUS_NOT_FOUND: entry(404, 'Ranking status not found'),

  // Economy, avatars and season awards (subgraphs/economy/src/avatars, avatar-assignments, season-awards): not in the
  // spec, chosen here, precise.
  AVATAR_NOT_FOUND: entry(404, 'Avatar not found'),
  AVATAR_SLUG_TAKEN: entry(409, 'an avatar with this slug already exists'),
  INVALID_AVATAR_SLUG: entry(
    400,
    'slug must be 1 to 64 lowercase letters, digits or hyphens, starting and ending with a letter or digit',
  ),
  INVALID_AVATAR_NAME: entry(400, 'name must be 1 to 100 characters'),
  INVALID_AVATAR_STATUS: entry(400, 'avatarStatus must be PUBLIC, PRIVATE, SEASON_AWARD or SUBSCRIBER_ONLY'),
  INVALID_AVATAR_AWARD: entry(
    400,
    'a SEASON_AWARD avatar needs a seasonId (UUID) and exactly one threshold, awardTopRank (1 to 1000000) or awardMinPoints (1 to 1000000000); other avatars take neither',
  ),
  INVALID_AVATAR_IMAGE_ID: entry(400, 'imageFileId must be the id (UUID) of an uploaded image file'),
  AVATAR_ALREADY_ASSIGNED: entry(409, 'This user already holds this avatar'),
  AVATAR_ASSIGNMENT_NOT_FOUND: entry(404, 'Avatar assignment not found'),
  INVALID_AVATAR_ASSIGNMENT_ID: entry(400, 'avatarAssignmentId must be a UUID'),
  INVALID_AVATAR_ASSIGNMENT_TYPE: entry(400, 'assignmentType must be MANUAL, SEASON_AWARD or PURCHASED'),
  /** accounts' profile: the user may not wear this avatar (economy's avatar rules say why). */
  AVATAR_NOT_HELD: entry(403, 'This avatar is not yours to wear: it is private or a season award, and it was not given to you'),
  AVATAR_DISCORD_ONLY: entry(403, 'This avatar is only for users who linked a Discord account'),
  AVATAR_SUBSCRIBERS_ONLY: entry(403, 'This avatar is only for subscribers'),
  INVALID_BACKFILL_LIMIT: entry(400, 'limit must be a whole number from 1 to 1000'),
  SEASON_AWARD_RUN_NOT_FOUND: entry(404, 'Season award run not found'),

  // REST bridge: a request it cannot even map to an operation (rest-bridge/src/routes/route.ts). {name} is the
  // parameter or body field at fault; the other {placeholders} are filled from the limits and enums they restate.
  REST_BODY_NOT_OBJECT: entry(400, 'Body must be a JSON object'),
  // Fastify's own refusals of a body, in the bridge's words (rest-bridge/src/errors.ts).
  REST_BODY_NOT_JSON: entry(400, 'Body is not valid JSON'),
  REST_BODY_EMPTY_JSON: entry(400, 'Body cannot be empty when content-type is set to application/json'),
  REST_BODY_TOO_LARGE: entry(413, 'Request body is too large'),
  REST_BODY_NOT_JSON_MEDIA_TYPE: entry(415, 'Unsupported Media Type: send application/json'),
  REST_NOT_WHOLE_NUMBER: entry(400, '{name} must be a whole number'),
  REST_NOT_WHOLE_NUMBER_IN_RANGE: entry(400, '{name} must be a whole number from {min} to {max}'),
  REST_NOT_BOOLEAN: entry(400, '{name} must be true or false'),
  REST_NOT_UUID: entry(400, '{name} must be a UUID'),
  REST_NOT_DATE_TIME: entry(400, '{name} must be an ISO 8601 date-time'),
  REST_NOT_ONE_OF: entry(400, '{name} must be {values}'),
  REST_NOT_TEXT_OF_LENGTH: entry(400, '{name} must be a string of {min} to {max} characters'),
  REST_NOT_ROOM_REF: entry(400, '{name} must be a room id or slug'),
  REST_NOT_HTTP_URL_OR_NULL: entry(400, '{name} must be an http(s) URL or null'),
  REST_NOT_PINNED_MESSAGES: entry(400, '{name} must be a list of texts or {messageId, text} objects'),
  REST_NOT_SOCIAL_LINKS: entry(400, '{name} must be an object of social links'),

  // Custom fields (spec 1, §7.1 POST/DELETE /custom-fields; economy/src/custom-fields): not in the spec, chosen here, precise.
  INVALID_CUSTOM_FIELD_KEY: entry(400, 'key must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter'),
  INVALID_CUSTOM_FIELD_VALUE: entry(400, 'value must be a string of at most 1000 characters'),
  CUSTOM_FIELDS_FULL: entry(409, 'A user holds at most 50 custom fields: delete one before adding another'),
  CUSTOM_FIELD_NOT_FOUND: entry(404, 'Custom field not found'),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorReason = keyof typeof catalogue;

/** A catalogue message with its `{placeholders}` filled in (one without a value stays as written). */
export function catalogueMessage(reason: ErrorReason, values: Readonly<Record<string, string | number>> = {}): string {
  return catalogue[reason].message.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in values ? String(values[key]) : placeholder));
}

/** Allowed values as a message names them: "A, B or C". */
export function oneOfText(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

export interface DomainErrorExtensions {
  code: (typeof statusCodes)[HttpStatus];
  status: HttpStatus;
  reason: ErrorReason;
  [key: string]: unknown;
}

/** A rule said no. Carries its catalogue reason so every layer answers with the same status and message. */
export class DomainError extends GraphQLError {
  readonly reason: ErrorReason;
  readonly status: HttpStatus;

  constructor(reason: ErrorReason, details?: Record<string, unknown>) {
    const { status, message } = catalogue[reason];
    super(message, { extensions: { code: statusCodes[status], status, reason, ...details } });
    this.name = 'DomainError';
    this.reason = reason;
    this.status = status;
  }
}

/** The HTTP status a GraphQL error stands for, read from its extensions (ours or Apollo's own codes). */
export function httpStatusOf(extensions: Record<string, unknown> | undefined): number {
  const status = extensions?.status;
  if (typeof status === 'number') return status;
  const http = extensions?.http as { status?: number } | undefined;
  if (typeof http?.status === 'number' && http.status !== 200) return http.status;
  switch (extensions?.code) {
    case 'GRAPHQL_PARSE_FAILED':
    case 'GRAPHQL_VALIDATION_FAILED':
    case 'BAD_USER_INPUT':
    case 'BAD_REQUEST':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'PERSISTED_QUERY_NOT_FOUND':
      return 400;
    default:
      return 500;
  }
}
