import { describe, expect, it } from 'vitest';
import { ageOn, createChinaIdVerifier, type IdVerification, isAdult } from './id-verifier.ts';

/** Builds an ID number with a correct ISO 7064 MOD 11-2 check character, computed here independently. */
function makeId(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  if (!/^\d{17}$/.test(first17)) throw new Error(`bad test input ${first17}`);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(first17.charAt(index)), 0);
  return first17 + '10X98765432'.charAt(sum % 11);
}

/** The same ID with its check character replaced by a wrong one. */
function withWrongCheck(id: string): string {
  const wrong = [...'0123456789X'].find((character) => character !== id.charAt(17)) ?? '0';
  return id.slice(0, 17) + wrong;
}

const verifier = createChinaIdVerifier();
const now = new Date('2026-06-15T12:00:00+08:00');
const verify = (idNumber: string, at: Date = now): Promise<IdVerification> =>
  verifier.verify({ name: '张三', idNumber }, at);

describe('createChinaIdVerifier', () => {
  it('accepts a valid number and reads birth date, age, gender and region from it', async () => {
    await expect(verify(makeId('110105', '19900307', '451'))).resolves.toEqual({
      ok: true,
      birthDate: '1990-03-07',
      age: 36,
      gender: 'male',
      regionCode: '110105',
    });
    await expect(verify(makeId('440305', '20010820', '128'))).resolves.toEqual({
      ok: true,
      birthDate: '2001-08-20',
      age: 24,
      gender: 'female',
      regionCode: '440305',
    });
  });

  it('accepts the example printed in GB 11643-1999, whose check character is X', async () => {
    await expect(verify('11010519491231002X')).resolves.toMatchObject({
      ok: true,
      birthDate: '1949-12-31',
      gender: 'female',
    });
  });

  it('reads the gender from the 17th digit: odd is male, even is female', async () => {
    for (const [digit, gender] of [
      ['1', 'male'],
      ['3', 'male'],
      ['9', 'male'],
      ['0', 'female'],
      ['2', 'female'],
      ['8', 'female'],
    ] as const) {
      await expect(verify(makeId('320102', '19851111', `00${digit}`))).resolves.toMatchObject({ ok: true, gender });
    }
  });

  it('rejects a wrong check character', async () => {
    const valid = makeId('310104', '19780512', '236');
    await expect(verify(valid)).resolves.toMatchObject({ ok: true });
    await expect(verify(withWrongCheck(valid))).resolves.toEqual({ ok: false, reason: 'checksum' });
    // A changed digit elsewhere is caught by the same check.
    await expect(verify(`${valid.slice(0, 14)}9${valid.slice(15)}`)).resolves.toEqual({
      ok: false,
      reason: 'checksum',
    });
  });

  it('expects an upper-case X: a lower-case x is a format error until the caller upper-cases it', async () => {
    // Find a sequence whose check character is X, so the test does not depend on one lucky number.
    let xId = '';
    for (let sequence = 0; !xId.endsWith('X'); sequence++) {
      xId = makeId('130102', '19920101', String(sequence).padStart(3, '0'));
    }
    await expect(verify(xId)).resolves.toMatchObject({ ok: true });
    await expect(verify(xId.toLowerCase())).resolves.toEqual({ ok: false, reason: 'format' });
    await expect(verify(xId.toLowerCase().toUpperCase())).resolves.toMatchObject({ ok: true });
  });

  it('rejects anything but 17 digits and a digit or X', async () => {
    const valid = makeId('500101', '19950505', '111');
    for (const input of [
      '',
      valid.slice(0, 17),
      `${valid}0`,
      ` ${valid}`,
      `${valid.slice(0, 6)} ${valid.slice(7)}`,
      `${valid.slice(0, 16)}X${valid.charAt(17)}`,
      '１１０１０５１９４９１２３１００２Ｘ',
      '11010519491231002Y',
    ]) {
      await expect(verify(input)).resolves.toEqual({ ok: false, reason: 'format' });
    }
  });

  it('rejects impossible calendar dates and knows leap years', async () => {
    for (const birth of ['20230229', '20260230', '19900431', '19901301', '19900001', '19900100', '19000229']) {
      await expect(verify(makeId('110101', birth, '012'))).resolves.toEqual({ ok: false, reason: 'birthDate' });
    }
    for (const birth of ['20240229', '20000229', '19960229']) {
      await expect(verify(makeId('110101', birth, '012'))).resolves.toMatchObject({ ok: true });
    }
  });

  it('rejects birth dates in the future or before 1900', async () => {
    await expect(verify(makeId('110101', '20260616', '012'))).resolves.toEqual({ ok: false, reason: 'birthDate' });
    await expect(verify(makeId('110101', '20300101', '012'))).resolves.toEqual({ ok: false, reason: 'birthDate' });
    await expect(verify(makeId('110101', '18991231', '012'))).resolves.toEqual({ ok: false, reason: 'birthDate' });
    // The standard's own 1880 example has a valid checksum but is out of range here.
    await expect(verify('440524188001010014')).resolves.toEqual({ ok: false, reason: 'birthDate' });
    // Born today (China time) is allowed, aged 0.
    await expect(verify(makeId('110101', '20260615', '012'))).resolves.toMatchObject({ ok: true, age: 0 });
    await expect(verify(makeId('110101', '19000101', '012'))).resolves.toMatchObject({ ok: true });
  });

  it('rejects a region whose first two digits are no province-level code', async () => {
    for (const region of ['000000', '100101', '160101', '240101', '380101', '470101', '550101', '660101', '840101']) {
      await expect(verify(makeId(region, '19900101', '012'))).resolves.toEqual({ ok: false, reason: 'region' });
    }
    for (const region of ['150102', '230102', '460102', '540102', '650102', '710000', '810000', '820000', '830000']) {
      await expect(verify(makeId(region, '19900101', '012'))).resolves.toMatchObject({ ok: true, regionCode: region });
    }
  });

  it('is 18 on the 18th birthday and 17 the day before, in China time', async () => {
    const id = makeId('110101', '20080615', '012');
    await expect(verify(id, new Date('2026-06-15T00:00:00+08:00'))).resolves.toMatchObject({ ok: true, age: 18 });
    await expect(verify(id, new Date('2026-06-14T23:59:59+08:00'))).resolves.toMatchObject({ ok: true, age: 17 });
    // 16:00 UTC on the 14th is already the 15th in Beijing.
    await expect(verify(id, new Date('2026-06-14T16:00:00Z'))).resolves.toMatchObject({ ok: true, age: 18 });
  });
});

describe('ageOn and isAdult', () => {
  it('counts full years and only adds one once the birthday is reached', () => {
    expect(ageOn('2008-06-15', new Date('2026-06-15T08:00:00+08:00'))).toBe(18);
    expect(ageOn('2008-06-15', new Date('2026-06-14T08:00:00+08:00'))).toBe(17);
    expect(ageOn('2008-06-15', new Date('2026-05-30T08:00:00+08:00'))).toBe(17);
    expect(ageOn('2008-06-15', new Date('2026-12-31T08:00:00+08:00'))).toBe(18);
    expect(ageOn('2008-02-29', new Date('2026-02-28T08:00:00+08:00'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T08:00:00+08:00'))).toBe(18);
    expect(() => ageOn('2023-02-29', now)).toThrow();
    expect(() => ageOn('20080615', now)).toThrow();
  });

  it('treats 18 and over as adult', () => {
    expect(isAdult(17)).toBe(false);
    expect(isAdult(18)).toBe(true);
    expect(isAdult(60)).toBe(true);
  });
});
