import { describe, expect, it } from 'vitest';
import { recognise } from '../recognise.ts';
import { tokenize } from './tokens.ts';

/** What a text suggests: kind and name of each candidate. */
const suggested = (text: string) => recognise(text).candidates.map((c) => `${c.kind}:${c.name}`);

// Issue 34, item 3 of "What goes wrong" and item 3 of "What to build": where a name starts and ends.
describe('name boundaries', () => {
  it('a title or job before a name is not part of it', () => {
    expect(suggested('Finance Minister Ana Ribeiro said the budget would pass.')).toEqual(['person:Ana Ribeiro']);
    expect(suggested('Northfield University Provost Mark Ellison resigned on Friday.')).toEqual([
      'organization:Northfield University',
      'person:Mark Ellison',
    ]);
    expect(suggested('Vice-Chancellor Mark Ellison of Northfield University resigned.')).toEqual([
      'person:Mark Ellison',
      'organization:Northfield University',
    ]);
    expect(suggested('Board Member Tom Reilly resigned.')).toEqual(['person:Tom Reilly']);
    expect(suggested('State Councillor Wang Yi met Jane Okafor.')).toEqual(['person:Wang Yi', 'person:Jane Okafor']);
    expect(suggested('Chancellor Olaf Brandt met Mayor Ines Kowalczyk in the town hall.')).toEqual([
      'person:Olaf Brandt',
      'person:Ines Kowalczyk',
    ]);
  });

  it('Sr. and Jr. stay in the name, with their dot', () => {
    expect(suggested('Robert Downey Jr. starred in the film.')).toEqual(['person:Robert Downey Jr.']);
    expect(suggested('The film starred Robert Downey Jr. and was a hit.')).toEqual(['person:Robert Downey Jr.']);
    expect(suggested('Martin Luther King Sr. was a pastor in Atlanta.')).toEqual(['person:Martin Luther King Sr.']);
  });

  it('particles stay in the name (van, de, bin)', () => {
    expect(suggested('Ruud van Nistelrooy scored twice.')).toEqual(['person:Ruud van Nistelrooy']);
    expect(suggested('Anwar bin Ibrahim spoke on Monday.')).toEqual(['person:Anwar bin Ibrahim']);
    expect(suggested('Juan de la Cruz joined Acme Ltd in March.')).toEqual([
      'person:Juan de la Cruz',
      'organization:Acme Ltd',
    ]);
  });

  it('a possessive is not part of a name, and marks a mention of the full name', () => {
    const [quillmoor, ...rest] = recognise('Quillmoor’s shares rose after Quillmoor Ltd reported a profit.').candidates;
    expect(rest).toEqual([]);
    expect(quillmoor?.name).toBe('Quillmoor Ltd');
    expect(quillmoor?.spans).toHaveLength(2);
    expect(tokenize('Quillmoor’s', 0, 11).map((t) => t.text)).toEqual(['Quillmoor', '’s']);
    // A few brands are written with it.
    expect(tokenize("McDonald's", 0, 10).map((t) => t.text)).toEqual(["McDonald's"]);
  });

  it('a tail noun of the stop list ends a name after an acronym or an unknown word (fifth session)', () => {
    expect(suggested('The merger was first reported by KTV News on Tuesday.')).toEqual(['organization:KTV News']);
    expect(suggested('The round was led by Harlow Ventures, with Quibbet Investors joining.')).toEqual([
      'organization:Harlow Ventures',
      'organization:Quibbet Investors',
    ]);
    // Not after a nationality or a common word.
    expect(suggested('The deal angered Chinese Investors and Silver Brook Partners.')).toEqual([
      'organization:Silver Brook Partners',
    ]);
  });

  it('"New" and "First" inside a sentence begin a name; a capitalised particle ends one (fifth session)', () => {
    expect(suggested('Mara Lind, a partner at First Lantern Capital, declined to comment.')).toEqual([
      'person:Mara Lind',
      'organization:First Lantern Capital',
    ]);
    expect(suggested('The plan was reported by The New Harbor Tribune on Monday.')).toEqual([
      'organization:New Harbor Tribune',
    ]);
    expect(suggested('Pune-based Copper Street Den raised money from Harlow Ventures.')).toEqual([
      'organization:Copper Street Den',
      'organization:Harlow Ventures',
    ]);
  });

  it('a capitalised "The" inside a sentence opens a title: a newspaper or a company (fifth session)', () => {
    expect(suggested('Tove Lind is leaving the magazine for a job at The Quillpost.')).toEqual([
      'person:Tove Lind',
      'organization:Quillpost',
    ]);
    expect(suggested('He edited The Marrowfield Daily News for ten years.')).toEqual([
      'organization:Marrowfield Daily News',
    ]);
    // Not a place whose name has the article.
    expect(suggested('The court in The Hague ruled on Monday.')).toEqual([]);
  });

  it('"and" inside a public body’s name joins two fields; a company or person before it stays apart (fifth session)', () => {
    expect(suggested('He filed a notice with the Securities and Futures Commission on Monday.')).toEqual([
      'organization:Securities and Futures Commission',
    ]);
    expect(suggested('Harlow Group and Energy Council officials met on Friday.')).toEqual([
      'organization:Harlow Group',
      'organization:Energy Council',
    ]);
  });

  it('fields joined by "and" before a body’s head noun are one name; two names before a head stay two (ninth session)', () => {
    expect(suggested('She taught at Lisbon Veterinary and Dental College for a decade.')).toEqual([
      'organization:Lisbon Veterinary and Dental College',
    ]);
    expect(suggested('The Regional Planning and Reform Commission approved the plan.')).toEqual([
      'organization:Regional Planning and Reform Commission',
    ]);
    expect(suggested('It bought Nile Ceramic and Porcelain Company last year.')).toEqual([
      'organization:Nile Ceramic and Porcelain Company',
    ]);
    expect(suggested('Quorvik and Telmaro Technologies raised money from Harlow Ventures.')).toEqual([
      'organization:Telmaro Technologies',
      'organization:Harlow Ventures',
    ]);
  });

  it('a legal form that heads a name keeps its complement and a second form (ninth session)', () => {
    expect(suggested('Wen Jie is chairman of Hydro Engineering Corporation of Vietnam.')).toEqual([
      'person:Wen Jie',
      'organization:Hydro Engineering Corporation of Vietnam',
    ]);
    expect(suggested('The deal was signed by the Holding Company for Electrical Industries on Monday.')).toEqual([
      'organization:Holding Company for Electrical Industries',
    ]);
    expect(suggested('Pellmore sold Acme Company for Rockfield Holdings shares.')).toContain(
      'organization:Acme Company',
    );
    expect(suggested('Kenji Mori joined Marrow Settlement Corporation Ltd in May.')).toEqual([
      'person:Kenji Mori',
      'organization:Marrow Settlement Corporation Ltd',
    ]);
    expect(suggested('He chairs Quill Beverage Services of Kenya Limited.')).toEqual([
      'organization:Quill Beverage Services of Kenya Limited',
    ]);
  });

  it('"es" between capitalised words is a particle of the name (ninth session)', () => {
    expect(suggested('It owns a stake in the Dar es Salaam Port Authority.')).toEqual([
      'organization:Dar es Salaam Port Authority',
    ]);
  });

  it('a couple’s foundation, a university’s campus, a fund’s number, a number word, "Pvt. Ltd." (ninth session)', () => {
    expect(suggested('She sat on the board of the Sven and Greta Lindqvist Foundation for years.')).toEqual([
      'organization:Sven and Greta Lindqvist Foundation',
    ]);
    expect(suggested('He holds a doctorate from the University of Quorvia, Los Angeles, and teaches.')).toEqual([
      'organization:University of Quorvia, Los Angeles',
    ]);
    expect(suggested('She will teach at the University of Marrow at Austin next year.')).toEqual([
      'organization:University of Marrow at Austin',
    ]);
    expect(suggested('It raised money from Quorvik Vision Fund 3 (QVF3) and Seven Hills Ventures.')).toEqual([
      'organization:Quorvik Vision Fund 3',
      'organization:Seven Hills Ventures',
    ]);
    expect(
      suggested('Harlow Ventures invested in Delhi-based Quorvik Housing Finance Pvt. Ltd.\nOthers followed.'),
    ).toEqual(['organization:Harlow Ventures', 'organization:Quorvik Housing Finance Pvt. Ltd.']);
  });
});
