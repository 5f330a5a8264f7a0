// The two-step section's pure step: which factors sign the member in (a pending setup left out, none before the list loads).
import { describe, expect, it } from 'vitest';
import { TWO_STEP_CLOSED } from '../../../../../src/hosted/pages/account/state/account-state.js';
import { activeFactors } from '../../../../../src/hosted/pages/account/state/two-step-actions.js';

const APP = { factorId: 'f1', type: 'TOTP' as const, status: 'ACTIVE' as const, createdDate: '2026-01-01T00:00:00Z' };
const KEY = { factorId: 'f2', type: 'WEBAUTHN' as const, status: 'INACTIVE' as const, createdDate: '2026-01-02T00:00:00Z' };

describe('the two-step sign-in', () => {
  it('counts only the active factors, none before the list is loaded', () => {
    expect(activeFactors(TWO_STEP_CLOSED)).toEqual([]);
    expect(activeFactors({ removed: false, factors: { factors: [APP, KEY], recoveryCodesLeft: 10 } })).toEqual([APP]);
  });
});
