// The states and territories of Australia by ISO 3166-2 code (the part after `AU-`): the server checks addresses with them, the hosted forms load them when the country is chosen.

/** Australia's subdivisions by code. */
export const AU_SUBDIVISIONS: Readonly<Record<string, string>> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};
