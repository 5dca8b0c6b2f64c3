import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Messages are written in English in the code (lingui macros); `npm run -w web-player extract` collects them
 * into src/locales/{en,es}.po. The Vite plugin compiles the catalogues at build time and fails the build when
 * a Spanish translation is missing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/gql/**', '**/*.test.ts'] }],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
