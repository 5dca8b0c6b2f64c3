import { randomInt } from 'node:crypto';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A short public id: 10 random base62 characters (about 59.5 bits), for songs, albums and artists. */
export function newShortId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += alphabet[randomInt(62)];
  return id;
}

export function isShortId(value: string): boolean {
  return /^[0-9A-Za-z]{10}$/.test(value);
}
