/**
 * Real-name verification of a mainland China resident identity card number (GB 11643-1999).
 *
 * `createChinaIdVerifier()` checks only what the number itself can prove: its shape, its ISO 7064 MOD 11-2
 * check character, a real birth date and a province-level region. It ignores the name and cannot tell whether
 * the number belongs to the person typing it.
 *
 * Adapter point: a real ID-check service (name + number matched against the national registry, offered by
 * several cloud vendors) is another `IdentityVerifier`. It should first run the local verifier, so malformed
 * numbers never cost a paid call, then ask the service and answer `{ ok: false, reason: 'rejected' }` when the
 * service says the name and number do not match, and the local result (birth date, age, gender, region) when
 * they do. Network failures and service outages are thrown, not answered as `rejected`: the caller must be able
 * to tell "try again later" from "no". Credentials for such a service come from configuration and are kept with
 * the other secrets at rest.
 */

export type IdVerification =
  | { ok: true; birthDate: string /* YYYY-MM-DD */; age: number; gender: 'male' | 'female'; regionCode: string }
  | { ok: false; reason: 'format' | 'checksum' | 'birthDate' | 'region' | 'rejected' };

export interface IdentityVerifier {
  /**
   * Verifies a name and an 18-character ID number. The number must already be normalised: no spaces, and the
   * check character X in upper case (a lower-case x is answered as `format`).
   */
  verify(input: { name: string; idNumber: string }, now: Date): Promise<IdVerification>;
}

export const ADULT_AGE = 18;

const ID_PATTERN = /^\d{17}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
/** Province-level codes: the first two digits. 71 is Taiwan, 81 Hong Kong, 82 Macao, 83 Taiwan residents' permits. */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63,
  64, 65, 71, 81, 82, 83,
]);
/** Birth dates and ages are calendar dates in China Standard Time (UTC+8, no daylight saving since 1991). */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
const EARLIEST_BIRTH_YEAR = 1900;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function checkCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += Number(first17[index]) * (WEIGHTS[index] ?? 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/** The calendar date, or null when the numbers name no real day (2023-02-29, 2026-02-30, month 13). */
function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function chinaToday(now: Date): CalendarDate {
  const shifted = new Date(now.getTime() + CHINA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

function formatDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Age in full years on the day `now` falls on in China: one less while this year's birthday has not been reached.
 * Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(birthDate: string, now: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const birth = match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (!birth) throw new Error('The birth date must be a real date written YYYY-MM-DD.');
  const today = chinaToday(now);
  const birthdayReached = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (birthdayReached ? 0 : 1);
}

export function isAdult(age: number): boolean {
  return age >= ADULT_AGE;
}

/** Offline checks of a mainland resident ID number; see the module comment for plugging in a registry check. */
export function createChinaIdVerifier(): IdentityVerifier {
  return {
    async verify({ idNumber }, now) {
      if (typeof idNumber !== 'string' || !ID_PATTERN.test(idNumber)) return { ok: false, reason: 'format' };
      if (checkCharacter(idNumber.slice(0, 17)) !== idNumber[17]) return { ok: false, reason: 'checksum' };

      const birth = calendarDate(
        Number(idNumber.slice(6, 10)),
        Number(idNumber.slice(10, 12)),
        Number(idNumber.slice(12, 14)),
      );
      if (!birth || birth.year < EARLIEST_BIRTH_YEAR || compareDates(birth, chinaToday(now)) > 0) {
        return { ok: false, reason: 'birthDate' };
      }
      if (!PROVINCE_CODES.has(Number(idNumber.slice(0, 2)))) return { ok: false, reason: 'region' };

      const birthDate = formatDate(birth);
      return {
        ok: true,
        birthDate,
        age: ageOn(birthDate, now),
        gender: Number(idNumber[16]) % 2 === 1 ? 'male' : 'female',
        regionCode: idNumber.slice(0, 6),
      };
    },
  };
}
