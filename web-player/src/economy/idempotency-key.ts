/**
 * A new idempotency key for one user action (a purchase click): 128 random bits in hex. `crypto.getRandomValues`
 * works on plain-http pages too, where `crypto.randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
