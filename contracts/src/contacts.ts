/** Address-book contacts (rooms' contacts module; spec 2, /user-book-contact): limits the bridge and the apps share. */

/** Numbers in one upload (POST /user-book-contact), and the most a user keeps. */
export const contactBookMaxSize = 2000;
/** Longest phone number string looked at (E.164 has at most 15 digits; spacing and punctuation allowed). */
export const contactPhoneMaxLength = 64;
/** A stored contact: the HMAC-SHA256 of its E.164 number, 64 lower-case hex digits. */
export const contactDigestPattern = /^[0-9a-f]{64}$/;
