import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.isProduction).toBe(false);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses production without a real Google client id, a session secret or a public URL, one line each', () => {
    expect(problemsOf({ NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'your-google-client-id' })).toEqual([
      'SESSION_SECRET: es requerido en producción',
      'GOOGLE_CLIENT_ID: Google Client ID es requerido en producción',
      'PUBLIC_URL: es requerido en producción',
    ]);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: '1234567890-abcdefghijklmnop.apps.googleusercontent.com',
      PUBLIC_URL: 'https://vitalia.example.cl',
    });
    expect(config.HOST).toBe('0.0.0.0');
  });

  it('reports each bad value', () => {
    const problems = problemsOf({
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      ADMIN_EMAIL: 'admin@vitalia.cl',
      SESSION_SECRET: 'short',
    });
    expect(problems).toContain('PORT: debe ser un número de puerto (0-65535)');
    expect(problems).toContain('DATABASE_URL: debe ser una URL postgres://usuario:clave@host:5432/base');
    expect(problems.some((line) => line.startsWith('SESSION_SECRET:'))).toBe(true);
    expect(problems).toContain('ADMIN_PASSWORD: ADMIN_EMAIL y ADMIN_PASSWORD van juntos');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, a number of hops, or a list of proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).TRUST_PROXY).toBe(
      '10.0.0.0/8,192.168.1.10',
    );
  });

  it('refuses true, which would let any client choose its address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY: true confiaría/);
    expect(problemsOf({ TRUST_PROXY: 'cualquiera' })[0]).toMatch(/^TRUST_PROXY: debe ser false/);
  });
});

describe('PUBLIC_URL in production', () => {
  it('must be https, since e-mailed links carry tokens', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      GOOGLE_CLIENT_ID: '1234-abc.apps.googleusercontent.com',
    };
    expect(problemsOf({ ...production, PUBLIC_URL: 'http://vitalia.cl' })).toEqual([
      'PUBLIC_URL: en producción debe ser https:// (los enlaces de los correos llevan tokens)',
    ]);
    expect(problemsOf({ ...production, PUBLIC_URL: 'https://vitalia.cl' })).toEqual([]);
  });
});
