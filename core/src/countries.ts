import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './enums.ts';

/** ISO 3166-1 alpha-2: every officially assigned code. A stored country is one of these. */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AQ',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BV',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GS',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HM',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'UM',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): value is CountryCode {
  return CODES.has(value);
}

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * The country's name in the locale's language. A value stored before countries were codes (free
 * text) shows as the country it names, or else as it was typed.
 */
export function countryName(value: string, locale: string): string {
  const code = isCountryCode(value) ? value : findCountry(value);
  if (!code) return value;
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

export interface CountryOption {
  code: CountryCode;
  name: string;
  /** The name folded for searching (see foldCountryText). */
  folded: string;
}

const optionLists = new Map<string, CountryOption[]>();

/** Every country named in the locale's language, in the locale's alphabetical order. */
export function countryOptions(locale: string): CountryOption[] {
  let options = optionLists.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => {
      const name = countryName(code, locale);
      return { code, name, folded: foldCountryText(name) };
    }).sort((a, b) => collator.compare(a.name, b.name));
    optionLists.set(locale, options);
  }
  return options;
}

/**
 * Text as searched: accents dropped, lower case, and every run of punctuation a single space, so
 * "cote d'ivoire", "Côte d’Ivoire" and "COTE D IVOIRE" agree, as do "guinea bissau" and "Guinea-Bissau".
 */
export function foldCountryText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The countries whose name, in the locale's language, contains the typed text. */
export function searchCountries(text: string, locale: string): CountryOption[] {
  const needle = foldCountryText(text);
  const options = countryOptions(locale);
  return needle ? options.filter((o) => o.folded.includes(needle) || o.code.toLowerCase() === needle) : options;
}

/**
 * The country a value names: an ISO code, or a full name in English or any site language (typed
 * text, an API client's value, a name stored before countries were codes). Null when none matches.
 */
export function findCountry(value: string): CountryCode | null {
  const text = value.trim();
  const upper = text.toUpperCase();
  if (text.length === 2 && isCountryCode(upper)) return upper;
  return namesToCodes().get(foldCountryText(text)) ?? null;
}

let byName: Map<string, CountryCode> | null = null;

/** Folded names in every site language (English first, so it wins a clash) to their codes; built on first use. */
function namesToCodes(): Map<string, CountryCode> {
  if (!byName) {
    byName = new Map();
    for (const locale of [FALLBACK_LANGUAGE, ...LANGUAGE_CODES]) {
      for (const code of COUNTRY_CODES) {
        const folded = foldCountryText(countryName(code, locale));
        if (!byName.has(folded)) byName.set(folded, code);
      }
    }
  }
  return byName;
}
