/**
 * Economy at scale, on PostgreSQL: the economy subgraph alone in this process (no HTTP hop), on a fresh database on
 * the DATABASE_URL server (dropped at the end).
 *
 * (a) Purchases per second with zero double spends, twice: through the purchase service (`purchaseConsumable`: the
 *     buyer's view checked under the account's lock, the hold, the purchase row and its delivery job in one
 *     transaction, the delivery by the job runner to a stand-in rooms that accepts it at once, then the commit; the
 *     call answers once delivered), then through the ledger alone (`hold`, then `commit`). --buyers token accounts,
 *     each credited through the ledger with enough tokens for 90 % of its share of the purchases, so some buyers run
 *     out and are refused. --concurrency workers buy a consumable of --cost tokens for random buyers until --purchases
 *     purchases are made; a worker reads the buyer's account first (the client's view) and sends it again when it is
 *     refused as stale (409). A share (--double-clicks) is sent twice at once with the same view, as a double click or
 *     a second device does: at most one of the two may buy. Then the check, read back from the database: no account
 *     negative, nothing left held, one hold, one commit and one delivery per purchase bought, and the tokens spent
 *     (credits − balances − held, and the sum of the commits) equal to the purchases bought × the cost.
 * (b) Rankings with --users ranked users in one season, bulk-loaded with SQL `generate_series` (balances skewed like
 *     real points: many low, few high), the ranking's counts per balance and its total built from them, then ANALYZE. Then
 *     --queries random calls each, through the ranking service (what `seasonRanking` and `rankingStatus` run): a page
 *     of 25 at a random skip, and one random user's status with their rank.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/economy.ts
 *          [--only purchases|service|ledger|rankings] [--buyers 1000] [--purchases 20000] [--concurrency 32] [--cost 3]
 *          [--double-clicks 0.1] [--users 1000000] [--queries 2000]
 */
import { createHash, randomUUID } from 'node:crypto';
import { DomainError, execute, InProcessPeerRegistry, type Identity } from '@backspin/platform';
import { economySubgraph } from '@backspin/economy';
import type { EconomyServices } from '../subgraphs/economy/src/context.ts';
import { rankingBucketSize, rankingPageDefault } from '../subgraphs/economy/src/rankings/ranking.service.ts';
import { startSubgraphAlone } from './subgraph-alone.ts';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const only = arg('only', 'all');
const buyers = Number(arg('buyers', '1000'));
const purchases = Number(arg('purchases', '20000'));
const concurrency = Number(arg('concurrency', '32'));
const cost = Number(arg('cost', '3'));
const doubleClicks = Number(arg('double-clicks', '0.1'));
const users = Number(arg('users', '1000000'));
const queries = Number(arg('queries', '2000'));
const warmup = Math.min(100, Math.ceil(queries / 10));

if (!process.env.DATABASE_URL) {
  console.error('bench/economy measures PostgreSQL: set DATABASE_URL (a fresh database is created on that server and dropped at the end)');
  process.exit(2);
}

/**
 * Rooms, as the purchase flow meets it: "may this buyer receive a consumable in this room" (yes) and the delivery into
 * the room's chat (done at once). The bench measures economy's side; the real delivery adds a chat message and a
 * live event in rooms.
 */
const roomUuid = randomUUID();
const peers = new InProcessPeerRegistry();
peers.register('rooms', async ({ query }) =>
  query.includes('consumableDeliveryCheck') ? { data: { consumableDeliveryCheck: true } } : { data: { deliverConsumable: { id: randomUUID() } } },
);
const { subgraph, database, stop } = await startSubgraphAlone(economySubgraph, { peers, env: { LOG_LEVEL: 'warn' } });
const services: EconomyServices = subgraph.services;
const em = () => subgraph.db.em.fork();
const sql = <T>(query: string, params: unknown[] = []) => execute<T>(em(), query, params);

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
const ms = (n: number) => n.toFixed(2);
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};
let failed = false;

// ---- (a) purchases ------------------------------------------------------------------------------------------------

type Outcome = 'bought' | 'refused' | 'stale' | 'pending';
interface Buyer {
  accountId: string;
  identity: Identity;
}

/** The consumable the buyers buy, made as an admin makes one. */
async function createConsumable(): Promise<string> {
  const admin: Identity = { userId: randomUUID(), tokenType: 'user', roles: ['user', 'admin'] };
  const consumable = await services.consumables.create(em(), admin, { name: 'Bench confetti', description: 'Benchmark', tokenCost: cost });
  return consumable.id;
}

/**
 * Purchase service: the buyer's client reads its account (balance and updatedAt: its view) and sends the purchase
 * with that view, as POST /api/v1/consumable-purchases does; a stale view (409) is refreshed and sent again.
 */
function purchaseServiceBuy(consumableId: string) {
  return async (buyer: Buyer, key: string, view: { balance: number; updatedAt: Date }): Promise<Outcome> => {
    try {
      const purchase = await services.consumablePurchases.purchase(em(), buyer.identity, {
        roomUuid,
        consumableId,
        accountId: buyer.accountId,
        balanceUnmodifiedSince: view.updatedAt,
        lastTokenBalance: view.balance,
        tokenCost: cost,
        idempotencyKey: key,
      });
      return purchase.status === 'delivered' ? 'bought' : purchase.status === 'pending' ? 'pending' : 'refused';
    } catch (error) {
      if (error instanceof DomainError && error.reason === 'TOKEN_BALANCE_INSUFFICIENT') return 'refused';
      if (error instanceof DomainError && error.reason === 'CONSUMABLE_PURCHASE_STALE') return 'stale';
      throw error;
    }
  };
}

/** The ledger alone: hold the cost under the purchase's key, then commit that hold (no view, no delivery). */
async function ledgerBuy(buyer: Buyer, key: string): Promise<Outcome> {
  try {
    const hold = await services.tokenLedger.hold(em(), { accountId: buyer.accountId, amount: cost, idempotencyKey: `purchase:${key}`, reference: key });
    await services.tokenLedger.commit(em(), { holdId: hold.id, idempotencyKey: `purchase:${key}:commit` });
    return 'bought';
  } catch (error) {
    if (error instanceof DomainError && error.reason === 'TOKEN_BALANCE_INSUFFICIENT') return 'refused';
    throw error;
  }
}

async function benchPurchases(path: 'purchase service' | 'ledger'): Promise<void> {
  const perBuyer = cost * Math.max(1, Math.floor((0.9 * purchases) / buyers));
  let started = performance.now();
  await sql('truncate economy.token_account, economy.token_transaction, economy.token_hold, economy.consumable_purchase');
  const rows = await sql<{ id: string; user_id: string }>(
    `insert into economy.token_account (id, user_id, balance, held, status, created_at, updated_at)
     select gen_random_uuid(), gen_random_uuid(), 0, 0, 'active', now(), now() from generate_series(1, ?) returning id, user_id`,
    [buyers],
  );
  const accounts: Buyer[] = rows.map((r) => ({ accountId: r.id, identity: { userId: r.user_id, tokenType: 'user', roles: ['user'] } }));
  // Credits through the ledger, so its entries add up to the accounts like in production.
  for (let from = 0; from < accounts.length; from += 50) {
    await Promise.all(
      accounts
        .slice(from, from + 50)
        .map(({ accountId }) => services.tokenLedger.credit(em(), { accountId, amount: perBuyer, idempotencyKey: `bench-credit:${accountId}` })),
    );
  }
  const buy = path === 'ledger' ? ledgerBuy : purchaseServiceBuy(await createConsumable());
  const setupSeconds = (performance.now() - started) / 1000;

  // The client's view: its account as GET /api/v1/token-accounts/self reads it (`myTokenAccount`).
  const viewOf = async (buyer: Buyer) => {
    const account = await services.tokenAccounts.mine(em(), buyer.identity);
    return { balance: account!.balance, updatedAt: account!.updatedAt };
  };
  const latencies: number[] = [];
  const bought = new Set<string>();
  const tally = { refused: 0, stale: 0, pending: 0, errors: 0, doubleClicksBoughtTwice: 0 };
  let next = 0;
  const worker = async () => {
    while (next < purchases) {
      next += 1;
      const buyer = accounts[Math.floor(Math.random() * accounts.length)]!;
      const doubleClick = Math.random() < doubleClicks;
      const t0 = performance.now();
      // A stale view is refreshed and the purchase sent again (at most 5 times), as a client does on a 409.
      for (let attempt = 0; attempt < 5; attempt++) {
        const view = path === 'ledger' ? { balance: 0, updatedAt: new Date(0) } : await viewOf(buyer);
        // A double click: through the purchase service, the same view sent twice at once, each with its own key (the
        // client made two requests); through the ledger, which has no view, the same key twice (a retry).
        const first = randomUUID();
        const keys = doubleClick ? [first, path === 'ledger' ? first : randomUUID()] : [first];
        const outcomes = await Promise.allSettled(keys.map((key) => buy(buyer, key, view)));
        let retry = false;
        let boughtNow = 0;
        outcomes.forEach((outcome, i) => {
          if (outcome.status === 'rejected') {
            tally.errors += 1;
            if (tally.errors <= 3) console.error('purchase failed:', outcome.reason);
          } else if (outcome.value === 'bought' || outcome.value === 'pending') {
            if (!bought.has(keys[i]!)) boughtNow += 1;
            bought.add(keys[i]!);
            if (outcome.value === 'pending') tally.pending += 1;
          } else if (outcome.value === 'stale') {
            tally.stale += 1;
            if (outcomes.length === 1) retry = true;
          } else tally.refused += 1;
        });
        if (boughtNow > 1) tally.doubleClicksBoughtTwice += 1;
        if (!retry) break;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const cpu0 = cpuSeconds();
  started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds() - cpu0;
  // Purchases still pending when their call answered settle by the delivery job: wait for them before the check.
  for (let waited = 0; path !== 'ledger' && waited < 600; waited++) {
    const [row] = await sql<{ pending: string }>("select count(*) as pending from economy.consumable_purchase where status = 'pending'");
    if (Number(row!.pending) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // The check, in the database.
  const [sums] = await sql<{ negative: string; balance: string; held: string }>(
    `select count(*) filter (where balance < 0 or held < 0) as negative, coalesce(sum(balance), 0) as balance, coalesce(sum(held), 0) as held
       from economy.token_account`,
  );
  const entries = await sql<{ type: string; entries: string; amount: string }>(
    'select type, count(*) as entries, coalesce(sum(amount), 0) as amount from economy.token_transaction group by type',
  );
  const byType = (type: string) => entries.find((e) => e.type === type) ?? { entries: '0', amount: '0' };
  const [delivered] =
    path === 'ledger'
      ? [{ delivered: String(bought.size) }]
      : await sql<{ delivered: string }>("select count(*) as delivered from economy.consumable_purchase where status = 'delivered'");
  const credited = Number(byType('credit').amount);
  const spent = credited - Number(sums!.balance) - Number(sums!.held);
  const expected = bought.size * cost;
  const checks = {
    'no account negative': Number(sums!.negative) === 0,
    'nothing left held': Number(sums!.held) === 0,
    'one hold per purchase bought': Number(byType('hold').entries) === bought.size,
    'one commit per purchase bought': Number(byType('commit').entries) === bought.size,
    'every purchase bought delivered once': Number(delivered!.delivered) === bought.size,
    'tokens spent = purchases bought × cost': spent === expected && Number(byType('commit').amount) === expected,
    'a double click never bought twice': tally.doubleClicksBoughtTwice === 0,
    'no purchase failed unexpectedly': tally.errors === 0,
  };
  if (Object.values(checks).some((ok) => !ok)) failed = true;

  const sorted = latencies.sort((a, b) => a - b);
  console.log(
    `\n(a) purchases through the ${path} on ${database.kind}: ${buyers.toLocaleString('en')} buyers credited ${perBuyer} tokens each through the ledger ` +
      `(${setupSeconds.toFixed(1)} s), a consumable of ${cost} tokens, ${purchases.toLocaleString('en')} purchases by ${concurrency} concurrent workers, ` +
      `${Math.round(doubleClicks * 100)} % double clicks (the same view sent twice at once)` +
      (path === 'ledger' ? '' : '; rooms is a stand-in that accepts every delivery at once') +
      '\n',
  );
  console.log('| purchases bought | refused (too few tokens) | stale views (409) | seconds | bought/s | p50 ms | p99 ms | bench process CPU |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${bought.size.toLocaleString('en')} | ${tally.refused.toLocaleString('en')} | ${tally.stale.toLocaleString('en')} | ${seconds.toFixed(2)} | ` +
      `${Math.round(bought.size / seconds)} | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.99))} | ${Math.round((100 * cpu) / seconds)}% |`,
  );
  console.log(
    `\ncheck: credited ${credited.toLocaleString('en')}, spent ${spent.toLocaleString('en')} (expected ${expected.toLocaleString('en')}), ` +
      `left ${Number(sums!.balance).toLocaleString('en')} available, ${Number(sums!.held)} held; ${byType('hold').entries} holds, ${byType('commit').entries} commits, ` +
      `${tally.pending} answered pending (settled before the check), ${tally.errors} errors`,
  );
  for (const [name, ok] of Object.entries(checks)) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name}`);
  console.log(`target ≥ 1,000 purchases/s: ${bought.size / seconds >= 1000 ? 'met' : 'NOT met'} (latency: one purchase from its first send to its answer, 409 retries included)`);
}

// ---- (b) rankings -------------------------------------------------------------------------------------------------

/** The bench's user ids: a UUID made from the user's number, so a random user is picked without reading them back. */
const userUuid = (i: number) => {
  const hex = createHash('md5').update(`bench-user-${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

async function benchRankings(): Promise<void> {
  const seasonId = randomUUID();
  let started = performance.now();
  await sql(
    `insert into economy.season (id, season_name, season_start, season_end, created_at, updated_at)
     values (?, 'Bench season', now() - interval '10 days', now() + interval '20 days', now(), now())`,
    [seasonId],
  );
  // Skewed like real points: most users have a few, a few have many (about 50,000 distinct balances at a million).
  await sql(
    `insert into economy.ranking_status (id, user_uuid, season_id, balance, reached_at, created_at, updated_at)
     select gen_random_uuid(), md5('bench-user-' || i)::uuid, ?, floor(power(random(), 4) * 100000)::int,
            now() - random() * interval '10 days', now(), now()
       from generate_series(1, ?) as i`,
    [seasonId, users],
  );
  await sql(
    `insert into economy.ranking_count (scope_id, balance, users)
     select season_id, balance, count(*) from economy.ranking_status where season_id = ? group by season_id, balance`,
    [seasonId],
  );
  await sql(
    `insert into economy.ranking_bucket (scope_id, bucket, users)
     select scope_id, balance / ${rankingBucketSize}, sum(users) from economy.ranking_count where scope_id = ? group by 1, 2`,
    [seasonId],
  );
  await sql('insert into economy.ranking_total (scope_id, users) values (?, ?)', [seasonId, users]);
  for (const table of ['ranking_status', 'ranking_count', 'ranking_bucket', 'ranking_total']) await sql(`analyze economy.${table}`);
  const loadSeconds = (performance.now() - started) / 1000;
  const [{ balances }] = (await sql<{ balances: string }>('select count(*) as balances from economy.ranking_count where scope_id = ?', [seasonId])) as [
    { balances: string },
  ];

  const take = rankingPageDefault;
  const calls = {
    page: async () => {
      const skip = Math.floor(Math.random() * Math.max(1, users - take));
      const page = await services.rankings.page(em(), seasonId, take, skip);
      if (page.data.length !== Math.min(take, users - skip) || page.total !== users) throw new Error(`a short page at skip ${skip}`);
    },
    rank: async () => {
      const status = await services.rankings.statusOf(em(), seasonId, userUuid(1 + Math.floor(Math.random() * users)));
      if (!status || status.rank < 1 || status.rank > users) throw new Error('a ranked user without a rank');
    },
    'last page': async () => {
      const page = await services.rankings.page(em(), seasonId, take, users - take);
      if (page.data.length !== take) throw new Error('a short last page');
    },
  };
  const figures: { call: string; p50: number; p99: number; max: number }[] = [];
  for (const [name, call] of Object.entries(calls)) {
    const times: number[] = [];
    for (let i = 0; i < warmup + queries; i++) {
      const t0 = performance.now();
      await call();
      if (i >= warmup) times.push(performance.now() - t0);
    }
    const sorted = times.sort((a, b) => a - b);
    figures.push({ call: name, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1)! });
  }

  // A user's rank from the counts: the same as counting the users above them.
  const probe = userUuid(1 + Math.floor(Math.random() * users));
  const status = await services.rankings.statusOf(em(), seasonId, probe);
  const [counted] = await sql<{ rank: string }>(
    'select 1 + count(*) as rank from economy.ranking_status where season_id = ? and balance > (select balance from economy.ranking_status where season_id = ? and user_uuid = ?)',
    [seasonId, seasonId, probe],
  );
  const rankRight = status?.rank === Number(counted!.rank);
  if (!rankRight) failed = true;

  console.log(`\n(b) rankings on ${database.kind}: ${users.toLocaleString('en')} ranked users in one season (${Number(balances).toLocaleString('en')} distinct balances), ` +
    `loaded in ${loadSeconds.toFixed(1)} s; ${queries.toLocaleString('en')} calls each after ${warmup} warm-up calls, through the ranking service\n`);
  console.log('| call | p50 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|');
  const label: Record<string, string> = { page: `a page of ${take} at a random skip`, rank: 'one random user’s status and rank', 'last page': 'the last page' };
  for (const f of figures) console.log(`| ${label[f.call]} | ${ms(f.p50)} | ${ms(f.p99)} | ${ms(f.max)} |`);
  console.log(`\ncheck: ${rankRight ? 'ok  ' : 'FAIL'} a user's rank (${status?.rank}) equals 1 + the users counted above them (${counted!.rank})`);
  const worst = Math.max(...figures.filter((f) => f.call !== 'last page').map((f) => f.p99));
  console.log(`target p99 < 20 ms for a page and for a rank: ${worst < 20 ? 'met' : 'NOT met'}`);
}

try {
  if (only === 'all' || only === 'purchases' || only === 'service') await benchPurchases('purchase service');
  if (only === 'all' || only === 'purchases' || only === 'ledger') await benchPurchases('ledger');
  if (only === 'all' || only === 'rankings') await benchRankings();
} finally {
  await stop();
}
process.exit(failed ? 1 : 0);
