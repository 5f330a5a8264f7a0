// Brazilian tax ids: CPF and CNPJ (numeric and the alphanumeric CNPJ) read with or without punctuation, their check digits checked.
import { describe, expect, it } from 'vitest';
import { checkTaxId } from '../../../src/wire/tax-id-rules.js';

describe('checkTaxId', () => {
  it('accepts CPFs with right check digits, punctuated or not, and gives their digits', () => {
    expect(checkTaxId('CPF', '529.982.247-25')).toEqual({ ok: true, id: '52998224725' });
    expect(checkTaxId('CPF', '12345678909')).toEqual({ ok: true, id: '12345678909' });
    expect(checkTaxId('CPF', ' 123 456 789 09 ')).toEqual({ ok: true, id: '12345678909' });
    // A first check digit of 0 (remainder below 2).
    expect(checkTaxId('CPF', '000.000.001-91')).toEqual({ ok: true, id: '00000000191' });
  });

  it('refuses a CPF with a wrong check digit, of one repeated digit, or of the wrong shape', () => {
    expect(checkTaxId('CPF', '529.982.247-24')).toEqual({ ok: false, problem: 'CHECK_DIGITS' });
    expect(checkTaxId('CPF', '529.982.247-35')).toEqual({ ok: false, problem: 'CHECK_DIGITS' });
    expect(checkTaxId('CPF', '111.111.111-11')).toEqual({ ok: false, problem: 'CHECK_DIGITS' });
    for (const shape of ['1234567890', '123456789012', '5299822472A', '', '529,982,247-25'])
      expect(checkTaxId('CPF', shape), shape).toEqual({ ok: false, problem: 'SHAPE' });
  });

  it('accepts CNPJs, numeric and alphanumeric (letters in any case), and gives their canonical form', () => {
    expect(checkTaxId('CNPJ', '11.222.333/0001-81')).toEqual({ ok: true, id: '11222333000181' });
    expect(checkTaxId('CNPJ', '12345678000195')).toEqual({ ok: true, id: '12345678000195' });
    expect(checkTaxId('CNPJ', '12.ABC.345/01DE-35')).toEqual({ ok: true, id: '12ABC34501DE35' });
    expect(checkTaxId('CNPJ', '12.abc.345/01de-35')).toEqual({ ok: true, id: '12ABC34501DE35' });
  });

  it('refuses a CNPJ with a wrong check digit, of one repeated digit, or of the wrong shape', () => {
    expect(checkTaxId('CNPJ', '11.222.333/0001-80')).toEqual({ ok: false, problem: 'CHECK_DIGITS' });
    expect(checkTaxId('CNPJ', '12.ABC.345/01DE-36')).toEqual({ ok: false, problem: 'CHECK_DIGITS' });
    expect(checkTaxId('CNPJ', '00.000.000/0000-00')).toEqual({ ok: false, problem: 'CHECK_DIGITS' });
    // A CPF is not a CNPJ, letters are not check digits, and a CNPJ has no other characters.
    for (const shape of ['529.982.247-25', '12ABC34501DEAB', '12ABC34501D_35', '112223330001811'])
      expect(checkTaxId('CNPJ', shape), shape).toEqual({ ok: false, problem: 'SHAPE' });
  });
});
