import 'reflect-metadata';
import { PGlite } from '@electric-sql/pglite';
import { MikroORM, defineEntity, p, raw } from '@mikro-orm/core';
import { PgliteDriver } from '@mikro-orm/pglite';
import { printSchema } from 'graphql';
import { Arg, buildSchema, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@backspin/contracts/catalogue';
import { ComparisonOperatorName as Op, findPage, ListQueryError, ListQueryInput, Page, SortDirection, type ListSpec } from './index.ts';

// findPage against a real PostgreSQL (PGlite): the whitelist, the value checks, the paging rules and the page it answers.

const Track = defineEntity({
  name: 'Track',
  properties: {
    id: p.uuid().primary(),
    title: p.string(),
    plays: p.integer(),
    owner: p.uuid(),
    tags: p.json<string[]>(),
    createdAt: p.datetime(),
  },
});

const owners = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const spec: ListSpec = {
  fields: { id: 'uuid', title: 'text', plays: 'integer', owner: 'uuid', tags: 'custom', createdAt: 'date' },
  customFilters: { tags: (condition) => ({ tags: { $contains: [String(condition.value)] } }) },
  defaultLimit: 3,
  maxLimit: 4,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
};

let orm: MikroORM;

beforeAll(async () => {
  const pglite = await PGlite.create();
  orm = await MikroORM.init({ entities: [Track], driver: PgliteDriver, dbName: 'find_page_test', driverOptions: { pglite }, allowGlobalContext: false });
  await orm.schema.create();
  const em = orm.em.fork();
  // Tracks 1..6, two of them (5 and 6) at the same moment so the id breaks the tie.
  for (let n = 1; n <= 6; n++) {
    em.create(Track, {
      id: idOf(n),
      title: `Track ${n}`,
      plays: n * 10,
      owner: owners[n % 2]!,
      tags: n % 3 === 0 ? ['live'] : ['studio'],
      createdAt: new Date(Date.UTC(2026, 0, Math.min(n, 5))),
    });
  }
  await em.flush();
});

afterAll(async () => {
  await orm?.close();
});

const titles = (rows: { title: string }[]) => rows.map((row) => row.title.replace('Track ', ''));
const page = (input: ListQueryInput | null, listSpec: ListSpec = spec, scope = {}) => findPage(orm.em.fork(), Track, input, listSpec, scope);

describe('findPage', () => {
  it('answers the default page in the default order, ties broken by id', async () => {
    const first = await page(null);
    expect(titles(first.data)).toEqual(['5', '6', '4']);
    expect(first).toMatchObject({ count: 3, total: 6, page: 1, pageCount: 2 });
    const second = await page({ offset: 3 });
    expect(titles(second.data)).toEqual(['3', '2', '1']);
    expect(second).toMatchObject({ count: 3, total: 6, page: 2, pageCount: 2 });
  });

  it('filters and sorts on the whitelisted fields, within the scope', async () => {
    const filtered = await page({ where: { field: 'plays', op: Op.GTE, value: '30' }, sort: [{ field: 'plays', direction: SortDirection.ASC }] });
    expect(titles(filtered.data)).toEqual(['3', '4', '5']);
    expect(filtered.total).toBe(4);
    const scoped = await page({ where: { field: 'plays', op: Op.GTE, value: '30' } }, spec, { owner: owners[0] });
    expect(titles(scoped.data).sort()).toEqual(['4', '6']);
    const custom = await page({ where: { field: 'tags', op: Op.EQ, value: 'live' } });
    expect(titles(custom.data).sort()).toEqual(['3', '6']);
  });

  it('keeps a custom filter or a scope made only of raw SQL (a symbol key)', async () => {
    const popular = () => ({ [raw((alias: string) => `(${alias}.plays >= 50)`)]: true });
    const rawSpec: ListSpec = { ...spec, fields: { ...spec.fields, popular: 'custom' }, customFilters: { popular } };
    const filtered = await page({ where: { field: 'popular', op: Op.EQ, value: 'true' }, sort: [{ field: 'plays', direction: SortDirection.ASC }] }, rawSpec);
    expect(filtered.data.map((t) => t.title)).toEqual(['Track 5', 'Track 6']);
    const scoped = await page({ sort: [{ field: 'plays', direction: SortDirection.ASC }] }, spec, popular());
    expect(scoped.total).toBe(2);
  });

  it('refuses fields off the whitelist, values that do not suit their column, and sorting on a custom field', async () => {
    await expect(page({ where: { field: 'secret', op: Op.EQ, value: 'x' } })).rejects.toBeInstanceOf(ListQueryError);
    await expect(page({ where: { field: 'owner', op: Op.EQ, value: 'nope' } })).rejects.toThrow('"owner" takes a UUID, not "nope"');
    await expect(page({ where: { field: 'plays', op: Op.CONT, value: '1' } })).rejects.toThrow('"plays" is not a text field');
    await expect(page({ sort: [{ field: 'tags', direction: SortDirection.ASC }] })).rejects.toThrow('"tags" is a list and cannot be sorted on');
  });

  it('pages by nestjsx’s rule by default, or clamps, or refuses with the list’s catalogue error', async () => {
    expect((await page({ limit: 50 })).count).toBe(4);
    await expect(page({ limit: 0 })).rejects.toBeInstanceOf(ListQueryError);
    const clamped = await page({ limit: 0, offset: -2 }, { ...spec, outOfRange: 'clamp' });
    expect(clamped).toMatchObject({ count: 1, page: 1 });
    expect((await page({ limit: 50 }, { ...spec, outOfRange: 'clamp' })).count).toBe(4);
    const strict: ListSpec = { ...spec, outOfRange: 'INVALID_VOUCHER_PAGE' };
    expect((await page({ limit: 4 }, strict)).count).toBe(4);
    for (const input of [{ limit: 5 }, { limit: 0 }, { offset: -1 }]) {
      await expect(page(input, strict)).rejects.toMatchObject({ reason: 'INVALID_VOUCHER_PAGE', status: 400 });
    }
    await expect(page({ limit: 5 }, strict)).rejects.toBeInstanceOf(DomainError);
  });
});

@ObjectType('Song')
class SongType {
  @Field(() => ID)
  id!: string;
}

@Resolver()
class SongListResolver {
  @Query(() => Page(SongType, 'Song'))
  songList(@Arg('query', () => ListQueryInput, { nullable: true }) _query: ListQueryInput | null) {
    return { data: [], count: 0, total: 0, page: 1, pageCount: 0 };
  }
}

describe('Page', () => {
  it('is one class per name and declares the page shape', async () => {
    expect(Page(SongType, 'Song')).toBe(Page(SongType, 'Song'));
    const sdl = printSchema(await buildSchema({ resolvers: [SongListResolver], validate: false }));
    expect(sdl).toMatch(/type SongPage \{\n(?:.*\n)*?\s*data: \[Song!\]!\n(?:.*\n)*?\s*count: Int!\n(?:.*\n)*?\s*total: Int!\n(?:.*\n)*?\s*page: Int!\n(?:.*\n)*?\s*pageCount: Int!\n\}/);
    expect(sdl).toContain('songList(query: ListQueryInput): SongPage!');
  });
});
