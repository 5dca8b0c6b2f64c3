import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { getOperationAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AccessTokenVerifier, accessTokenAudience, accessTokenIssuer, signAccessToken } from './access-token.ts';
import { signIdentity, verifyIdentity } from './gateway-identity.ts';
import { rootFieldNames, scopeAllows } from '@backspin/contracts/token-scopes';

const allows = (scope: 'chat' | 'chat:read', query: string) => {
  const document = parse(query);
  return scopeAllows(scope, document, getOperationAST(document)!);
};

describe('token scopes', () => {
  it('finds root fields through inline fragments and fragment spreads', () => {
    const document = parse('query { a ... on Query { b } ...F } fragment F on Query { c ...G } fragment G on Query { d }');
    expect([...rootFieldNames(document, getOperationAST(document)!)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('allows a scope its own root fields only, whatever the operation hides them in', () => {
    expect(allows('chat', 'mutation { sendChatMessage(input: {roomId: "r"}) { id } __typename }')).toBe(true);
    expect(allows('chat:read', 'mutation { sendChatMessage(input: {roomId: "r"}) { id } }')).toBe(false);
    expect(allows('chat:read', 'query { chatMessages(roomId: "r") { nextCursor } }')).toBe(true);
    expect(allows('chat', 'query { chatMessages(roomId: "r") { nextCursor } ...F } fragment F on Query { vouchers { total } }')).toBe(false);
    expect(allows('chat', 'query { me { id } }')).toBe(true);
    expect(allows('chat:read', 'query { me { id } }')).toBe(false);
    expect(allows('chat', 'subscription { chatMessageChanged(roomId: "r") { id } }')).toBe(true);
    expect(allows('chat', 'subscription { roomEvents(roomId: "r") { seq } }')).toBe(false);
  });

  it('carries the scope through the access token and the forwarded identity; refuses a token with a scope it does not know', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const kid = 'k1';
    const verifier = new AccessTokenVerifier(async () => ({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'EdDSA' }] }));
    const token = await signAccessToken({ userId: 'u1', tokenType: 'user', roles: ['user'], scope: 'chat:read' }, { privateKey, kid }, 60);
    const identity = await verifier.verify(token);
    expect(identity).toEqual({ userId: 'u1', tokenType: 'user', roles: ['user'], scope: 'chat:read' });
    const secret = 's'.repeat(40);
    expect(await verifyIdentity(await signIdentity(identity, secret), secret)).toEqual(identity);

    const widened = await new SignJWT({ typ: 'user', roles: ['user'], scope: 'everything' })
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject('u1')
      .setIssuer(accessTokenIssuer)
      .setAudience(accessTokenAudience)
      .setExpirationTime('60s')
      .sign(privateKey);
    await expect(verifier.verify(widened)).rejects.toThrow('unknown token scope');
  });
});
