/** A small GraphQL-over-HTTP client for tests: status, body, and the first error's code and message at hand. */
export interface GraphQLHttpResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

export async function postGraphQL<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLHttpResult<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLHttpResult<T>, 'status'>;
  return { status: response.status, data: body.data, errors: body.errors };
}
