export { startProduct, readSupergraph, type RunningProduct, type ProductOptions } from './product.ts';
export { startTestProduct, type TestProduct } from './testing/product.ts';
export { subgraphModules } from './subgraph-modules.ts';
export { startDemoPayments, demoPaymentProducts, type DemoPayments } from './demo-payments.ts';
