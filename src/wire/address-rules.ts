// What a postal address needs in each country (codes, postal code shapes, which need a state or province; the lists of states are in known-subdivisions.ts): the data both the server and the hosted pages check addresses with.

/** ISO 3166-1 alpha-2 codes the store accepts as countries. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** Countries without postal codes in everyday addresses. */
export const COUNTRIES_WITHOUT_POSTAL_CODES: ReadonlySet<string> = new Set(
  'AE AG AO AW BF BI BJ BO BS BW BZ CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK HM IE KI KM KN KP LC ML MO MR MW NR NU QA RW SB SC SL SR ST SY TD TF TG TK TL TO TT TV UG VU YE ZW'.split(
    ' ',
  ),
);

/** Known postal code shapes, with an example for messages. */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94103' },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, example: 'K1A 0B1' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, example: 'SW1A 1AA' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  ES: { pattern: /^\d{5}$/, example: '28013' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/i, example: '1012 AB' },
  BE: { pattern: /^\d{4}$/, example: '1000' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '8001' },
  AU: { pattern: /^\d{4}$/, example: '2000' },
  DK: { pattern: /^\d{4}$/, example: '1050' },
  NO: { pattern: /^\d{4}$/, example: '0150' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '111 22' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '100-0001' },
  IN: { pattern: /^\d{6}$/, example: '110001' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01001-000' },
  MX: { pattern: /^\d{5}$/, example: '06000' },
  IL: { pattern: /^\d{7}$/, example: '6100000' },
};

/** Countries whose addresses must name a state, province or region. */
export const SUBDIVISION_REQUIRED: ReadonlySet<string> = new Set(['US', 'AU', 'BR', 'IN', 'MX', 'CA', 'CN', 'AR', 'MY']);

/** Longest value of each address field. */
export const ADDRESS_FIELD_LIMITS = {
  addressLine: 150,
  addressLine2: 150,
  city: 100,
  subdivision: 50,
  postalCode: 50,
  formattedAddress: 500,
  streetName: 150,
  streetNumber: 50,
  apt: 50,
} as const;

/** Longest value of each contact field. */
export const CONTACT_FIELD_LIMITS = { firstName: 100, lastName: 100, phone: 50, company: 1000 } as const;

/** Longest e-mail address. */
export const EMAIL_MAX_LENGTH = 254;

/** A phone number: digits with the usual separators and an optional leading `+`, 4 to 20 digits. */
export function isPhoneNumber(text: string): boolean {
  return /^\+?[\d\s().-]+$/.test(text) && (text.match(/\d/g) ?? []).length >= 4 && (text.match(/\d/g) ?? []).length <= 20;
}

/** A plausible e-mail address (something@domain.tld, no spaces). */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
