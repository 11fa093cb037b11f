/**
 * Generates src/countries.ts: every ISO 3166-1 country and territory, for registration and addresses.
 *
 *   npx tsx packages/contract/scripts/generate-countries.ts
 *
 * The table below is hand-written (alpha-2 code, international dialling code without '+', usual currency);
 * names come from Node's ICU (Intl.DisplayNames, type 'region'). sysCountryId: 1 = CN, then the rest in
 * alphabetical order of the alpha-2 code. Ids are stored in accounts: add new entries only at the end.
 *
 * Where a country's own currency is not one of the 94 built-in ones, `currency` is the built-in currency it is
 * pegged to or that circulates there (USD, EUR, or e.g. GBP for the Falklands pound), and `note` says so; the
 * note becomes a comment in the generated file.
 */
import { CURRENCIES } from '../src/currencies';
import { ICU_LANGS, ICU_LOCALES, type IcuLang, str, writeSource } from './lib';

type Row = [iso2: string, areaCode: string, currency: string, note?: string];

const USD_FALLBACK = 'not built in; USD used';

const TABLE: Row[] = [
  ['AD', '376', 'EUR'],
  ['AE', '971', 'AED'],
  ['AF', '93', 'USD', `AFN ${USD_FALLBACK}`],
  ['AG', '1', 'XCD'],
  ['AI', '1', 'XCD'],
  ['AL', '355', 'ALL'],
  ['AM', '374', 'AMD'],
  ['AO', '244', 'AOA'],
  ['AQ', '672', 'USD', 'no currency of its own'],
  ['AR', '54', 'ARS'],
  ['AS', '1', 'USD'],
  ['AT', '43', 'EUR'],
  ['AU', '61', 'AUD'],
  ['AW', '297', 'USD', 'AWG (pegged to USD) not built in'],
  ['AX', '358', 'EUR'],
  ['AZ', '994', 'AZN'],
  ['BA', '387', 'BAM'],
  ['BB', '1', 'USD', 'BBD (pegged to USD) not built in'],
  ['BD', '880', 'BDT'],
  ['BE', '32', 'EUR'],
  ['BF', '226', 'XOF'],
  ['BG', '359', 'EUR', 'euro since 1 January 2026 (was BGN)'],
  ['BH', '973', 'BHD'],
  ['BI', '257', 'USD', `BIF ${USD_FALLBACK}`],
  ['BJ', '229', 'XOF'],
  ['BL', '590', 'EUR'],
  ['BM', '1', 'USD', 'BMD (pegged to USD) not built in'],
  ['BN', '673', 'BND'],
  ['BO', '591', 'BOB'],
  ['BQ', '599', 'USD'],
  ['BR', '55', 'BRL'],
  ['BS', '1', 'USD', 'BSD (pegged to USD) not built in'],
  ['BT', '975', 'INR', 'BTN (pegged to INR, which is legal tender) not built in'],
  ['BV', '47', 'NOK'],
  ['BW', '267', 'USD', `BWP ${USD_FALLBACK}`],
  ['BY', '375', 'BYN'],
  ['BZ', '501', 'USD', 'BZD (pegged to USD) not built in'],
  ['CA', '1', 'CAD'],
  ['CC', '61', 'AUD'],
  ['CD', '243', 'USD', `CDF ${USD_FALLBACK}`],
  ['CF', '236', 'XAF'],
  ['CG', '242', 'XAF'],
  ['CH', '41', 'CHF'],
  ['CI', '225', 'XOF'],
  ['CK', '682', 'NZD'],
  ['CL', '56', 'CLP'],
  ['CM', '237', 'XAF'],
  ['CO', '57', 'COP'],
  ['CR', '506', 'CRC'],
  ['CU', '53', 'USD', `CUP ${USD_FALLBACK}`],
  ['CV', '238', 'EUR', 'CVE (pegged to EUR) not built in'],
  ['CW', '599', 'USD', 'XCG (pegged to USD) not built in'],
  ['CX', '61', 'AUD'],
  ['CY', '357', 'EUR'],
  ['CZ', '420', 'CZK'],
  ['DE', '49', 'EUR'],
  ['DJ', '253', 'USD', 'DJF (pegged to USD) not built in'],
  ['DK', '45', 'DKK'],
  ['DM', '1', 'XCD'],
  ['DO', '1', 'DOP'],
  ['DZ', '213', 'DZD'],
  ['EC', '593', 'USD'],
  ['EE', '372', 'EUR'],
  ['EG', '20', 'EGP'],
  ['EH', '212', 'MAD'],
  ['ER', '291', 'USD', `ERN ${USD_FALLBACK}`],
  ['ES', '34', 'EUR'],
  ['ET', '251', 'ETB'],
  ['FI', '358', 'EUR'],
  ['FJ', '679', 'USD', `FJD ${USD_FALLBACK}`],
  ['FK', '500', 'GBP', 'FKP (at par with GBP) not built in'],
  ['FM', '691', 'USD'],
  ['FO', '298', 'DKK'],
  ['FR', '33', 'EUR'],
  ['GA', '241', 'XAF'],
  ['GB', '44', 'GBP'],
  ['GD', '1', 'XCD'],
  ['GE', '995', 'GEL'],
  ['GF', '594', 'EUR'],
  ['GG', '44', 'GBP'],
  ['GH', '233', 'GHS'],
  ['GI', '350', 'GBP', 'GIP (at par with GBP) not built in'],
  ['GL', '299', 'DKK'],
  ['GM', '220', 'USD', `GMD ${USD_FALLBACK}`],
  ['GN', '224', 'USD', `GNF ${USD_FALLBACK}`],
  ['GP', '590', 'EUR'],
  ['GQ', '240', 'XAF'],
  ['GR', '30', 'EUR'],
  ['GS', '500', 'GBP'],
  ['GT', '502', 'GTQ'],
  ['GU', '1', 'USD'],
  ['GW', '245', 'XOF'],
  ['GY', '592', 'USD', `GYD ${USD_FALLBACK}`],
  ['HK', '852', 'HKD'],
  ['HM', '672', 'AUD'],
  ['HN', '504', 'HNL'],
  ['HR', '385', 'EUR'],
  ['HT', '509', 'USD', `HTG ${USD_FALLBACK}`],
  ['HU', '36', 'HUF'],
  ['ID', '62', 'IDR'],
  ['IE', '353', 'EUR'],
  ['IL', '972', 'ILS'],
  ['IM', '44', 'GBP'],
  ['IN', '91', 'INR'],
  ['IO', '246', 'USD'],
  ['IQ', '964', 'IQD'],
  ['IR', '98', 'IRR'],
  ['IS', '354', 'ISK'],
  ['IT', '39', 'EUR'],
  ['JE', '44', 'GBP'],
  ['JM', '1', 'JMD'],
  ['JO', '962', 'JOD'],
  ['JP', '81', 'JPY'],
  ['KE', '254', 'KES'],
  ['KG', '996', 'USD', `KGS ${USD_FALLBACK}`],
  ['KH', '855', 'KHR'],
  ['KI', '686', 'AUD'],
  ['KM', '269', 'EUR', 'KMF (pegged to EUR) not built in'],
  ['KN', '1', 'XCD'],
  ['KP', '850', 'USD', `KPW ${USD_FALLBACK}`],
  ['KR', '82', 'KRW'],
  ['KW', '965', 'KWD'],
  ['KY', '1', 'USD', 'KYD (pegged to USD) not built in'],
  ['KZ', '7', 'KZT'],
  ['LA', '856', 'LAK'],
  ['LB', '961', 'USD', `LBP ${USD_FALLBACK} (prices are widely quoted in USD)`],
  ['LC', '1', 'XCD'],
  ['LI', '423', 'CHF'],
  ['LK', '94', 'LKR'],
  ['LR', '231', 'USD', 'LRD not built in; USD is legal tender'],
  ['LS', '266', 'ZAR', 'LSL (at par with ZAR, which is legal tender) not built in'],
  ['LT', '370', 'EUR'],
  ['LU', '352', 'EUR'],
  ['LV', '371', 'EUR'],
  ['LY', '218', 'USD', `LYD ${USD_FALLBACK}`],
  ['MA', '212', 'MAD'],
  ['MC', '377', 'EUR'],
  ['MD', '373', 'MDL'],
  ['ME', '382', 'EUR'],
  ['MF', '590', 'EUR'],
  ['MG', '261', 'USD', `MGA ${USD_FALLBACK}`],
  ['MH', '692', 'USD'],
  ['MK', '389', 'MKD'],
  ['ML', '223', 'XOF'],
  ['MM', '95', 'MMK'],
  ['MN', '976', 'MNT'],
  ['MO', '853', 'MOP'],
  ['MP', '1', 'USD'],
  ['MQ', '596', 'EUR'],
  ['MR', '222', 'USD', `MRU ${USD_FALLBACK}`],
  ['MS', '1', 'XCD'],
  ['MT', '356', 'EUR'],
  ['MU', '230', 'USD', `MUR ${USD_FALLBACK}`],
  ['MV', '960', 'USD', `MVR ${USD_FALLBACK}`],
  ['MW', '265', 'USD', `MWK ${USD_FALLBACK}`],
  ['MX', '52', 'MXN'],
  ['MY', '60', 'MYR'],
  ['MZ', '258', 'MZN'],
  ['NA', '264', 'ZAR', 'NAD (at par with ZAR, which is legal tender) not built in'],
  ['NC', '687', 'EUR', 'XPF (pegged to EUR) not built in'],
  ['NE', '227', 'XOF'],
  ['NF', '672', 'AUD'],
  ['NG', '234', 'NGN'],
  ['NI', '505', 'NIO'],
  ['NL', '31', 'EUR'],
  ['NO', '47', 'NOK'],
  ['NP', '977', 'NPR'],
  ['NR', '674', 'AUD'],
  ['NU', '683', 'NZD'],
  ['NZ', '64', 'NZD'],
  ['OM', '968', 'OMR'],
  ['PA', '507', 'USD', 'PAB (at par) not built in; USD circulates'],
  ['PE', '51', 'PEN'],
  ['PF', '689', 'EUR', 'XPF (pegged to EUR) not built in'],
  ['PG', '675', 'USD', `PGK ${USD_FALLBACK}`],
  ['PH', '63', 'PHP'],
  ['PK', '92', 'PKR'],
  ['PL', '48', 'PLN'],
  ['PM', '508', 'EUR'],
  ['PN', '64', 'NZD'],
  ['PR', '1', 'USD'],
  ['PS', '970', 'ILS'],
  ['PT', '351', 'EUR'],
  ['PW', '680', 'USD'],
  ['PY', '595', 'PYG'],
  ['QA', '974', 'QAR'],
  ['RE', '262', 'EUR'],
  ['RO', '40', 'RON'],
  ['RS', '381', 'RSD'],
  ['RU', '7', 'RUB'],
  ['RW', '250', 'USD', `RWF ${USD_FALLBACK}`],
  ['SA', '966', 'SAR'],
  ['SB', '677', 'USD', `SBD ${USD_FALLBACK}`],
  ['SC', '248', 'USD', `SCR ${USD_FALLBACK}`],
  ['SD', '249', 'USD', `SDG ${USD_FALLBACK}`],
  ['SE', '46', 'SEK'],
  ['SG', '65', 'SGD'],
  ['SH', '290', 'GBP', 'SHP (at par with GBP) not built in'],
  ['SI', '386', 'EUR'],
  ['SJ', '47', 'NOK'],
  ['SK', '421', 'EUR'],
  ['SL', '232', 'USD', `SLE ${USD_FALLBACK}`],
  ['SM', '378', 'EUR'],
  ['SN', '221', 'XOF'],
  ['SO', '252', 'USD', `SOS ${USD_FALLBACK}`],
  ['SR', '597', 'USD', `SRD ${USD_FALLBACK}`],
  ['SS', '211', 'USD', `SSP ${USD_FALLBACK}`],
  ['ST', '239', 'EUR', 'STN (pegged to EUR) not built in'],
  ['SV', '503', 'USD'],
  ['SX', '1', 'USD', 'XCG (pegged to USD) not built in'],
  ['SY', '963', 'USD', `SYP ${USD_FALLBACK}`],
  ['SZ', '268', 'ZAR', 'SZL (at par with ZAR, which is legal tender) not built in'],
  ['TC', '1', 'USD'],
  ['TD', '235', 'XAF'],
  ['TF', '262', 'EUR'],
  ['TG', '228', 'XOF'],
  ['TH', '66', 'THB'],
  ['TJ', '992', 'USD', `TJS ${USD_FALLBACK}`],
  ['TK', '690', 'NZD'],
  ['TL', '670', 'USD'],
  ['TM', '993', 'USD', `TMT ${USD_FALLBACK}`],
  ['TN', '216', 'TND'],
  ['TO', '676', 'USD', `TOP ${USD_FALLBACK}`],
  ['TR', '90', 'TRY'],
  ['TT', '1', 'TTD'],
  ['TV', '688', 'AUD'],
  ['TW', '886', 'TWD'],
  ['TZ', '255', 'TZS'],
  ['UA', '380', 'UAH'],
  ['UG', '256', 'UGX'],
  ['UM', '1', 'USD'],
  ['US', '1', 'USD'],
  ['UY', '598', 'UYU'],
  ['UZ', '998', 'UZS'],
  ['VA', '39', 'EUR'],
  ['VC', '1', 'XCD'],
  ['VE', '58', 'VES'],
  ['VG', '1', 'USD'],
  ['VI', '1', 'USD'],
  ['VN', '84', 'VND'],
  ['VU', '678', 'USD', `VUV ${USD_FALLBACK}`],
  ['WF', '681', 'EUR', 'XPF (pegged to EUR) not built in'],
  ['WS', '685', 'USD', `WST ${USD_FALLBACK}`],
  ['YE', '967', 'USD', `YER ${USD_FALLBACK}`],
  ['YT', '262', 'EUR'],
  ['ZA', '27', 'ZAR'],
  ['ZM', '260', 'USD', `ZMW ${USD_FALLBACK}`],
  ['ZW', '263', 'USD', 'ZWG not built in; USD is widely used'],
  ['CN', '86', 'CNY'],
];

/** Regions whose ICU long name is an administrative title ("Hong Kong SAR China"): the short name is used. */
const SHORT_STYLE = new Set(['HK', 'MO']);

const builtIn = new Set(CURRENCIES.map((c) => c.code));
const seen = new Set<string>();
for (const [iso2, areaCode, currency] of TABLE) {
  if (!/^[A-Z]{2}$/.test(iso2) || seen.has(iso2)) throw new Error(`bad or repeated code ${iso2}`);
  if (!/^\d{1,4}$/.test(areaCode)) throw new Error(`bad dialling code for ${iso2}`);
  if (!builtIn.has(currency)) throw new Error(`${iso2}: ${currency} is not a built-in currency`);
  seen.add(iso2);
}

const ordered = [
  ...TABLE.filter((r) => r[0] === 'CN'),
  ...TABLE.filter((r) => r[0] !== 'CN').sort((a, b) => a[0].localeCompare(b[0])),
];

const entries = ordered.map(([iso2, areaCode, currency, note], i) => {
  const name = Object.fromEntries(
    ICU_LANGS.map((lang) => {
      const style = SHORT_STYLE.has(iso2) ? 'short' : 'long';
      const text = new Intl.DisplayNames(ICU_LOCALES[lang], { type: 'region', style }).of(iso2);
      if (!text || text === iso2) throw new Error(`ICU has no ${lang} name for ${iso2}`);
      return [lang, text];
    }),
  ) as Record<IcuLang, string>;
  const nameText = ICU_LANGS.map((lang) => `${lang}: ${str(name[lang])}`).join(', ');
  const comment = note ? `  // ${iso2}: ${note}\n` : '';
  return `${comment}  { sysCountryId: ${i + 1}, iso2: ${str(iso2)}, areaCode: ${str(areaCode)}, currencyCode: ${str(currency)}, name: { ${nameText} } },`;
});

const out = `// GENERATED by packages/contract/scripts/generate-countries.ts from Node's ICU (${process.versions.icu}) — do not edit by hand;
// change the script and run: npx tsx packages/contract/scripts/generate-countries.ts
import type { Localized } from './languages';

export interface Country {
  sysCountryId: number;
  iso2: string;
  /** International dialling code without the plus sign. */
  areaCode: string;
  /** ISO 4217 code of the country's usual currency; always one of the built-in CURRENCIES. */
  currencyCode: string;
  name: Localized;
}

/**
 * Every ISO 3166-1 country and territory (${entries.length}). sysCountryId: 1 = CN, then by alpha-2 code; never renumbered.
 * Where the local currency is not built in, the comment above the entry says which one stands in for it.
 */
export const COUNTRIES: readonly Country[] = [
${entries.join('\n')}
];

const BY_ID = new Map(COUNTRIES.map((c) => [c.sysCountryId, c]));
const BY_ISO2 = new Map(COUNTRIES.map((c) => [c.iso2, c]));

export const countryById = (id: number): Country | undefined => BY_ID.get(id);
/** The country for an ISO 3166-1 alpha-2 code (case-insensitive). */
export const countryByIso2 = (iso2: string): Country | undefined => BY_ISO2.get(iso2.toUpperCase());
`;

writeSource('src/countries.ts', out);
console.log(`wrote src/countries.ts with ${entries.length} countries`);
