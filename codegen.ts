import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the three clients of the gateway, generated from the composed API schema
 * (`npm run compose` writes schema.graphql; `npm run codegen` writes each app's src/gql/).
 */
const clientPreset = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: 'string' },
  },
};

const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: true,
  emitLegacyCommonJSImports: false,
  generates: {
    'rest-bridge/src/gql/': {
      ...clientPreset,
      documents: ['rest-bridge/src/**/*.ts', '!rest-bridge/src/gql/**'],
    },
    'web-player/src/gql/': {
      ...clientPreset,
      documents: ['web-player/src/**/*.{ts,tsx}', '!web-player/src/gql/**'],
    },
    'admin-console/src/gql/': {
      ...clientPreset,
      documents: ['admin-console/src/**/*.{ts,tsx}', '!admin-console/src/gql/**'],
    },
  },
};

export default config;
