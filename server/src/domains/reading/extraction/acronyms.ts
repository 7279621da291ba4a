import countries from 'i18n-iso-countries';
import { LEGAL_SEQUENCES } from './legal-forms.ts';
import { isCommonWord, isPlace, ROLE_WORDS } from './lexicon.ts';
import type { Token } from './tokens.ts';

/**
 * Acronyms and short names (issue 34 item 3): the short form a text defines right after a long name
 * ("Asian Development Bank (ADB)", "the Japan Business Federation, or Keidanren,"), and an acronym used alone
 * ("ADIA", "chairs ADQ, Royal Group, IHC and FAB"), which names an organization more often than not.
 */

/** "(ADB)" or ", or Keidanren," right after a name: the short name it defines. */
const DEFINED_AFTER =
  /^\s*(?:\(\s*(?:formerly\s+)?[“"]?(\p{Lu}[\p{L}&-]{1,18}\p{N}?)[”"]?\s*\)|,\s+or\s+(\p{Lu}[\p{L}-]{2,}|\p{Lu}[\p{Lu}&]{1,7}),)/u;

/** The short name defined right after a name: "(ADB)", "(DoD)", "(Keidanren)", "(formerly Facebook)", ", or Keidanren,". */
export function definedAfter(text: string, end: number): string | undefined {
  const m = DEFINED_AFTER.exec(text.slice(end, end + 40));
  const short = m?.[1] ?? m?.[2];
  if (!short) return undefined;
  if (!/^\p{Lu}[\p{Lu}&]{1,7}$/u.test(short) && (isCommonWord(short) || isPlace(short))) return undefined;
  return short;
}

/** Acronyms that are not organizations: roles, currencies, units, common abbreviations; countries by code. */
const NOT_ORGANIZATIONS = new Set(
  `CEO CFO COO CTO CIO CMO CSO CRO CHRO CAO CNO CCO CDO CISO MD VP SVP EVP GM PE VC LP GP IPO M&A R&D S&T GDP ESG AI IT ICT HR PR TV PC
   USD EUR GBP JPY CNY RMB INR KRW DKK NOK SEK CHF AUD CAD BRL MXN ZAR NGN AED SAR IDR MYR PHP VND THB SGD HKD TWD
   RUB TRY PKR BDT EGP KES US USA UK EU UAE UN LNG LPG EV EVS KW MW GW KWH MWH GWH BPD PPM PHD MBA CPA QC OBE CBE
   SWF DX AX GX NA OK AM PM BC AD II III IV VI VII VIII IX XI XII DIY FAQ PDF URL ID
   AGM EGM SPAC IRR MOIC SAAS PAAS IAAS KPI ROI ROE ROA EBIT CAGR NAV AUM YOY QOQ API ML IOT SUV FDI SME SMES MSME
   NGO NGOS HQ CSR OTT FMCG ERP CRM SDK SOE SOES ETF REIT REITS OEM EPS IPOS ESOP LBO MBO NDA MOU LOI SPV`
    .split(/\s+/)
    .filter(Boolean),
);
for (const code of Object.keys(countries.getAlpha3Codes())) NOT_ORGANIZATIONS.add(code);
const LEGAL_WORDS = new Set(LEGAL_SEQUENCES.filter((s) => s.length === 1).map((s) => (s[0] as string).toUpperCase()));

/** A word in capitals alone (2–5 letters): an organization's acronym, unless it is a role, currency, code or legal form. */
export function isStandaloneAcronym(word: Token): boolean {
  const t = word.text;
  if (!/^\p{Lu}[\p{Lu}&]{1,4}$/u.test(t)) return false;
  if (NOT_ORGANIZATIONS.has(t) || LEGAL_WORDS.has(t) || ROLE_WORDS.has(word.folded)) return false;
  return !isPlace(t);
}

/** Joining words left out of an acronym. */
const SKIPPED = new Set(['of', 'and', 'for', 'the', 'de', '&']);

/**
 * The initials of an organization's name without its legal form ("Hewlett-Packard" → "hp", "Tata Consultancy
 * Services" → "tcs"), folded, or undefined when they would be one letter or the name is one word.
 */
export function initialsOf(core: string[]): string | undefined {
  const parts = core.flatMap((w) => w.split('-')).filter((w) => w && !SKIPPED.has(w));
  if (parts.length < 2 || parts.length > 5) return undefined;
  return parts.map((w) => w[0]).join('');
}

/** An acronym in brackets: "(RC)", "(EGM)", "(FTTH)". */
const BRACKETED = /\(\s*(\p{Lu}[\p{Lu}&]{1,7})\s*\)/gu;

/**
 * Acronyms a text defines by ordinary lower-case words: "the remuneration committee (RC)", "an extraordinary general
 * meeting (EGM)", "fibre to the home (FTTH)". They abbreviate a thing, not a name: no organization.
 */
export function lowercaseDefinitions(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(BRACKETED)) {
    const acronym = (m[1] as string).replace(/&/g, '');
    const words = text
      .slice(Math.max(0, m.index - 100), m.index)
      .split(/[\s-]+/u)
      .filter(Boolean);
    // Read the letters from the last one back, each the initial of a lower-case word; joining words may be skipped.
    let i = acronym.length - 1;
    let k = words.length - 1;
    while (i >= 0 && k >= 0) {
      const w = words[k] as string;
      // The first word may open its sentence ("Fibre to the home (FTTH)"): capitalised there (the words after it are not: a name would be).
      const opens = i === 0 && (k === 0 || /[.!?:]$/u.test(words[k - 1] as string));
      if (!/^\p{Ll}[\p{Ll}’']*$/u.test(w) && !opens) break;
      if (w[0]?.toLowerCase() === (acronym[i] as string).toLowerCase()) i--;
      else if (!SKIPPED.has(w) && w !== 'to' && w !== 'a') break;
      k--;
    }
    if (i < 0) out.add(m[1] as string);
  }
  return out;
}
