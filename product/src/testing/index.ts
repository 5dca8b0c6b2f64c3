/**
 * The whole product in-process for tests (see ./product.ts), under the name its tests have always used:
 * `import { startProduct } from '@backspin/product/testing'`.
 */
export { startTestProduct as startProduct, type TestProduct } from './product.ts';
