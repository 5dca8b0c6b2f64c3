import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('requires a gateway secret of 32+ characters when services run apart', () => {
    expect(() => loadConfig({}, { requireGatewaySecret: true })).toThrow(/GATEWAY_SECRET: required/);
    expect(() => loadConfig({ GATEWAY_SECRET: 'short' })).toThrow(/GATEWAY_SECRET: must be at least 32 characters/);
    expect(loadConfig({ GATEWAY_SECRET: 'x'.repeat(32) }, { requireGatewaySecret: true }).gatewaySecret).toBe('x'.repeat(32));
  });
});
