import { describe, expect, it } from 'vitest';
import { ConfigError, decodeKey, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: embedded mode, development, documented ports', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      DATA_DIR: './.data',
      GATEWAY_PORT: 4000,
      REST_BRIDGE_PORT: 4100,
      WEB_PLAYER_PORT: 3000,
      ADMIN_CONSOLE_PORT: 3001,
      introspection: true,
      production: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.gatewaySecret.length).toBeGreaterThanOrEqual(32);
  });

  it('turns introspection off in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it('names every invalid variable in one clear error', () => {
    expect(() => loadConfig({ GATEWAY_PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'staging' })).toThrow(ConfigError);
    try {
      loadConfig({ GATEWAY_PORT: 'eighty', DATABASE_URL: 'not a url', NODE_ENV: 'staging' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toMatch(/GATEWAY_PORT/);
      expect(message).toMatch(/DATABASE_URL/);
      expect(message).toMatch(/NODE_ENV/);
    }
  });

  it('takes a 32-byte PROVIDER_TOKEN_KEY in hex or base64 and names a bad one', () => {
    const key = Buffer.alloc(32, 5);
    expect(loadConfig({ PROVIDER_TOKEN_KEY: key.toString('hex') }).PROVIDER_TOKEN_KEY).toBe(key.toString('hex'));
    expect(loadConfig({ PROVIDER_TOKEN_KEY: key.toString('base64') }).PROVIDER_TOKEN_KEY).toBe(key.toString('base64'));
    expect(decodeKey(key.toString('base64url'))).toEqual(key);
    expect(() => loadConfig({ PROVIDER_TOKEN_KEY: 'too-short' })).toThrow(/PROVIDER_TOKEN_KEY: must be 32 bytes/);
    expect(() => loadConfig({ PROVIDER_TOKEN_KEY: Buffer.alloc(16).toString('hex') })).toThrow(/PROVIDER_TOKEN_KEY/);
  });

  it('requires a gateway secret of 32+ characters when services run apart', () => {
    expect(() => loadConfig({}, { requireGatewaySecret: true })).toThrow(/GATEWAY_SECRET: required/);
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET: must be at least 32 characters/);
    expect(loadConfig({ GATEWAY_SECRET: 'x'.repeat(32) }, { requireGatewaySecret: true }).gatewaySecret).toBe('x'.repeat(32));
  });
});
