import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type GraphQLFormattedError } from 'graphql';

export interface GatewayResult<T> {
  data: T | null;
  errors: readonly GraphQLFormattedError[];
  httpStatus: number;
}

/** Runs a typed GraphQL operation on the gateway, as the REST caller (its Authorization header travels along). */
export class GatewayClient {
  private readonly printed = new WeakMap<object, string>();

  constructor(private readonly url: string) {}

  async execute<T, V>(
    document: TypedDocumentNode<T, V>,
    variables: V,
    headers: { authorization?: string | undefined; forwardedFor?: string | undefined },
  ): Promise<GatewayResult<T>> {
    let query = this.printed.get(document);
    if (!query) {
      query = print(document);
      this.printed.set(document, query);
    }
    const response = await fetch(this.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(headers.authorization ? { authorization: headers.authorization } : {}),
        ...(headers.forwardedFor ? { 'x-forwarded-for': headers.forwardedFor } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json().catch(() => null)) as { data?: T | null; errors?: GraphQLFormattedError[] } | null;
    return { data: body?.data ?? null, errors: body?.errors ?? [], httpStatus: response.status };
  }
}
