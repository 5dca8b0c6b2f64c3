import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A refresh token. The client holds `<id>.<secret>`; we keep only a SHA-256 of the secret.
 * Each use rotates it (rotatedAt is set and a successor issued in the same family); presenting a rotated
 * token again means it was stolen or replayed, and the whole family is revoked.
 */
export const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  properties: {
    id: p.uuid().primary(),
    familyId: p.uuid().index(),
    userId: p.uuid().index(),
    secretHash: p.string().length(64),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type RefreshToken = InferEntity<typeof RefreshTokenSchema>;

/** The EdDSA key pair access tokens are signed with. One row per slot ('current'); unique, so racing instances agree. */
export const SigningKeySchema = defineEntity({
  name: 'SigningKey',
  tableName: 'signing_key',
  properties: {
    kid: p.string().length(64).primary(),
    slot: p.string().length(16).unique(),
    privateJwk: p.json<Record<string, unknown>>().hidden(),
    publicJwk: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type SigningKey = InferEntity<typeof SigningKeySchema>;

/**
 * One failed login, kept for the sliding-window limits per address and per client IP. A login attempt inserts its row
 * before the password is checked (a reservation) and deletes it when the password is right, so guesses still being
 * checked count against the limits too.
 */
export const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  properties: {
    id: p.uuid().primary(),
    email: p.string().length(320).index(),
    /** The caller's IP as the gateway signed it; null when the request did not carry one. */
    clientIp: p.string().length(64).nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()).index(),
  },
});
export type LoginFailure = InferEntity<typeof LoginFailureSchema>;

/** One row per limited key (`email:…`, `ip:…`), locked while a login attempt is counted, so concurrent attempts queue. */
export const LoginLimitKeySchema = defineEntity({
  name: 'LoginLimitKey',
  tableName: 'login_limit_key',
  properties: {
    key: p.string().length(400).primary(),
  },
});
export type LoginLimitKey = InferEntity<typeof LoginLimitKeySchema>;
