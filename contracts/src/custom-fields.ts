/**
 * Custom fields (POST/DELETE /custom-fields of the points, avatars and tokens service): a user's own key/value pairs,
 * kept by the economy subgraph. The bounds the server enforces and the catalogue's messages state; no imports: safe
 * in the browser.
 */

/** A key: 1 to 64 characters, a letter first, then letters, digits, dots, hyphens or underscores. */
export const customFieldKeyMaxLength = 64;
export const customFieldKeyPattern = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;

/** A value: a string of at most 1000 characters (empty allowed). */
export const customFieldValueMaxLength = 1000;

/** The most custom fields one user holds. */
export const customFieldsPerUser = 50;
