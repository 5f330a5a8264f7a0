// WEBHOOK_ENDPOINT_CONCURRENCY: unset leaves the delivery's own default; a whole number of at least 1, else a clear line.
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.js';

describe('WEBHOOK_ENDPOINT_CONCURRENCY', () => {
  it('is left to the delivery when unset or empty, and read as a whole number when set', () => {
    expect(readConfig({}).webhookEndpointConcurrency).toBeUndefined();
    expect(readConfig({ WEBHOOK_ENDPOINT_CONCURRENCY: '' }).webhookEndpointConcurrency).toBeUndefined();
    expect(readConfig({ WEBHOOK_ENDPOINT_CONCURRENCY: '128' }).webhookEndpointConcurrency).toBe(128);
  });

  it('refuses zero and anything that is not a whole number, naming the setting', () => {
    for (const value of ['0', '-1', '2.5', 'many'])
      expect(() => readConfig({ WEBHOOK_ENDPOINT_CONCURRENCY: value })).toThrow(
        `WEBHOOK_ENDPOINT_CONCURRENCY="${value}": must be a whole number of at least 1`,
      );
  });
});
