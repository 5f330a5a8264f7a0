// DEMO_PORT: the demo shop opens in development on 8788 or the given port, never in production unless asked, and `off` turns it off.
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../src/server/config-error.js';
import { readConfig } from '../../../src/server/config.js';

describe('DEMO_PORT', () => {
  it('opens the demo shop on 8788 in development, or on the port given', () => {
    expect(readConfig({}).demoPort).toBe(8788);
    expect(readConfig({ DEMO_PORT: '9100' }).demoPort).toBe(9100);
  });

  it('keeps the demo shop closed in production unless DEMO_PORT is set', () => {
    expect(readConfig({ NODE_ENV: 'production' }).demoPort).toBeNull();
    expect(readConfig({ NODE_ENV: 'production', DEMO_PORT: '' }).demoPort).toBeNull();
    expect(readConfig({ NODE_ENV: 'production', DEMO_PORT: '9100' }).demoPort).toBe(9100);
  });

  it('turns the demo shop off with off, anywhere', () => {
    expect(readConfig({ DEMO_PORT: 'off' }).demoPort).toBeNull();
    expect(readConfig({ NODE_ENV: 'production', DEMO_PORT: 'off' }).demoPort).toBeNull();
  });

  it('refuses anything else with a line that names off', () => {
    expect(() => readConfig({ DEMO_PORT: 'no' })).toThrow(ConfigError);
    expect(() => readConfig({ DEMO_PORT: '70000' })).toThrow('DEMO_PORT="70000": must be a port number (0 to 65535) or off');
  });
});
