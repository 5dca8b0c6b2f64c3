import { msg } from '@lingui/core/macro';
import { CombinedError } from '@urql/core';
import { describeError, type ErrorMessage } from '../errors';

/** Spec 3, §5: the two messages of a failed song import, translated. */
export const importMessages = {
  noSupportedProvider: msg`Sorry, this song does not have any supported music providers to import from.`,
  notInCatalog: msg`Sorry, this song is not in our catalog and can't be imported.`,
};

function firstExtensions(error: unknown): { reason?: unknown; status?: unknown; code?: unknown } | null {
  if (!(error instanceof CombinedError)) return null;
  const first = error.graphQLErrors[0];
  return first ? (first.extensions as { reason?: unknown; status?: unknown; code?: unknown }) : null;
}

/**
 * What to say about a failed track import (spec 3, §5): no supported provider → the first message; any other 4xx →
 * "not in our catalog"; anything else as every other error (5xx, network: "Something went wrong, please try again").
 */
export function describeImportError(error: unknown): ErrorMessage {
  const ext = firstExtensions(error);
  if (ext?.reason === 'SONG_HAS_NO_SUPPORTED_PROVIDER') return { descriptor: importMessages.noSupportedProvider };
  const status = typeof ext?.status === 'number' ? ext.status : null;
  if (status !== null && status >= 400 && status < 500) return { descriptor: importMessages.notInCatalog };
  return describeError(error);
}

/** Thrown inside an edit to fail it with a message of its own (an import that failed, a refused add). */
export class EditError extends Error {
  constructor(readonly shown: ErrorMessage) {
    super('edit failed');
  }
}

/** The message for an edit's error: its own, or the server's (spec §8 rule). */
export function describeEditError(error: unknown): ErrorMessage {
  return error instanceof EditError ? error.shown : describeError(error);
}
