/** Where the gateway is: read at start from /config.json on the console's own origin, never baked into the build. */
export interface AppConfig {
  graphqlUrl: string;
  graphqlWsUrl: string;
}

export async function loadConfig(): Promise<AppConfig> {
  const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const value = (await response.json()) as Partial<AppConfig>;
  if (typeof value.graphqlUrl !== 'string' || !value.graphqlUrl) throw new Error('config.json: graphqlUrl is missing');
  const graphqlUrl = new URL(value.graphqlUrl, window.location.href).href;
  const graphqlWsUrl =
    typeof value.graphqlWsUrl === 'string' && value.graphqlWsUrl ? value.graphqlWsUrl : graphqlUrl.replace(/^http/, 'ws');
  return { graphqlUrl, graphqlWsUrl };
}
