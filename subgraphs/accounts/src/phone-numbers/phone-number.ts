import { parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/max';

/** Longest input looked at: longer is refused before parsing (E.164 numbers have at most 15 digits). */
export const phoneInputMaxLength = 64;

/**
 * Parses a phone number in international form (+ and the country code; no default country is assumed).
 * Null when it cannot be parsed at all (not a number, unknown country code, too short or too long).
 * Uses libphonenumber's full metadata, so the number's type (MOBILE, VOIP, …) is known.
 */
export function parsePhone(raw: string): PhoneNumber | null {
  const input = raw.trim();
  if (!input || input.length > phoneInputMaxLength) return null;
  try {
    return parsePhoneNumberWithError(input);
  } catch {
    return null;
  }
}
