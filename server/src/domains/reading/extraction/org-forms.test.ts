import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';
import { writtenForms } from './org-forms.ts';

/** The organizations a text suggests, each with its aliases. */
const organizations = (text: string) =>
  extract(text)
    .entities.filter((e) => e.kind === 'organization')
    .map((e) => [e.name, ...e.aliases].join(' | '));

// Ninth session: one organization written two ways in a text is one suggestion, whichever way it was found first.
describe('an organization written two ways', () => {
  it('its initials with the legal form, or without its head noun, are the same organization', () => {
    expect(
      organizations('Quorvane Pension Investment Corp. named a new chairman. He will oversee governance at the QPIC.'),
    ).toEqual(['Quorvane Pension Investment Corp. | QPIC']);
    expect(
      organizations('The QLDT (Quorvane Long Distance Telephone Company) bought Telmaro. QLDT said the deal closed.'),
    ).toContain('Quorvane Long Distance Telephone Company | QLDT');
  });

  it('initials and its last word, a last word cut short, a place dropped before it, another legal form', () => {
    expect(
      writtenForms(['tropical', 'general', 'investments', 'group'], 'Tropical General Investments Group'),
    ).toContain('tgi group');
    expect(organizations('Marrow Technologies posted a profit. Shares of Marrow Tech rose 4% on Monday.')).toEqual([
      'Marrow Technologies | Marrow Tech',
    ]);
    expect(
      organizations('Guangdong Quillan Construction won the bid. Quillan Construction will build the bridge.'),
    ).toEqual(['Guangdong Quillan Construction | Quillan Construction']);
    expect(organizations('Velmora Corporation hired Jane Okafor. Velmora Corp. said she starts in May.')).toEqual([
      'Velmora Corporation | Velmora Corp.',
    ]);
  });

  it('a name with its own legal form is no short form of a longer name with the same first word', () => {
    expect(
      organizations('Tomas Lind joined Quorvik Corporation in May. Quorvik Financial Group bought a stake.'),
    ).toEqual(['Quorvik Corporation', 'Quorvik Financial Group']);
  });
});
