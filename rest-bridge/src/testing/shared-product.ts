import { join } from 'node:path';
import { inject } from 'vitest';
import { startProduct as startOwnProduct, type TestProduct } from '@backspin/product/testing';

export type { TestProduct };

let shared: Promise<TestProduct> | undefined;

/**
 * Settings of the shared product that some files need and no file on it minds: a file asking for a subset of these
 * (same values) shares it too.
 */
export const sharedSettings: Readonly<Record<string, string>> = {
  // rooms.routes: a poster limit a small test image can cross.
  ROOM_POSTER_MAX_BYTES: '1000',
  // room-roles.routes: expired roles end on request, not by the sweep, so the test sees them before the sweep does.
  ROOM_ROLE_SWEEP_INTERVAL_MS: '3600000',
  // profiles.routes: an image limit a test image can cross (chat and room images stay far below it).
  PROFILE_IMAGE_MAX_BYTES: '200000',
  // bots-service-tokens.routes: an Agora project, so the RTC token path answers.
  AGORA_APP_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  AGORA_APP_CERTIFICATE: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
};

type Options = NonNullable<Parameters<typeof startOwnProduct>[0]>;
/** No options, or only settings the shared product has with the same values. */
const fitsShared = (options: Options | undefined) =>
  !options ||
  Object.entries(options).every(
    ([key, value]) =>
      key === 'env' && Object.entries(value as NodeJS.ProcessEnv).every(([name, setting]) => sharedSettings[name] === setting),
  );

/**
 * The product a REST bridge test file runs against. Booting one takes seconds (every subgraph migrated and seeded),
 * so a file that needs no settings of its own shares one product with every file its worker runs: the bridge project
 * runs with `isolate: false` (vitest.config.ts), so this module, and the product, live as long as the worker. Its
 * `stop()` lets go of it without stopping it; the worker's end takes it down (in-memory PGlite, media under the
 * directory global-setup.ts removes). Files on one product must not depend on each other's data: each signs up its
 * own users (or uses the seeded demo accounts without changing them), makes its own rooms, and never counts what
 * another file may have made.
 *
 * A file that needs settings the shared product does not have (`options`: fakes' URLs, limits that would trip other
 * files) gets a product of its own, stopped by its `stop()` as before.
 */
export function startProduct(options?: Options): Promise<TestProduct> {
  if (!fitsShared(options)) return startOwnProduct(options);
  shared ??= startOwnProduct({ env: { ...sharedSettings, STORAGE_DIR: join(inject('bridgeMediaRoot'), `worker-${process.pid}`) } }).then(
    (product) => ({ ...product, stop: async () => {} }),
    (error: unknown) => {
      shared = undefined;
      throw error;
    },
  );
  return shared;
}
