/**
 * Browser side, shared by the web apps: where the gateway is, read at start from /config.json on the
 * app's own origin (never baked into a build, so one build runs anywhere).
 */
export interface WebAppConfig {
  graphqlUrl: string;
  graphqlWsUrl: string;
}

export async function loadWebAppConfig(): Promise<WebAppConfig> {
  const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  const value = (await response.json()) as Partial<WebAppConfig>;
  if (typeof value.graphqlUrl !== 'string' || !value.graphqlUrl) throw new Error('config.json: graphqlUrl is missing');
  const graphqlUrl = new URL(value.graphqlUrl, window.location.href).href;
  // Default: the same path as HTTP, over ws(s).
  const graphqlWsUrl =
    typeof value.graphqlWsUrl === 'string' && value.graphqlWsUrl ? value.graphqlWsUrl : graphqlUrl.replace(/^http/, 'ws');
  return { graphqlUrl, graphqlWsUrl };
}
