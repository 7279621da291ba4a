import fc from 'fast-check';

/**
 * Documents that name a few people and companies in several forms (legal forms, middle names and
 * initials, case, accents, possessives, titles, hyphens, apostrophes, acronyms): what the property tests
 * of processing are fed.
 */

const COMPANIES = [
  'Brunvoll Marine',
  'Quillmoor',
  'Tolland Shipping',
  'Lumière Textiles',
  'Østfold Kraft',
  'Mitsui',
  'Kessler-Brandt Logistik',
  'the Northfield University',
  'Asian Development Bank (ADB)',
];
const LEGAL_FORMS = ['', ' GmbH', ' Inc.', ' Inc', ' Ltd', ' Ltd.', ' AG', ' Co.', ' & Co.', ', Inc.', ' S.A.'];
const GIVEN = ['Ruth', 'José', 'Ana', 'Søren', 'Mark', 'Robert', 'Jean-Luc'];
const MIDDLE = ['', ' Ann', ' A.', ' Maria'];
const FAMILY = ['Mbeki', 'Álvarez', 'Ribeiro', 'Ellison', 'van Nistelrooy', 'bin Ibrahim', 'Downey', "O'Neill"];
const SUFFIX = ['', '', ' Jr.', ' Sr.'];
const TITLES = ['', '', 'Dr. ', 'Finance Minister ', 'Chief Executive ', 'Ms. '];

const stripAccents = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
const variant = fc.record({
  upper: fc.boolean(),
  plain: fc.boolean(),
  possessive: fc.constantFrom('', '', '’s', "'s"),
});
type Variant = { upper: boolean; plain: boolean; possessive: string };
const styled = (name: string, v: Variant) => {
  const cased = v.upper ? name.toUpperCase() : name;
  return (v.plain ? stripAccents(cased) : cased) + v.possessive;
};

const company = fc
  .record({ stem: fc.constantFrom(...COMPANIES), form: fc.constantFrom(...LEGAL_FORMS), v: variant })
  .map(({ stem, form, v }) => styled(stem + form, v));
const person = fc
  .record({
    title: fc.constantFrom(...TITLES),
    given: fc.constantFrom(...GIVEN),
    middle: fc.constantFrom(...MIDDLE),
    family: fc.constantFrom(...FAMILY),
    suffix: fc.constantFrom(...SUFFIX),
    short: fc.boolean(),
    v: variant,
  })
  .map(
    ({ title, given, middle, family, suffix, short, v }) =>
      title + styled(short ? family : `${given}${middle} ${family}${suffix}`, v),
  );

const SENTENCES: ((a: string, b: string) => string)[] = [
  (a, b) => `${a} and ${b} merged.`,
  (a, b) => `${a} hired ${b} in 2019.`,
  (a, b) => `Shares of ${a} rose after ${b} spoke.`,
  (a, b) => `${a} said on Monday that ${b} had agreed.`,
  (a, b) => `${b} joined ${a} as chief financial officer.`,
  (a) => `${a} declined to comment.`,
];

const sentence = fc
  .record({
    make: fc.constantFrom(...SENTENCES),
    a: fc.oneof(company, person),
    b: fc.oneof(company, person),
  })
  .map(({ make, a, b }) => make(a, b));

/** A short document: two to six sentences over a handful of names in varying forms. */
export const documentWithNameVariants = fc
  .array(sentence, { minLength: 2, maxLength: 6 })
  .map((sentences) => sentences.join(' '));
