/**
 * Emoji that stand for words (issue 35, the twenty-fifth blind set): "👩 🎂 40+ 🏠 Munich", "📅 2020+", "💼 @ Acme
 * Robotics", "🚫 🔒", "📚 📅 ⬇️ top 4". Each is said again as the word it stands for before the question is read;
 * a flag is its country's code. Decorative emoji (🙏, 🔥, 👍) are left to the chat marks, which name them as setting
 * no condition; any other emoji is returned as unknown, to be named as not used with a doubt — never dropped as if it
 * said nothing.
 */

/** Emoji read as words; the variation selector is taken off before looking one up. */
const WORDS: Record<string, string> = {
  '👥': 'people',
  '🧑': 'people',
  '👤': 'people',
  '👩': 'women',
  '👨': 'men',
  '🏢': 'organizations',
  '🏛': 'organizations',
  '📚': 'library entries',
  '📖': 'library entries',
  '💸': 'deals',
  '🎙': 'podcasts',
  '🎧': 'podcasts',
  '📊': 'reports',
  '📰': 'articles',
  '🔒': 'paywalled',
  '🚫': 'not',
  '❌': 'not',
  '📧': 'with email',
  '✉': 'with email',
  '📨': 'with email',
  '🔢': 'how many',
  '🏷': 'tagged',
};
/** Emoji that carry no condition: named by the chat marks as how the message is put. */
const DECOR = new Set([...'🙏🔥👍👌✅🎉👀💯✨🙌👋🤞💪🚀⚡🤷🧵📌👇👉💬📢💡👏'].map((c) => c));

/** Faces and hands (the emoticons block and the supplemental faces): a mood, no condition. */
const face = (e: string) => {
  const c = e.codePointAt(0) ?? 0;
  return (c >= 0x1f600 && c <= 0x1f64f) || (c >= 0x1f910 && c <= 0x1f92f) || (c >= 0x1f970 && c <= 0x1f97f);
};
const PICTO = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*|\p{Regional_Indicator}{2}/gu;
const bare = (e: string) => e.replace(/\uFE0F/g, '');
/** 🇩🇪 → "DE": two regional indicators are a country's code. */
const flag = (e: string) =>
  [...e].every((c) => /\p{Regional_Indicator}/u.test(c))
    ? String.fromCharCode(...[...e].map((c) => (c.codePointAt(0) ?? 0) - 0x1f1e6 + 65))
    : null;

export function emojiWords(text: string): { text: string; unknown: string[] } {
  if (!/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(text)) return { text, unknown: [] };
  const unknown: string[] = [];
  const out = text
    // "🚫 📧": without an email; "🚫 🔒": not paywalled.
    .replace(/(?:🚫|❌)\uFE0F?\s*(?:📧|✉\uFE0F?|📨)/gu, ' without email ')
    // "📅 ⬇️", "sorted 📅 ⬆️": by the kind's own date, newest or oldest first.
    .replace(/📅\uFE0F?\s*⬇\uFE0F?/gu, ' newest first ')
    .replace(/📅\uFE0F?\s*⬆\uFE0F?/gu, ' oldest first ')
    // "⬆️ 30%", "⬇️ 40": more than, under; with no number, an order.
    .replace(/⬆\uFE0F?\s*(?=\d)/gu, ' more than ')
    .replace(/⬇\uFE0F?\s*(?=\d)/gu, ' under ')
    .replace(/⬇\uFE0F?/gu, ' descending ')
    .replace(/⬆\uFE0F?/gu, ' ascending ')
    // "🎂 40+": aged 40 or more; "🎯 25%": exactly.
    .replace(/🎂\s*(\d{1,3})\s*\+/gu, ' aged $1 or more ')
    .replace(/🎂\s*(?=\d)/gu, ' aged ')
    .replace(/🎯\s*(?=\d)/gu, ' exactly ')
    // "🏠 Munich": living there; "💼 @ X": working at X; "✍️ by X": written by X.
    .replace(/🏠\s*(?:in\s+)?/gu, ' living in ')
    .replace(/💼\s*(?:@|at)\s*/gu, ' working at ')
    .replace(/✍\uFE0F?\s*(?:by\s+)?/gu, ' written by ')
    // "📅 2020+": the kind's own date, 2020 or later; "❤️": the favourite flag.
    .replace(/📅\uFE0F?\s*(\d{4})\s*\+/gu, ' from $1 onwards ')
    .replace(/📅\uFE0F?\s*/gu, ' ')
    .replace(/(?:❤|⭐|🌟)\uFE0F?/gu, ' favourite ')
    .replace(PICTO, (e) => {
      const code = flag(e);
      if (code) return ` ${code} `;
      const word = WORDS[bare(e)];
      if (word) return ` ${word} `;
      if (DECOR.has(bare(e)) || face(bare(e))) return e;
      unknown.push(e);
      return ' ';
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
  return { text: out, unknown };
}
