import nlp from 'compromise';

/**
 * Word lists the extractor reads (legal forms by jurisdiction are in legal-forms.ts): organisation head nouns, roles, titles,
 * given and family names beyond compromise's (mostly Western) lexicon, and compromise's own lexicon
 * (≈25k words: common words, first names, places, known organizations) looked up word by word.
 */

/** ASCII without dots and apostrophes (most tokens): folding it only lowers its case. */
const FOLDED_BUT_CASE = /^[^.'\u0080-\uffff]*$/;

/** A token's form for comparisons: no dots or accents, lower case. */
export const fold = (s: string) =>
  FOLDED_BUT_CASE.test(s)
    ? s.toLowerCase()
    : s
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[.’']/g, '')
        .toLowerCase();

/** Nouns that end (or head) an organization's name. */
export const HEAD_NOUNS = new Set(
  `tribune herald courant statesman gazette chronicle courier inquirer dispatch telegraph journal
   university universität université universidad college school academy institute institut institutet
   ministry department agency authority directorate commission committee council court tribunal exchange
   fund funds capital partners ventures venture group holdings holding bank banco foundation labs lab laboratories
   trust society association federation union league chamber office board bureau service services navy army corps
   corporation company companies enterprises industries industrial international global systems technologies
   technology tech software analytics robotics logistics logistiek energy energi power electronics minerals mining
   materials chemicals chemie pharma pharmaceuticals therapeutics biologics biosciences bio diagnostics health
   healthcare medical hospital clinic insurance mutual assurance securities investments investment advisors advisers
   asset management consulting consultancy solutions networks communications telecom media studios studio
   publishing press airlines airways aviation marine maritime shipping lines motors automotive automation
   trucks foods food beverages brewing textiles tekstil apparel retail stores markets properties realty estate
   construction engineering works builders cells batteries battery solar wind grid utilities petroleum oil gas
   resources agro agri plantations farms seeds data semicon semiconductor semiconductors devices instruments
   optical optics cyber security defence defense aerospace space angels associates
   breweries brewery distillery distilleries paper chem steel cement mills alliance library museum airport airports
   railway railways`
    .split(/\s+/)
    .filter(Boolean),
);
/** Head nouns that take an "of"/"for" complement as part of the name (University of Tartu, Bank of Canada). */
export const OF_HEADS = new Set(
  `university college school academy institute ministry department agency authority directorate commission
   committee council court tribunal exchange bank fund foundation trust society association federation union
   league chamber office board bureau museum centre center corporation republic government order
   development reconstruction`
    .split(/\s+/)
    .filter(Boolean),
);
/** Words that start an organization's name in some languages (Banco Planalto, Grupo Altamar). */
export const ORG_PREFIXES = new Set(
  `banco banca grupo groupe gruppo officine atelier ateliers societe sociedad compagnie compania puertos
   editions editora instituto fundacion fondation stichting verein cooperativa`
    .split(/\s+/)
    .filter(Boolean),
);

/** Role words: a role apposition or a role before a name marks a person (and a relation). */
export const ROLES = [
  'chief executive officer',
  'chief executive',
  'chief financial officer',
  'chief operating officer',
  'chief technology officer',
  'chief scientist',
  'chief economist',
  'chief investment officer',
  'chief commercial officer',
  'managing director',
  'managing partner',
  'general partner',
  'general manager',
  'director general',
  'finance director',
  'commercial director',
  'executive director',
  'independent director',
  'non-executive director',
  'executive chairman',
  'acting chief executive',
  'deputy chief executive',
  'head of strategy',
  'co-founder',
  'cofounder',
  'founder',
  'chairman',
  'chairwoman',
  'chair',
  'president',
  'vice president',
  'chief',
  'director',
  'partner',
  'spokesperson',
  'spokesman',
  'spokeswoman',
  'ceo',
  'cfo',
  'cto',
  'coo',
  'cio',
  'treasurer',
  'secretary',
  'head',
  'principal',
  'analyst',
  'economist',
  'professor',
  'researcher',
  'minister',
  'governor',
];
/** Words of a role that cut a run of capitalised words ("Chief Executive Ingrid Haugland"). */
export const ROLE_WORDS = new Set(
  `chief ceo cfo cto coo cio president vice chairman chairwoman chair founder co-founder cofounder director
   managing spokesperson spokesman spokeswoman professor minister governor secretary treasurer partner head
   executive officer md analyst economist provost chancellor rector mayor commissioner ambassador deputy superintendent
   attorney councillor councilor member vice-president vice-chancellor vice-chairman vice-chair co-chair co-chairman`
    .split(/\s+/)
    .filter(Boolean),
);

/** Honorifics written as part of a person's name ("Sheikh Hasina", "Sheikha Fatima"): the name is a person's. */
export const NAME_HONORIFICS = new Set(['sheikh', 'sheikha', 'shaikh', 'shaikha', 'sheik']);

/** Titles before a person's name (the name is a person's; the title is not part of it). */
export const TITLES = new Set(
  `dr prof professor mr mrs ms miss mx sir dame lord lady sen senator rep gov governor judge justice rev
   datuk dato datin tan sri seri tun haji hajjah pak bu ibu
   capt captain gen general col maj lt sgt adm`
    .split(/\s+/)
    .filter(Boolean),
);
/** Of these, the ones that are also common words or names: a title only when written with a dot or before two names. */
export const WEAK_TITLES = new Set(['tan', 'general', 'judge', 'justice', 'lady', 'lord', 'pak', 'bu']);

/** Abbreviations after which a period does not end a sentence. */
export const ABBREVIATIONS = new Set(
  `dr prof mr mrs ms mx sr jr st sen rep gov gen col capt lt sgt adm rev no nos vol fig approx est dept univ
   inc ltd ltda corp co plc llc pte pvt pty bhd sdn jsc kk bv nv sa spa srl sarl gmbh ag ab oy asa
   jan feb mar apr jun jul aug sep sept oct nov dec mon tue wed thu fri sat sun vs etc eg ie cf al`
    .split(/\s+/)
    .filter(Boolean),
);
/** Of those, the ones a sentence often ends with ("… with Acme Ltd. The deal …"). */
export const SENTENCE_FINAL_ABBREVIATIONS = new Set(
  `inc ltd ltda corp co plc llc pte pvt pty bhd sdn jsc kk bv nv sa spa srl sarl gmbh ag ab oy asa etc al`
    .split(/\s+/)
    .filter(Boolean),
);

/** Connectors allowed inside a name (never at its ends). */
export const CONNECTORS = new Set(
  `of for and & de del della der den van von für la le du da do dos das di bin binti bint al el es y e zu ter`
    .split(/\s+/)
    .filter(Boolean),
);
/** Connectors that belong to a person's name (Pieter van der Berg, Ahmad Faizal bin Rahman). */
export const NAME_PARTICLES = new Set(
  `de del della der den van von la le du da dos das di bin binti bint al el zu ter ben`.split(/\s+/).filter(Boolean),
);

/** Words after a person's name that are part of it (Robert Downey Jr., Henry Ford II). */
export const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);

/**
 * Given names beyond compromise's lexicon, from many naming traditions (East and South Asia, Africa,
 * the Nordics, Eastern Europe, the Middle East, Latin America).
 */
export const GIVEN_NAMES = new Set(
  `hiroshi takeshi kenji yuki yuko haruto sota yui aiko akira daisuke haruki hiroko kazuo keiko makoto naoko
   satoshi shinji takashi taro hana kenta ryo sakura yoshiro yusuke emi
   ji-hoon min-jun seo-yeon ji-woo hyun-woo soo-jin eun-ji jae-won dong-hyun young-ho
   wei ling mei jing hui xin yan jun hao lei ming tao yu qiang lan na
   ananya deepa vikram priya rahul arjun aditya rohan sanjay suresh rajesh lakshmi kavya meera anil sunil
   ravi amit neha pooja divya nikhil karthik
   ahmad faizal nurul izzah siti aisyah muhammad mohd hafiz farid aziz rahim zainal
   budi agus dewi sri wayan putu made ketut adi eko
   somchai somsak suda niran anong pim
   nguyen thi minh anh hoa duc thanh huong linh
   chinedu chukwuemeka ngozi adebayo oluwaseun folake emeka kwame kofi ama abena amina fatima yusuf ibrahim
   tunde bola funmilayo wanjiru njeri otieno
   elin aino mette sigrid ingrid astrid freja liv solveig kari torbjorn lars nils sven bjorn mikael jukka
   pekka matti annika leena
   katarzyna agnieszka malgorzata piotr krzysztof tomasz jakub dmitry dmitri irina olga sergei sergey
   vladimir nikolai tatiana svetlana yelena ekaterina oksana taras bogdan
   emre mehmet ayse fatma zeynep burak elif deniz
   yael avi noa tamar eitan itai omer
   siobhan niamh aoife ciaran padraig eoin
   joao maria jose maría josé rafael luiz luis ana paula thiago camila lucia sofia mateo santiago`
    .split(/\s+/)
    .filter(Boolean),
);

/** Family names written first (Chinese, Korean, Vietnamese, Malay patronyms aside): "Tan Wei Ling", "Park Ji-hoon". */
export const FAMILY_FIRST = new Set(
  `tan lim lee lai ng ong goh chua koh teo wong chan cheung leung lau ho chow yeung
   zhang wang li liu chen yang huang zhao wu zhou xu sun zhu hu guo lin luo zheng liang xie song tang
   han feng deng cao peng zeng xiao tian dong yuan pan cai jiang yu du cheng wei su lu ding ren shen yao
   kim park choi jung jeong kang cho yoon yun jang lim han seo shin kwon hwang ahn song hong
   nguyen tran le pham hoang phan vu vo dang bui ngo duong ly`
    .split(/\s+/)
    .filter(Boolean),
);

type LexiconValue = string | string[];
const LEXICON = (nlp as unknown as { world(): { model: { one: { lexicon: Record<string, LexiconValue> } } } }).world()
  .model.one.lexicon;
const tagsOf = (word: string): string[] => {
  const v = LEXICON[word.toLowerCase()];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
};

const PLACE_TAGS = new Set(['City', 'Country', 'Region', 'Place']);
const NAME_TAGS = new Set(['FemaleName', 'MaleName', 'FirstName']);
/** Tags of words that are names of someone or something, besides given names and places. */
const NAME_ONLY_TAGS = new Set(['Organization', 'LastName', 'ProperNoun', 'Person']);
/** A verb or a function word (not an adjective or noun): what a surname never is ("Said", "Says", "Also"). */
const VERB_OR_FUNCTION = new Set([
  'Adverb',
  'Preposition',
  'Conjunction',
  'Determiner',
  'Pronoun',
  'Possessive',
  'PastTense',
  'PresentTense',
  'Gerund',
  'Infinitive',
  'Modal',
  'Copula',
]);
/** Tags of words that, capitalised at a sentence start, are the sentence's grammar and not part of a name. */
const GRAMMAR_TAGS = new Set([
  ...VERB_OR_FUNCTION,
  'Plural',
  'Actor',
  'QuestionWord',
  'Expression',
  'Month',
  'WeekDay',
  'Date',
  'Adjective',
  'Comparative',
  'Superlative',
  'Value',
  'Cardinal',
  'Ordinal',
]);

export const isPlace = (phrase: string) => tagsOf(phrase).some((t) => PLACE_TAGS.has(t));
export const isKnownOrganization = (phrase: string) => tagsOf(phrase).includes('Organization');
export const isGivenName = (word: string) =>
  GIVEN_NAMES.has(word.toLowerCase()) || tagsOf(word).some((t) => NAME_TAGS.has(t));
export const isFamilyName = (word: string) => tagsOf(word).includes('LastName');
/** A word of ordinary English (verb, adverb, pronoun…), and not a name, place or organization. */
export const isGrammarWord = (word: string) => {
  const tags = tagsOf(word);
  if (tags.some((t) => NAME_TAGS.has(t) || PLACE_TAGS.has(t) || t === 'Organization' || t === 'LastName')) return false;
  return tags.some((t) => GRAMMAR_TAGS.has(t));
};
export const isVerbOrFunctionWord = (word: string) => tagsOf(word).some((t) => VERB_OR_FUNCTION.has(t));
/** An adjective and nothing of a verb or function word ("Royal", "National", "General"): it may begin a name. */
export const isPlainAdjective = (word: string) => {
  const tags = tagsOf(word);
  return tags.includes('Adjective') && !tags.some((t) => VERB_OR_FUNCTION.has(t));
};
/** A nationality's adjective ("Norwegian", "Danish", "Japanese"): compromise's demonyms and their common endings. */
export const isDemonym = (word: string) =>
  tagsOf(word).includes('Demonym') || /^\p{Lu}\p{Ll}+(?:ish|ese|ian)$/u.test(word);
/** Any word compromise knows as an ordinary word (noun, adjective, verb…): weak evidence of a name alone. */
export const isCommonWord = (word: string) => {
  const tags = tagsOf(word);
  if (tags.length === 0) return false;
  // 'Person': a name compromise knows from a well-known bearer ("Reilly"), never an ordinary word.
  return !tags.some((t) => NAME_TAGS.has(t) || PLACE_TAGS.has(t) || NAME_ONLY_TAGS.has(t));
};

/** Capitalised words that never start or end a name, wherever they stand. */
export const STOP = new Set(
  `the a an this that these those it its he she they we i you our his her their them him us
   in on at by for from with and or but if when while after before as of to into over under about between
   more most also today yesterday tomorrow monday tuesday wednesday thursday friday saturday sunday
   january february march april may june july august september october november december
   according said says told meanwhile however although though because since until unless whereas
   there here where what which who whom whose why how all some any each every both either neither no not
   one two three four five six seven eight nine ten first second third last next new
   shares analysts researchers scientists investors officials executives sources
   read see contact email phone news press update updated breaking exclusive
   mr mrs ms dr prof sir dame`
    .split(/\s+/)
    .filter(Boolean),
);
