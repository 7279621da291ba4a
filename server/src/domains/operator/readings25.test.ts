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
});
