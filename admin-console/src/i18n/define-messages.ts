/** A message tree: polyglot keys, nested. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The same keys as `T`, each with a string: a translation must have every message, and no other. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/**
 * One part of the console's messages (a resource folder's, or the console's own) in English and Spanish. The Spanish
 * tree is type-checked against the English one, so a message added in English without its Spanish fails to compile.
 */
export function defineMessages<T extends MessageTree>(en: T, es: Translation<T>): { en: T; es: Translation<T> } {
  return { en, es };
}
