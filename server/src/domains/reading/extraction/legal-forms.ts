import { fold } from './lexicon.ts';

/** Legal forms by jurisdiction, written as they appear; compared without dots, case or accents. */
export const LEGAL_FORMS: Record<string, string[]> = {
  'United States': ['Inc', 'Incorporated', 'Corp', 'Corporation', 'LLC', 'L.L.C.', 'LP', 'LLP', 'PLLC', 'Co'],
  'United Kingdom': ['Ltd', 'Limited', 'plc', 'LLP', 'CIC'],
  Ireland: ['DAC', 'Teoranta', 'Teo', 'CLG', 'UC'],
  Germany: ['GmbH', 'AG', 'KG', 'KGaA', 'GmbH & Co. KG', 'e.V.', 'UG', 'OHG', 'SE'],
  Austria: ['GesmbH', 'Ges.m.b.H.'],
  Switzerland: ['Sàrl', 'Sagl'],
  France: ['SA', 'SAS', 'SASU', 'SARL', 'EURL', 'SCA', 'SNC'],
  Belgium: ['NV', 'BV', 'SRL', 'BVBA', 'SPRL', 'CVBA'],
  Netherlands: ['B.V.', 'N.V.', 'V.O.F.', 'C.V.'],
  Luxembourg: ['S.à r.l.', 'SCS', 'SCSp'],
  Italy: ['S.p.A.', 'S.r.l.', 'S.a.s.', 'S.n.c.'],
  Spain: ['S.L.', 'S.L.U.', 'S.A.U.', 'S.Coop.'],
  Portugal: ['Lda', 'S.G.P.S.'],
  Brazil: ['Ltda', 'S/A', 'EIRELI', 'ME'],
  Mexico: ['S.A. de C.V.', 'S. de R.L. de C.V.', 'S.A.B. de C.V.', 'S.A.P.I. de C.V.'],
  Norway: ['AS', 'ASA', 'ANS', 'DA'],
  Denmark: ['A/S', 'ApS', 'I/S', 'P/S'],
  Sweden: ['AB', 'HB', 'KB', '(publ)'],
  Finland: ['Oy', 'Oyj', 'Ky', 'Ab'],
  Iceland: ['hf', 'ehf'],
  Poland: ['sp. z o.o.', 'S.A.', 'sp.k.', 'sp.j.'],
  Czechia: ['s.r.o.', 'a.s.', 'v.o.s.'],
  Slovakia: ['spol. s r.o.'],
  Hungary: ['Kft', 'Zrt', 'Nyrt', 'Bt'],
  Romania: ['SRL', 'SA'],
  Croatia: ['d.o.o.', 'd.d.'],
  Slovenia: ['d.o.o.', 'd.d.'],
  Serbia: ['d.o.o.', 'a.d.'],
  Bulgaria: ['OOD', 'EOOD', 'AD', 'EAD'],
  Greece: ['AE', 'EPE', 'IKE'],
  Baltics: ['SIA', 'AS', 'UAB', 'AB', 'OÜ', 'AS'],
  Russia: ['OOO', 'OAO', 'ZAO', 'PJSC', 'PAO', 'JSC', 'AO'],
  Ukraine: ['TOV', 'PrJSC'],
  Turkey: ['A.Ş.', 'Ltd. Şti.'],
  Israel: ['Ltd'],
  'United Arab Emirates': ['LLC', 'FZE', 'FZCO', 'FZ-LLC', 'PJSC', 'PSC'],
  'Saudi Arabia': ['SJSC', 'CJSC'],
  India: ['Pvt Ltd', 'Pvt', 'Private Limited', 'LLP', 'OPC'],
  Pakistan: ['(Pvt) Ltd', '(Private) Limited'],
  Singapore: ['Pte Ltd', 'Pte. Ltd.', 'Pte'],
  Malaysia: ['Sdn Bhd', 'Sdn. Bhd.', 'Berhad', 'Bhd'],
  Indonesia: ['Tbk', 'PT', 'CV'],
  Philippines: ['Inc', 'Corp'],
  Thailand: ['Public Company Limited', 'PCL', 'Co., Ltd.'],
  Vietnam: ['JSC', 'Co., Ltd.', 'JSCB'],
  China: ['Co., Ltd.', 'Co. Ltd', 'Limited'],
  'Hong Kong': ['Limited', 'Ltd'],
  Taiwan: ['Co., Ltd.', 'Corp'],
  Japan: ['K.K.', 'KK', 'Kabushiki Kaisha', 'G.K.', 'Godo Kaisha', 'Co., Ltd.'],
  'South Korea': ['Co., Ltd.', 'Corp', 'Inc'],
  Australia: ['Pty Ltd', 'Pty. Ltd.', 'Pty Limited', 'Ltd'],
  'New Zealand': ['Ltd', 'Limited'],
  'South Africa': ['(Pty) Ltd', 'Pty Ltd', 'RF', 'NPC', 'SOC Ltd'],
  Nigeria: ['Ltd', 'Plc', 'Limited'],
  Kenya: ['Ltd', 'Limited'],
  Canada: ['Inc', 'Ltd', 'Ltée', 'Corp', 'ULC'],
  Argentina: ['S.R.L.', 'S.A.'],
  Chile: ['SpA', 'Ltda'],
  Colombia: ['S.A.S.', 'Ltda'],
};
/** Legal forms written before the name (PT Nusantara Hijau Tbk). */
export const LEGAL_PREFIXES = new Set(['pt', 'cv']);

/** Legal forms as token sequences (folded), longest first, for matching at a position. */
export const LEGAL_SEQUENCES: string[][] = [
  ...new Set(
    Object.values(LEGAL_FORMS)
      .flat()
      .map((f) =>
        f
          .split(/[\s,]+/)
          .map(fold)
          .filter(Boolean)
          .join(' '),
      ),
  ),
]
  .map((s) => s.split(' '))
  .sort((a, b) => b.length - a.length);
/**
 * One-word legal forms only ever written with dots inside ("v.o.s.", "s.r.o."): a plain title-case word that folds the
 * same ("Vos", a Dutch surname) is not one.
 */
export const DOTTED_ONLY_LEGAL = (() => {
  const plain = new Set<string>();
  const dotted = new Set<string>();
  for (const f of Object.values(LEGAL_FORMS).flat()) {
    if (/[\s,]/.test(f.trim())) continue;
    (/\p{L}\.\p{L}/u.test(f) ? dotted : plain).add(fold(f));
  }
  return new Set([...dotted].filter((f) => !plain.has(f)));
})();
/**
 * One-word legal forms only ever written in capitals ("PAO", "OOO", "AB"): a title-case word that folds the same
 * ("Pao", a surname) is not one.
 */
export const CAPITALS_ONLY_LEGAL = (() => {
  const mixed = new Set<string>();
  const capitals = new Set<string>();
  for (const f of Object.values(LEGAL_FORMS).flat()) {
    if (/[\s,.]/.test(f.trim())) continue;
    (/^\p{Lu}+$/u.test(f) ? capitals : mixed).add(fold(f));
  }
  return new Set([...capitals].filter((f) => !mixed.has(f)));
})();
/** Single-word legal forms that are also ordinary words or pronouns in running text; only trusted after a name. */
export const WEAK_LEGAL = new Set(['as', 'ab', 'co', 'me', 'da', 'ad', 'ae', 'cv', 'rf', 'uc', 'bt', 'kb', 'hb', 'ky']);
