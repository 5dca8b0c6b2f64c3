import { registerEnumType } from 'type-graphql';

/**
 * A GraphQL enum from a list of string values (contracts keep the lists; each value is its own name), registered with
 * type-graphql. The one way subgraphs make their enums.
 */
export function graphqlEnum<T extends string>(values: readonly T[], options: Parameters<typeof registerEnumType<Record<T, T>>>[1]): Record<T, T> {
  const enumObject = Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;
  registerEnumType(enumObject, options);
  return enumObject;
}
