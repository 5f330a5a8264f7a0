// The state or province a postal code lies in (US, Canada, Australia), so an estimate or a checkout needs only a country and a postal code (the store and the hosted forms share it).

/** US states by ZIP prefix: runs of `<first 3-digit prefix><state>`, each state running until the next entry. */
const US_ZIP_RUNS =
  '005NY006PR010MA028RI030NH039ME050VT055MA056VT060CT070NJ090AE100NY150PA197DE200DC201VA202DC206MD220VA247WV270NC290SC300GA' +
  '320FL340AA342FL350AL370TN386MS398GA400KY430OH460IN480MI500IA530WI550MN569DC570SD580ND590MT600IL630MO660KS680NE700LA716AR' +
  '730OK733TX734OK750TX800CO820WY832ID840UT850AZ870NM885TX889NV900CA962AP967HI969GU970OR980WA995AK';

/** Canadian provinces by the first letter of the postal code (`X` is the Northwest Territories but for Nunavut's X0A–X0C). */
const CA_LETTERS: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

/** Australian states and territories by postcode: `[first, last, state]`, the first range that holds the postcode wins. */
const AU_RANGES: readonly (readonly [number, number, string])[] = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [2600, 2618, 'ACT'],
  [2900, 2920, 'ACT'],
  [1000, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [8000, 8999, 'VIC'],
  [4000, 4999, 'QLD'],
  [9000, 9999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6999, 'WA'],
  [7000, 7999, 'TAS'],
];

function usState(code: string): string | undefined {
  if (!/^\d{5}(-?\d{4})?$/.test(code)) return undefined;
  const prefix = Number(code.slice(0, 3));
  let state: string | undefined;
  for (let i = 0; i < US_ZIP_RUNS.length; i += 5) {
    if (Number(US_ZIP_RUNS.slice(i, i + 3)) > prefix) break;
    state = US_ZIP_RUNS.slice(i + 3, i + 5);
  }
  return state;
}

function caProvince(code: string): string | undefined {
  if (!/^[A-Z]\d[A-Z]/.test(code)) return undefined;
  return /^X0[ABC]/.test(code) ? 'NU' : CA_LETTERS[code[0]!];
}

function auState(code: string): string | undefined {
  if (!/^\d{4}$/.test(code)) return undefined;
  const postcode = Number(code);
  return AU_RANGES.find(([first, last]) => postcode >= first && postcode <= last)?.[2];
}

/** The ISO 3166-2 subdivision (`US-NY`, `CA-QC`, `AU-VIC`) of a postal code, where the country's codes tell it; else undefined. */
export function subdivisionOfPostalCode(country: string, postalCode: string): string | undefined {
  const c = country.trim().toUpperCase();
  const code = postalCode.trim().toUpperCase();
  const found = c === 'US' ? usState(code) : c === 'CA' ? caProvince(code) : c === 'AU' ? auState(code) : undefined;
  return found && `${c}-${found}`;
}

/** The address with the state or province of its postal code filled in when it names none (others are returned as they are). */
export function withPostalSubdivision<A extends { country?: string | null; postalCode?: string | null; subdivision?: string | null } | undefined>(
  address: A,
): A {
  if (!address?.country || !address.postalCode || address.subdivision?.trim()) return address;
  const subdivision = subdivisionOfPostalCode(address.country, address.postalCode);
  return subdivision ? ({ ...address, subdivision } as A) : address;
}
