import 'reflect-metadata';
import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/**
 * The one page type of every list that answers a page: `Page(BotType, 'Bot')` is `type BotPage { data, count, total,
 * page, pageCount }` — nestjsx's paged answer, which the console's data provider reads for every resource.
 * One class per name (a module imported twice, or two subgraphs in one process, share it).
 */
const pages = new Map<string, ClassType>();

export interface PageShape<Item> {
  data: Item[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}

export function Page<Item extends object>(itemType: ClassType<Item>, itemName: string): ClassType<PageShape<Item>> {
  const name = `${itemName}Page`;
  const known = pages.get(name);
  if (known) return known as ClassType<PageShape<Item>>;

  @ObjectType(name, { description: `A page of ${itemName} rows (the list query's limit and offset).` })
  class ListPageType implements PageShape<Item> {
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
  pages.set(name, ListPageType);
  return ListPageType;
}
