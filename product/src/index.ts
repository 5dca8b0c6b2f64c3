export { startProduct, readSupergraph, type RunningProduct, type ProductOptions } from './product.ts';
export { startTestProduct, type TestProduct } from './testing/product.ts';
