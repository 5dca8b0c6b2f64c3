import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSubgraph, type TestSubgraph } from '@backspin/test-kit/subgraph';
import type { RoomsServices } from '../context.ts';
import { roomsSubgraph } from '../module.ts';

let t: TestSubgraph<RoomsServices>;
beforeAll(async () => {
  t = await startTestSubgraph(roomsSubgraph);
});
afterAll(() => t?.stop());

describe('serverTime', () => {
  it('answers the server clock in ms since the epoch, to anyone', async () => {
    const before = Date.now();
    const result = await t.subgraph.execute({ query: '{ serverTime }' }, {});
    const after = Date.now();
    expect(result.errors).toBeUndefined();
    const serverTime = result.data?.serverTime as number;
    expect(serverTime).toBeGreaterThanOrEqual(before);
    expect(serverTime).toBeLessThanOrEqual(after);
  });
});
