import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Found on the twentieth blind set's development half (issue 35), each tested on own sentences (today 2025-05-15).
 * Before, a word capitalised only by its place was searched for as a name: an exclamation or greeting opening the
 * message ("Eish, …", "Howzit, …"), a one-word sentence ("… Lekker."), a step word after a full stop ("Next, …"), the
 * reader's own name ("OK Operator", "Operator:") and a letter standing for a set ("Let S be …"); and "men over
 * forty, make that women" kept only "women", losing the age.
 */
describe('Operator: words capitalised by their place, and corrections of one word', () => {
  const ctx = useTestApp();
  const { parse, expected, check, framed } = bankReader(ctx);

  it('names an exclamation, a one-word sentence or a set letter as not used instead of searching for it', () => {
    const rows: [string, string, string][] = [
      ['Eish, companies in Germany, please.', 'org; hq_geo=@geo:DE', 'Eish'],
      ['Eish! Companies in Germany', 'org; hq_geo=@geo:DE', 'Eish'],
      ['Howzit, any reports from 2023?', 'lib; type=Report; publish_date=2023,2023', 'Howzit'],
      ['VC stakes. Lekker.', 'led; vehicle_type=VC', 'Lekker'],
      ['Operator: list the reports from 2023', 'lib; type=Report; publish_date=2023,2023', 'Operator'],
      ['Let S be the set of organizations founded after 2010. List S.', 'org; founding_date=2011,', 'Let S be'],
    ];
    for (const [text, spec, word] of rows) {
      const parsed = parse(text);
      expect(parsed.query, text).toEqual(expected(spec));
      expect(parsed.doubt, text).toContain(`"${word}`);
    }
  });

  it('reads "OK Operator" as a wake word and "Next," as a step, never as a name', () => {
    framed('Okay Operator, the people in Berlin.', 'ppl; city=Berlin', 'Okay Operator');
    check([['Hey Operator, VC stakes. Next, only the ones we own.', 'led; vehicle_type=VC; owned=true']]);
  });

  it('still searches for a capitalised name inside the sentence, as a stated guess', () => {
    const parsed = parse('companies like Zorblax in Germany');
    expect(parsed.query.search).toBe('Zorblax');
    expect(parsed.doubt).toContain('"Zorblax"');
  });

  it('a correction of one gender replaces that word only, in the same sentence or the next', () => {
    check([
      ['men over forty, make that women', 'ppl; gender=F; birth_date=,1984-05-15', /read strictly/],
      ['Find women in Oslo born before 1990. Next, make that men.', 'ppl; gender=M; city=Oslo; birth_date=,1989'],
    ]);
  });
});
