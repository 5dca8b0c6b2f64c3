/** The whole product in-process for tests (see product/src/testing/product.ts). */
export { startTestProduct as startProduct, type TestProduct } from '@backspin/product';
