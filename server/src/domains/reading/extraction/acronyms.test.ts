import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

const orgs = (text: string) =>
  extract(text)
    .entities.filter((e) => e.kind === 'organization')
    .map((e) => ({ name: e.name, aliases: e.aliases }));

describe('acronyms and short names (issue 34 item 3)', () => {
  it('joins a short name defined with ", or" to the long name', () => {
    const text =
      'The Norland Business Federation, or Kerrenkai, named two vice chairs. Kerrenkai said both start in May.';
    expect(orgs(text)).toEqual([{ name: 'Norland Business Federation', aliases: ['Kerrenkai'] }]);
  });

  it('reads an acronym used alone as an organization, but not roles, currencies or country codes', () => {
    const text = 'He chairs QDX and IHF, and the CEO said the USD figure for NOR was final.';
    expect(orgs(text).map((o) => o.name)).toEqual(['QDX', 'IHF']);
  });

  it('joins the initials of a name to it ("Hewlett-Packard" … "HP")', () => {
    const text = 'She joined Hewlett-Packard in 1990. At HP she ran the printer business.';
    expect(orgs(text)).toEqual([{ name: 'Hewlett-Packard', aliases: ['HP'] }]);
  });

  it('does not take the acronym of a programme for an organization', () => {
    const text = 'The Coastal Sensing Research Program (CSRP) funds ten teams. CSRP grants go to Tarnwick University.';
    expect(orgs(text).map((o) => o.name)).toEqual(['Tarnwick University']);
  });

  it('does not take a finance or meeting abbreviation for an organization', () => {
    const text =
      'Lumo Robotics GmbH called an EGM to approve the SPAC deal; its IRR and MOIC beat the fund’s SAAS peers.';
    expect(orgs(text).map((o) => o.name)).toEqual(['Lumo Robotics GmbH']);
  });
});
