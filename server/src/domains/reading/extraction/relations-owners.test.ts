import { describe, expect, it } from 'vitest';
import { extract } from './extract.ts';

// Issue 34, eighth session: owners and backers as a noun phrase states them. Every sentence is written for these
// tests (none is taken from the real-news set), with invented companies.
const relations = (text: string, type: string) =>
  extract(text)
    .relations.filter((r) => r.type === type)
    .map((r) => `${r.from} → ${r.to}`);

describe('owners and backers in a noun phrase', () => {
  it('reads a part of a group with words of its business between ("the group’s oil refinery arm …")', () => {
    expect(
      relations(
        'Ostvik Group Chairman Lars Ostvik promoted the head of Ostvik Group’s oil refinery arm Ostvik Refining AS.',
        'acquired',
      ),
    ).toContain('Ostvik Refining AS → Ostvik Group');
    expect(
      relations(
        'He was president of Telvara Seluler Ltd, a cellular unit of Telvara Holdings Ltd which was merged into it.',
        'acquired',
      ),
    ).toContain('Telvara Seluler Ltd → Telvara Holdings Ltd');
  });

  it('gives "its" the organization named last before it in the sentence, and none when there is none', () => {
    expect(
      relations(
        'In a filing with the Tarvonia Stock Exchange, Mervex Chemicals Inc. said the deal was made through its subsidiary, Amarel Tubos Ltda.',
        'acquired',
      ),
    ).toEqual(['Amarel Tubos Ltda. → Mervex Chemicals Inc.']);
    expect(
      relations('Kestrel Holdings Ltd grew. Its logistics unit Kestrel Freight Ltd grew too.', 'acquired'),
    ).toEqual([]);
  });

  it('reads a company "which sold to" a buyer and a buyer of a described target', () => {
    expect(
      relations('Arun Rao, who founded Cabsy Mobility Ltd which sold to Ridema Ltd, joined the round.', 'acquired'),
    ).toContain('Cabsy Mobility Ltd → Ridema Ltd');
    expect(
      relations(
        'When Quorra Inc. bought Dubai-based ride hailing app Faresta Ltd for $3 billion, it grew.',
        'acquired',
      ),
    ).toContain('Faresta Ltd → Quorra Inc.');
  });

  it('reads an investor "which has backed the likes of" a list', () => {
    expect(
      relations(
        'Elvaro Capital, which has backed the likes of Swiftcart Ltd, Meshly Ltd and Payvora Ltd, closed a new fund.',
        'investor',
      ),
    ).toEqual(
      expect.arrayContaining([
        'Elvaro Capital → Swiftcart Ltd',
        'Elvaro Capital → Meshly Ltd',
        'Elvaro Capital → Payvora Ltd',
      ]),
    );
    // Naming companies is not backing them.
    expect(relations('Elvaro Capital, which competes with Meshly Ltd, closed a new fund.', 'investor')).toEqual([]);
  });
});
