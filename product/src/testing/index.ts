/** The whole product in-process for tests (see product/src/testing.ts). */
export { startTestProduct as startProduct, type TestProduct } from '@backspin/product';
