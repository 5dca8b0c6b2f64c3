import { describe, expect, it } from 'vitest';
import { catalogueMessage, oneOfText } from '@backspin/contracts/catalogue';

describe('catalogue messages', () => {
  it('fills the placeholders it is given and leaves the others as written', () => {
    expect(catalogueMessage('REST_NOT_WHOLE_NUMBER_IN_RANGE', { name: 'numberOfDjs', min: 1, max: 10 })).toBe(
      'numberOfDjs must be a whole number from 1 to 10',
    );
    expect(catalogueMessage('REST_NOT_PINNED_MESSAGES', { name: 'pinnedMessages' })).toBe(
      'pinnedMessages must be a list of texts or {messageId, text} objects',
    );
    expect(catalogueMessage('INPUT_TOO_LONG')).toBe('must be at most {max} characters');
  });

  it('names allowed values as a sentence does', () => {
    expect(oneOfText(['PENDING', 'REDEEMED', 'REVOKED'])).toBe('PENDING, REDEEMED or REVOKED');
    expect(oneOfText(['ON', 'OFF'])).toBe('ON or OFF');
    expect(oneOfText(['ONLY'])).toBe('ONLY');
  });
});
