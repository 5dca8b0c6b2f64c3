/** A REST call as a test makes it: JSON in (when a body is given), status and parsed JSON (or null) out. */
export interface RestAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on arbitrary response shapes
  json: any;
  text: string;
  headers: Headers;
}

export async function callRest(
  url: string,
  method: string,
  options: { body?: unknown; token?: string | undefined } = {},
): Promise<RestAnswer> {
  const response = await fetch(url, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text, headers: response.headers };
}
