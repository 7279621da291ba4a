import { describe, expect, it } from 'vitest';
import {
  findContacts,
  nameGrams,
  normaliseName,
  occurrenceFinder,
  occurrences,
  recognise,
  recogniseNames,
  snippetAround,
} from './recognise.ts';
import { matchRule, regexProblem, ruleProblem, ruleTerms } from './tagging.ts';

describe('name recognition', () => {
  const text = [
    'Acme Robotics GmbH raised 12 million euros in March 2021.',
    'The round was led by Northwind Capital Partners, according to Jane Doe, chief executive of Acme Robotics GmbH.',
    'Dr. Maria Schmidt joined the board. The European Investment Bank (EIB) also took part.',
    'Tim Cook said Berlin was a good place. She joined Initech Ventures in 2020.',
  ].join('\n');

  it('finds people (titles, "X, chief executive of Y") and organizations (legal forms, org words, acronyms)', () => {
    const { candidates } = recognise(text, new Set(['berlin']));
    const names = (kind: string) => candidates.filter((c) => c.kind === kind).map((c) => c.name);
    expect(names('person')).toEqual(expect.arrayContaining(['Jane Doe', 'Maria Schmidt', 'Tim Cook']));
    expect(names('organization')).toEqual(
      expect.arrayContaining([
        'Acme Robotics GmbH',
        'Northwind Capital Partners',
        'European Investment Bank',
        'Initech Ventures',
      ]),
    );
    // Places passed as rejects, months and sentence words are never names; spans never cross sentences.
    const all = candidates.map((c) => c.name);
    expect(all).not.toContain('Berlin');
    expect(all.some((n) => n.includes('March'))).toBe(false);
    expect(all.some((n) => n.includes('\n') || /\. [A-Z]/.test(n))).toBe(false);
  });

  it('suggests Arabic names with a joined article, and a father and a son of one name as two people', () => {
    const people = (t: string) =>
      recognise(t)
        .candidates.filter((c) => c.kind === 'person')
        .map((c) => c.name);
    expect(people('Sheikh Hamad bin Khalid al-Qasimi named Yousef al-Mansoori chairman.')).toEqual(
      expect.arrayContaining(['Yousef al-Mansoori']),
    );
    expect(people('Walter Brandt Sr. founded the firm. His son Walter Brandt Jr. now runs it.')).toEqual(
      expect.arrayContaining(['Walter Brandt Sr.', 'Walter Brandt Jr.']),
    );
  });

  it('keeps every place a name occurs, with offsets into the text', () => {
    const acme = recognise(text).candidates.find((c) => c.name === 'Acme Robotics GmbH');
    expect(acme?.spans.map((s) => text.slice(s.start, s.end))).toEqual(['Acme Robotics GmbH', 'Acme Robotics GmbH']);
  });

  it('extracts emails, URLs, domains and phones, not years or amounts', () => {
    const contacts = findContacts(
      'Write to Press@Acme-Robotics.example or see https://www.acme-robotics.example/news. Call +49 30 1234567. In 2019 revenue was 1,234,567.',
    );
    expect(contacts.map((c) => `${c.kind}:${c.value}`)).toEqual([
      'email:press@acme-robotics.example',
      'domain:acme-robotics.example',
      'url:https://www.acme-robotics.example/news',
      'phone:+49 30 1234567',
    ]);
  });

  // Issue 13: each of these took seconds at 20,000 characters (quadratic) and hours at the 2 MB a document may hold.
  // The time goal (each text within 1.5 s) is the bench's ("contact scanner" rows of `npm run bench:hostile-texts
  // -w bench`): a clock assert here failed under CI load. Here: each text is scanned to its end.
  it('scans hostile texts for contacts and name spans to their end', () => {
    const n = 200_000;
    const hostile = [
      'a.'.repeat(n / 2),
      `x@${'a.'.repeat(n / 2)}1`,
      'http://'.repeat(n / 7),
      `http://${'.'.repeat(n)}`,
      'A-'.repeat(n / 2),
      'A&'.repeat(n / 2),
    ];
    for (const text of hostile) {
      expect(findContacts(text).length, text.slice(0, 10)).toBeLessThanOrEqual(text.length);
      expect(recognise(text.replace(/\./g, ',').slice(0, 50_000)).candidates.length).toBeLessThanOrEqual(50_000);
    }
    expect(findContacts('mail a.b@x.example, x@y@z.example.org; http://a.example/x?y=1).').map((c) => c.value)).toEqual(
      ['a.b@x.example', 'x.example', 'y@z.example.org', 'z.example.org', 'http://a.example/x?y=1', 'a.example'],
    );
  });

  // Issue 33: a text never holds the parser past its budget; what was not read for names is said.
  it("stops reading names when the document's budget is spent, says where, and still finds its contacts", () => {
    const text = 'Jane Okafor runs Quillwright Robotics GmbH. Write to press@quillwright.example today.';
    const full = recogniseNames(text);
    expect(full.namesReadTo).toBeUndefined();
    expect(full.names.map((n) => n.name)).toContain('Quillwright Robotics GmbH');
    // The evidence's sentence travels with each span (cut on the parser thread for a long text).
    for (const n of full.names)
      for (const span of n.spans) expect(span.snippet).toBe(snippetAround(text, span).snippet);
    const cut = recogniseNames(text, new Set(), new Set(), -1);
    expect(cut.namesReadTo).toBe(0);
    expect(cut.names).toEqual([]);
    expect(cut.contacts).toEqual(full.contacts);
    const long = `${'Acme Robotics GmbH hired. '.repeat(10_000)}`;
    expect(recogniseNames(long).namesReadTo).toBe(200_000);
  });

  it('normalises names and builds the n-grams known names are looked up by', () => {
    expect(normaliseName('  Société Générale S.A. ')).toBe('societe generale s a');
    expect(nameGrams('Acme Robotics GmbH', 2)).toEqual(['acme', 'acme robotics', 'robotics', 'robotics gmbh', 'gmbh']);
    expect(occurrences('Meet ACME robotics and acme-robotics.', 'acme robotics').length).toBe(2);
  });

  it('finds many names in one text as occurrences() does, word by word', () => {
    const texts = [
      "ACME Robotics GmbH's Jane Doe met acme-robotics gmbh in München; Société Générale & Co. and AT&T. a a a.",
      "Café Olé, café-olé! O'Brien, obrien and O Brien. ﬁnance 3M 3m",
    ];
    const names = ['acme robotics gmbh', 'jane doe', 'munchen', 'societe generale & co', 'at&t', 'a a', 'cafe ole'];
    for (const t of texts) {
      const find = occurrenceFinder(t);
      for (const n of [...names, 'o brien', 'obrien', 'finance', '3m', ''])
        expect(find(n), n).toEqual(occurrences(t, n));
    }
  });

  it('reads known names but does not return them: the other names are the same as without them', () => {
    const known = ['Acme Robotics GmbH', 'Northwind Capital Partners', 'Jane Doe', 'Initech Ventures'];
    const find = occurrenceFinder(text);
    const covered = known.flatMap((k) => find(normaliseName(k)));
    const outside = (c: { spans: { start: number; end: number }[] }) =>
      c.spans.filter((s) => !covered.some((k) => s.start < k.end && k.start < s.end)).map((s) => s.start);
    const names = (r: ReturnType<typeof recognise>) =>
      r.candidates
        .map((c) => `${c.kind}:${c.name}:${outside(c).join(',')}`)
        .filter((c) => !c.endsWith(':'))
        .sort();
    const knownNames = new Set(known.map(normaliseName));
    expect(names(recognise(text, new Set(), knownNames))).toEqual(names(recognise(text)));
  });

  it('cuts the sentence around a name and says where the name is in it', () => {
    const s = snippetAround(text, { start: text.indexOf('Jane Doe'), end: text.indexOf('Jane Doe') + 8 });
    expect(s.snippet.startsWith('The round was led by')).toBe(true);
    expect(s.snippet.slice(s.highlightStart, s.highlightEnd)).toBe('Jane Doe');
  });
});

describe('tagging rules', () => {
  const text = 'Fintech startups in Berlin raised seed rounds; one builds payment rails.';

  it('any / all / literal / fuzzy, with and without case', () => {
    expect(
      matchRule({ matchText: 'crypto, payment rails', algorithm: 'any', caseSensitive: false }, text).matched,
    ).toBe(true);
    expect(matchRule({ matchText: 'fintech, crypto', algorithm: 'all', caseSensitive: false }, text).matched).toBe(
      false,
    );
    expect(matchRule({ matchText: 'fintech, berlin', algorithm: 'all', caseSensitive: false }, text).matched).toBe(
      true,
    );
    expect(matchRule({ matchText: 'fintech', algorithm: 'any', caseSensitive: true }, text).matched).toBe(false);
    expect(matchRule({ matchText: 'seed rounds;', algorithm: 'literal', caseSensitive: false }, text).matched).toBe(
      true,
    );
    // Whole words only for term rules: "tech" is not in "Fintech".
    expect(matchRule({ matchText: 'tech', algorithm: 'any', caseSensitive: false }, text).matched).toBe(false);
    expect(matchRule({ matchText: 'paymnt rails', algorithm: 'fuzzy', caseSensitive: false }, text).matched).toBe(true);
    expect(matchRule({ matchText: 'berln', algorithm: 'fuzzy', caseSensitive: false }, text).matched).toBe(true);
    expect(matchRule({ matchText: 'bonn', algorithm: 'fuzzy', caseSensitive: false }, text).matched).toBe(false);
    const hit = matchRule({ matchText: 'berlin', algorithm: 'any', caseSensitive: false }, text);
    expect(text.slice(hit.start, hit.end)).toBe('Berlin');
  });

  it('regex rules, with catastrophic patterns refused', () => {
    expect(matchRule({ matchText: 'seed|series [ab]', algorithm: 'regex', caseSensitive: false }, text).matched).toBe(
      true,
    );
    for (const bad of ['(a+)+$', '(x*)*y', '(a|aa)+', '(\\w+\\s?)*$', '(.*a){2}', '(a)\\1'])
      expect(regexProblem(bad), bad).not.toBeNull();
    expect(regexProblem('[unclosed')).toMatch(/not a valid regular expression/);
    for (const fine of ['fin(tech|ance)', '\\bseed\\b', 'a+b*c?', '[(a+)+]'])
      expect(regexProblem(fine), fine).toBeNull();
    // A refused pattern never runs, even if stored.
    expect(
      matchRule({ matchText: '(a+)+$', algorithm: 'regex', caseSensitive: false }, `${'a'.repeat(40)}!`).matched,
    ).toBe(false);
  });

  // Issue 13: these passed the nested-repetition check and backtracked (a*a*a*c over 600 a's: 44 s).
  it('runs user regexes in linear time (RE2), with the same flags and messages', () => {
    const rule = (matchText: string, caseSensitive = false) =>
      ({ matchText, algorithm: 'regex', caseSensitive }) as const;
    for (const [pattern, text] of [
      ['a*a*a*c', 'a'.repeat(600)],
      ['a*a*a*c', 'a'.repeat(50_000)],
      ['\\w*\\w*\\w*!', 'a'.repeat(50_000)],
      ['.*.*.*=', 'a'.repeat(50_000)],
      ['a{1,30}a{1,30}a{1,30}b', 'a'.repeat(20_000)],
    ] as const) {
      const started = performance.now();
      expect(matchRule(rule(pattern), text).matched).toBe(false);
      expect(performance.now() - started, pattern).toBeLessThan(1500);
    }
    const hit = matchRule(rule('series\\s+[ab]'), 'Café: the Series  B round');
    expect(hit).toEqual({ matched: true, start: 10, end: 19 });
    expect(matchRule(rule('series b', true), 'Series B').matched).toBe(false);
    expect(regexProblem('(?=a)b')).toMatch(/Lookahead and lookbehind are not supported/);
    expect(regexProblem('a{1,2000}')).toMatch(/not a valid regular expression/);
  });

  it('bounds fuzzy rules by phrase size and time', () => {
    const words = Array.from({ length: 100_000 }, (_, i) => `word${i % 97}`).join(' ');
    const phrase = Array.from({ length: 990 }, (_, i) => `w${i}`).join(' ');
    const started = performance.now();
    expect(matchRule({ matchText: phrase, algorithm: 'fuzzy', caseSensitive: false }, words).matched).toBe(false);
    const long = Array.from({ length: 99 }, (_, i) => `wordy${i}`).join(' ');
    expect(matchRule({ matchText: `${long}, ${long}`, algorithm: 'fuzzy', caseSensitive: false }, words).matched).toBe(
      false,
    );
    expect(performance.now() - started).toBeLessThan(1500);
    expect(ruleProblem(`${long}, x`, 'fuzzy')).toMatch(/at most 200 characters/);
    expect(ruleProblem('word1 wrd2', 'fuzzy')).toBeNull();
    expect(matchRule({ matchText: 'word1 wrd2', algorithm: 'fuzzy', caseSensitive: false }, words).matched).toBe(true);
  });

  it('splits terms on commas, semicolons and lines, else on spaces', () => {
    expect(ruleTerms('payment rails, crypto;ai\nml')).toEqual(['payment rails', 'crypto', 'ai', 'ml']);
    expect(ruleTerms('fintech  crypto')).toEqual(['fintech', 'crypto']);
  });
});
