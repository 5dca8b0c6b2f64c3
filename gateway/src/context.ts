import { anonymous, signIdentity, type Identity } from '@backspin/platform';

/** What the gateway knows about a request: the verified caller, signed once for every subgraph call. */
export interface GatewayContext {
  identity: Identity;
  signedIdentity?: Promise<string>;
}

export function signedIdentityOf(context: GatewayContext | undefined, secret: string): Promise<string> {
  if (!context) return signIdentity(anonymous, secret);
  context.signedIdentity ??= signIdentity(context.identity, secret);
  return context.signedIdentity;
}
