// The provinces and territories of Canada by ISO 3166-2 code (the part after `CA-`): the server checks addresses with them, the hosted forms load them when the country is chosen.

/** Canada's subdivisions by code. */
export const CA_SUBDIVISIONS: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
