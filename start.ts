/**
 * `npm start`: the whole product in one process on embedded defaults (PGlite under DATA_DIR, in-process
 * pub/sub), or on PostgreSQL and Redis when DATABASE_URL and REDIS_URL are set.
 */
import { loadConfigOrExit } from '@backspin/platform';
import { startDemoPayments, startProduct } from '@backspin/product';

const loaded = loadConfigOrExit();
// Without Stripe settings, the demo's payments go to a local stand-in for Stripe (product/src/demo-payments.ts).
const demoPayments = await startDemoPayments(loaded);
const config = demoPayments?.config ?? loaded;

const product = await startProduct({ config });
demoPayments?.deliverTo(product.restBridge?.url);
const database = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.DATA_DIR}/pglite`;
console.log(`Backspin is running (${database}, ${product.pubsub.kind} pub/sub)
  web player     ${product.webPlayerUrl}
  admin console  ${product.adminConsoleUrl}
  GraphQL        ${product.gateway.url}  (WebSocket ${product.gateway.wsUrl})
  REST bridge    ${product.restBridge?.url}  (API docs ${product.restBridge?.url}/docs)${
    demoPayments ? `\n  payments       a local stand-in for Stripe at ${demoPayments.url} (demo: no money moves; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe)` : ''
  }`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    product
      .stop()
      .then(() => demoPayments?.stop())
      .then(
        () => {
          console.log('Backspin stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
}
