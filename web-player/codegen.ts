import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Stand-alone codegen for the web player (until the root codegen.ts takes it over; see codegen.fragment.md).
 * Run from the repository root: npx graphql-codegen --config web-player/codegen.ts
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web-player/src/**/*.{ts,tsx}', '!web-player/src/gql/**', '!web-player/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web-player/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
  },
};

export default config;
