import 'reflect-metadata';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ListPage } from './field-values.ts';

/**
 * The one page type of every list that answers a page: `Page(BotType, 'Bot')` is `type BotPage { data, count, total,
 * page, pageCount }` — nestjsx's paged answer, which the console's data provider reads for every resource.
 * One class per name (a module imported twice, or two subgraphs in one process, share it).
 */
const pages = new Map<string, { itemType: ClassType; page: ClassType }>();

export function Page<Item extends object>(itemType: ClassType<Item>, itemName: string): ClassType<ListPage<Item>> {
  const name = `${itemName}Page`;
  const known = pages.get(name);
  if (known && known.itemType !== itemType) throw new Error(`${name} is already the page of another type`);
  if (known) return known.page as ClassType<ListPage<Item>>;

  @ObjectType(name, { description: `A page of ${itemName} rows (the list query's limit and offset).` })
  class ListPageType implements ListPage<Item> {
    @Field(() => [itemType])
    data!: Item[];

    @Field(() => Int, { description: 'Rows in this page.' })
    count!: number;

    @Field(() => Int, { description: 'Rows matching the filter.' })
    total!: number;

    @Field(() => Int, { description: '1-based page of the offset at this page size.' })
    page!: number;

    @Field(() => Int)
    pageCount!: number;
  }
  pages.set(name, { itemType, page: ListPageType });
  return ListPageType;
}
