import { isSupportedCountry, parsePhoneNumberWithError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';

/** Longest input looked at: longer is refused before parsing (E.164 numbers have at most 15 digits). */
export const phoneInputMaxLength = 64;

/**
 * Parses a phone number in international form (+ and the country code; no default country is assumed unless
 * `defaultCountry`, an ISO 3166-1 alpha-2 code, is given: then a national number is read as that country's).
 * Null when it cannot be parsed at all (not a number, unknown country code, too short or too long).
 * Uses libphonenumber's full metadata, so the number's type (MOBILE, VOIP, …) is known.
 * Shared by accounts (sign-in numbers, the whitelist) and rooms (address-book contacts), so both read a number alike.
 */
export function parsePhone(raw: string, defaultCountry?: CountryCode): PhoneNumber | null {
  const input = raw.trim();
  if (!input || input.length > phoneInputMaxLength) return null;
  try {
    return defaultCountry ? parsePhoneNumberWithError(input, defaultCountry) : parsePhoneNumberWithError(input);
  } catch {
    return null;
  }
}

/** The country code if it is one libphonenumber knows (ISO 3166-1 alpha-2, upper case), else null. */
export function phoneCountry(value: string): CountryCode | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code) ? code : null;
}
