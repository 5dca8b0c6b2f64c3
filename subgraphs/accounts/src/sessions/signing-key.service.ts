import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { exportJWK, exportSPKI, generateKeyPair, importJWK, type CryptoKey, type JWK, type JSONWebKeySet } from 'jose';
import { accessTokenAlgorithm } from '@backspin/platform';
import { SigningKeySchema } from './session.entity.ts';

export interface ActiveKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  publicPem: string;
}

/**
 * The access-token signing key: created on first use and kept in the database, so every instance of
 * the accounts subgraph signs with the same key and tokens survive a restart.
 */
export class SigningKeyService {
  private active: Promise<ActiveKey> | undefined;

  current(em: EntityManager): Promise<ActiveKey> {
    this.active ??= this.loadOrCreate(em.fork()).catch((error: unknown) => {
      this.active = undefined;
      throw error;
    });
    return this.active;
  }

  async jwks(em: EntityManager): Promise<JSONWebKeySet> {
    const key = await this.current(em);
    return { keys: [key.publicJwk] };
  }

  private async loadOrCreate(em: EntityManager): Promise<ActiveKey> {
    if (!(await em.findOne(SigningKeySchema, { slot: 'current' }))) {
      const { privateKey, publicKey } = await generateKeyPair(accessTokenAlgorithm, { crv: 'Ed25519', extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: accessTokenAlgorithm, use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: accessTokenAlgorithm };
      try {
        await em.insert(SigningKeySchema, { kid, slot: 'current', privateJwk, publicJwk, createdAt: new Date() });
      } catch (error) {
        // Another instance created it first: use theirs.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    const row = await em.findOneOrFail(SigningKeySchema, { slot: 'current' });
    const publicJwk = row.publicJwk as JWK;
    const privateKey = (await importJWK(row.privateJwk as JWK, accessTokenAlgorithm)) as CryptoKey;
    const publicKey = (await importJWK(publicJwk, accessTokenAlgorithm, { extractable: true })) as CryptoKey;
    return { kid: row.kid, privateKey, publicJwk, publicPem: await exportSPKI(publicKey) };
  }
}
