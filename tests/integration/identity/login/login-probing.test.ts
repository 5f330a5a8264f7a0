// No account probing by timing: login does the same scrypt work for unknown e-mails, members without a password and wrong passwords.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../support/test-app.js';
import { freshEmail, loginAs, registerMember } from '../../../support/identity-flows.js';

const t = useTestApp({ env: { IP_RATE_LIMIT_SCALE: '50' } });

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

describe('login timing', () => {
  it('answers an unknown e-mail as slowly as a known one with a wrong password (medians within 2x)', async () => {
    // Fresh accounts each round, so no account reaches its captcha threshold; rounds interleave to share the machine's noise.
    const known: number[] = [];
    const unknown: number[] = [];
    const members = await Promise.all(Array.from({ length: 3 }, () => registerMember(t)));
    for (let round = 0; round < 6; round++) {
      const member = members[round % members.length]!;
      const visitorToken = await t.visitorToken();
      let started = performance.now();
      const wrong = await loginAs(t, member.email, `wrong password ${round}`, { visitorToken });
      known.push(performance.now() - started);
      expect(wrong.json().details.applicationError.code).toBe('-19976');
      started = performance.now();
      const nobody = await loginAs(t, freshEmail('nobody'), `wrong password ${round}`, { visitorToken });
      unknown.push(performance.now() - started);
      expect(nobody.json().details.applicationError.code).toBe('-19999');
      if (round % members.length === members.length - 1) await Promise.all(members.map((m) => loginAs(t, m.email, m.password)));
    }
    const ratio = median(unknown) / median(known);
    console.log(
      `login median: known e-mail, wrong password ${median(known).toFixed(1)} ms; unknown e-mail ${median(unknown).toFixed(1)} ms; ratio ${ratio.toFixed(2)}`,
    );
    // Before the fix the unknown e-mail answered in ~7 ms against ~80 ms (ratio ~0.09).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});
