const ID_NUMBER_FORMAT = /^\d{17}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

export type IdNumberProblem = 'format' | 'checksum';

/** Upper-cases a trailing x and drops spaces, as people often type them. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Checks a mainland resident ID number before sending it: 18 characters (17 digits and a digit or X) and the
 * GB 11643 check character. The server checks again, with the age and per-ID limits.
 */
export function findIdNumberProblem(value: string): IdNumberProblem | null {
  const id = normalizeIdNumber(value);
  if (!ID_NUMBER_FORMAT.test(id)) return 'format';
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(id[index]), 0);
  return CHECK_CHARACTERS[sum % 11] === id[17] ? null : 'checksum';
}
