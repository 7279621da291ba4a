import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { bankReader } from './bank/wording-check.ts';

/**
 * Found on the twenty-fifth blind set's development half (issue 35), each tested on own sentences (today
 * 2025-05-15). Before, every emoji was taken out as how the message is put, so "📚 📅 ⬇️ top 4" answered with the
 * four first organizations and "🏢 🔝 by 💰" with all of them, each with no doubt (confident wrong answers).
 */
describe('Operator: voices of the twenty-fifth set', () => {
  const ctx = useTestApp();
  const { parse, expected, check } = bankReader(ctx);

  it('reads emoji that stand for words, and says so', () => {
    check([
      ['📚 📅 ⬇️ top 4', 'lib; ^-publish_date; #4'],
      ['👩 🎂 40+ 🏠 Munich pls', 'ppl; gender=F; city=Munich; birth_date=,1985-05-15'],
      ['🏢 🇩🇪 📅 2020+', 'org; hq_geo=@geo:DE; founding_date=2020,'],
      ['👥 💼 @ Acme Robotics 🚫 📧', 'ppl; organization=@org:Acme Robotics; has_email=false'],
      ['🏢 🚫 🔒', 'org; !visibility=paywalled'],
    ]);
    expect(parse('📚 📅 ⬇️ top 4').notes.join(' ')).toContain(
      'Read the emoji as words: "library entries newest first top 4"',
    );
  });

  it('names an emoji it does not know as not used, with a doubt; a decorative one sets no condition', () => {
    const p = parse('🏢 🔝 by 💰');
    expect(p.query).toEqual(expected('org'));
    expect(p.doubt).toMatch(/^Not sure: "🔝", "💰"/);
    expect(p.notes.join(' ')).toContain('an emoji the reader does not know the meaning of');
    check([['stakes of 30% or more 🙏', 'led; ownership_percentage=30,']]);
  });

  it("reads a Norwegian speaker's calques, an archivist's, a weather presenter's, a columnist's and Welsh words", () => {
    check([
      ['Which firms have not headquarter in Berlin?', 'org; !hq_city=@city:Berlin'],
      ['Which persons become 50 this year?', 'ppl; birth_date=1975,1975'],
      ['Which firms have persons employed that live in Munich?', 'org; staff.city=Munich'],
      ["Tidy, now show me the firms that aren't twelve yet, butt.", 'org; founding_date=2013-05-16,'],
      [
        'Turning to the organizations: highs of 15 years, lows of 12. Which firms fall within that range?',
        'org; founding_date=2009-05-16,2013-05-15',
      ],
      [
        'Lows of 10, highs of 30 — stakes in that range, VC only, please.',
        'led; vehicle_type=VC; ownership_percentage=10,30',
      ],
      ['Which holdings are catalogued under the subject heading Fintech?', 'lib; keywords=@kw:Fintech'],
      ['The series of the ledger type, please, as set out in the finding aid.', 'lst; type=LedgerList'],
      [
        'EXCLUSIVE: which firms burst onto the scene this year? Insiders say there are a few.',
        'org; founding_date=2025,2025',
      ],
      ['Which keywords made the dashboard? Spill the tea, insiders!', 'kw; show_on_dashboard=true'],
      [
        'Outlook for the library: a band of podcasts from publishers in the United Kingdom.',
        'lib; type=Podcast; publisher.hq_geo=@geo:GB',
      ],
    ]);
    // A place of ledger entries is their holder's, stated.
    const p = parse('PE and FA deals from Germany');
    expect(p.query).toEqual(expected('led; vehicle_type=PE+FA; holder.hq_geo=@geo:DE'));
    expect(p.doubt).toMatch(/^Not sure: /);
  });

  it('reads a city no visible address names, after "living in", as the address city, and says so', () => {
    const p = parse('people that are not staying in Lagos');
    expect(p.query).toEqual(expected('ppl; !city=Lagos'));
    expect(p.notes.join(' ')).toContain('no address you can see is in Lagos; read as the address city');
    check([['people living in Berlin', 'ppl; city=Berlin']]);
  });
});
