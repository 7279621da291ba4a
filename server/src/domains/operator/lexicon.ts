import type { TLibraryType, TListType, TOperatorKind } from '@intel/contracts';

/** Words naming a kind; `singular` lets "the latest podcast" mean one row. */
export type KindWord = {
  kind: TOperatorKind;
  singular?: boolean;
  libraryType?: TLibraryType;
  vehicle?: string;
  /** A role in an organization ("partners", "CEOs"): people, but no filter holds the role. */
  role?: boolean;
};

const plural = (kind: TOperatorKind, words: string, extra: Partial<KindWord> = {}) =>
  Object.fromEntries(words.split('|').map((w) => [w, { kind, ...extra }]));
const single = (kind: TOperatorKind, words: string, extra: Partial<KindWord> = {}) =>
  Object.fromEntries(words.split('|').map((w) => [w, { kind, singular: true, ...extra }]));

const LIBRARY_WORDS: [TLibraryType, string, string][] = [
  [
    'Article',
    'articles|news articles|news items|news stories|news pieces',
    'article|news article|news item|news story',
  ],
  [
    'Bio/Obituary/Profile/Interview',
    'bios|biographies|obituaries|profiles|interviews',
    'bio|biography|obituary|profile|interview',
  ],
  ['Book', 'books|monographs', 'book|monograph'],
  ['Database/List/Ranking', 'databases|rankings|datasets|data sets', 'database|ranking|dataset|data set'],
  ['Deck/Memo/Presentation', 'decks|memos|presentations|slide decks', 'deck|memo|presentation|slide deck'],
  ['Documentary', 'documentaries|films', 'documentary|film'],
  // "documents" alone is any library entry (a patent examiner's prior art, a litigator's discovery): blind writers
  // of the fifth, twentieth and twenty-first sets read it so; the type is "notes", "docs & notes" or its own name.
  ['Documents/Notes', 'notes', ''],
  [
    'Essay/Thoughts/Whitepaper/Opinion/Post',
    'essays|whitepapers|white papers|opinion pieces|opinions|blog posts|posts|op-eds',
    'essay|whitepaper|white paper|opinion piece|blog post|post|op-ed',
  ],
  ['Event', 'events|conferences', 'event|conference'],
  ['Filing', 'filings|regulatory filings', 'filing'],
  ['Graphic', 'graphics|charts|infographics', 'graphic|chart|infographic'],
  [
    'Literature/Paper',
    'papers|research papers|academic papers|peer-reviewed papers|peer reviewed papers|journal articles|scholarly articles|literature|studies',
    'paper|research paper|peer-reviewed paper|journal article|scholarly article|study',
  ],
  ['Podcast', 'podcasts|podcast episodes|episodes|pods', 'podcast|podcast episode|episode'],
  ['Quote', 'quotes|quotations', 'quote|quotation'],
  ['Report', 'reports|research reports', 'report|research report'],
];

export const KIND_WORDS: Record<string, KindWord> = {
  ...plural(
    'organizations',
    'organizations|organisations|orgs|companies|firms|businesses|corporations|startups|start-ups|funds|investors|asset managers|institutions|entities|enterprises|undertakings|outfits|shops|cos|publishers|holders|investment firms|investment companies|investment houses|investment managers|fund managers|scale-ups|scaleups|backers',
  ),
  ...single(
    'organizations',
    'organization|organisation|org|company|firm|business|corporation|startup|fund|investor|employer|enterprise|publisher|holder|entity|outfit|shop|backer',
  ),
  ...plural('organizations', 'employers'),
  ...plural('organizations', 'vcs|venture capitalists|venture capital firms|venture firms|vc firms|vc houses', {
    vehicle: 'VC',
  }),
  ...plural('organizations', 'pe firms|pe houses|private equity firms|private equity houses|buyout firms', {
    vehicle: 'PE',
  }),
  ...single('organizations', 'venture capitalist', { vehicle: 'VC' }),
  ...plural(
    'people',
    'people|ppl|persons|individuals|founders|contacts|authors|employees|staff|workers|workforce|team members|folks|anyone|anybody|everyone|everybody|someone|somebody|personnel|staff members|members of staff|staffers|colleagues|writers',
  ),
  // An investigator's words: the people a file is about ("subjects", "principals"), a firm's "team".
  ...plural('people', 'subjects|principals|team|subject files|persons of interest|poi|pois'),
  ...single(
    'people',
    'person|individual|founder|contact|author|employee|staffer|writer|subject|principal|subject file|staff member|team member|member of staff',
  ),
  // A recruiter's words: the people a search is for.
  ...plural('people', 'candidates|applicants|hires|new hires|talent|talent pool'),
  ...single('people', 'candidate|applicant|hire|new hire'),
  ...plural('people', 'executives|ceos|partners|leaders|experts|directors|managers|board members|chairs|cfos|ctos', {
    role: true,
  }),
  ...single('people', 'executive|ceo|partner|leader|expert|director|manager|board member|chair|cfo|cto', {
    role: true,
  }),
  ...plural(
    'ledger',
    'ledger|ledger entries|ledgers|investments|deals|vehicles|investment vehicles|holdings|positions|stakes|portfolio companies|tranches',
  ),
  ...single('ledger', 'ledger entry|investment|deal|vehicle|investment vehicle|holding|position|stake|tranche'),
  // "PE entries", "a VC entry": "entries" alone is no kind word; after a vehicle it is the ledger's.
  ...Object.fromEntries(
    Object.entries({ vc: 'VC', 'venture capital': 'VC', pe: 'PE', 'private equity': 'PE', fa: 'FA' }).flatMap(
      ([w, vehicle]) => [
        [`${w} entries`, { kind: 'ledger' as const, vehicle }],
        [`${w} entry`, { kind: 'ledger' as const, vehicle, singular: true }],
      ],
    ),
  ),
  ...plural(
    'library',
    'library|library entries|library items|lib|lib items|lib entries|documents|publications|content|resources|readings|reading material|media|sources|material|materials|written material|published material|research|pieces|write-ups|writeups|clippings',
  ),
  ...single('library', 'library entry|library item|document|publication|resource|piece|write-up|writeup|clipping'),
  // A librarian's words: what the catalogue holds ("items" alone: jargon.ts).
  ...plural('library', 'catalogue items|catalog items|catalogue entries|catalog entries'),
  ...single('library', 'catalogue item|catalog item|catalogue entry|catalog entry'),
  ...Object.fromEntries(
    LIBRARY_WORDS.flatMap(([libraryType, many, one]) => [
      ...many.split('|').map((w) => [w, { kind: 'library' as const, libraryType }]),
      ...one
        .split('|')
        .filter(Boolean)
        .map((w) => [w, { kind: 'library' as const, libraryType, singular: true }]),
    ]),
  ),
  ...plural('lists', 'lists|watchlists|watch lists|collections'),
  ...single('lists', 'list|watchlist|watch list|collection'),
  ...plural('keywords', 'keywords|tags|topics|themes|sectors|industries|headings|subject headings|categories|kws'),
  ...single('keywords', 'keyword|tag|topic|theme|sector|industry|heading|subject heading|category'),
};

/** "organization lists", "people lists": the lists kind with a list type. */
export const LIST_TYPE_WORDS: Record<string, TListType> = {
  organization: 'OrganizationsList',
  organisation: 'OrganizationsList',
  organizations: 'OrganizationsList',
  organisations: 'OrganizationsList',
  company: 'OrganizationsList',
  companies: 'OrganizationsList',
  org: 'OrganizationsList',
  orgs: 'OrganizationsList',
  cos: 'OrganizationsList',
  firm: 'OrganizationsList',
  firms: 'OrganizationsList',
  people: 'PeopleList',
  ppl: 'PeopleList',
  contact: 'PeopleList',
  contacts: 'PeopleList',
  person: 'PeopleList',
  persons: 'PeopleList',
  library: 'LibraryList',
  reading: 'LibraryList',
  ledger: 'LedgerList',
  investment: 'LedgerList',
};

export const LIST_TYPE_KIND: Record<TListType, TOperatorKind> = {
  OrganizationsList: 'organizations',
  PeopleList: 'people',
  LibraryList: 'library',
  LedgerList: 'ledger',
};

export const VEHICLE_WORDS: Record<string, string> = {
  vc: 'VC',
  'venture capital': 'VC',
  venture: 'VC',
  pe: 'PE',
  'private equity': 'PE',
  buyout: 'PE',
  fa: 'FA',
};

export const GENDER_WORDS: Record<string, 'M' | 'F'> = {
  women: 'F',
  woman: 'F',
  female: 'F',
  females: 'F',
  ladies: 'F',
  lady: 'F',
  men: 'M',
  man: 'M',
  male: 'M',
  males: 'M',
  gentlemen: 'M',
  gents: 'M',
  blokes: 'M',
  bloke: 'M',
  chaps: 'M',
  gals: 'F',
};

export const VISIBILITY_WORDS: Record<string, 'public' | 'paywalled' | 'hidden'> = {
  public: 'public',
  'publicly visible': 'public',
  'open to all': 'public',
  'free to read': 'public',
  // "visible to everyone", "free for everybody to read", "open for anyone to see", "freely available".
  ...Object.fromEntries(
    ['visible', 'open', 'available', 'accessible', 'free', 'readable']
      .flatMap((a) =>
        ['everyone', 'everybody', 'all', 'anyone', 'anybody', 'the public'].map((who) => `${a} to ${who}`),
      )
      // "readable by everyone", "viewable by anyone", "visible by all".
      .concat(
        ['readable', 'viewable', 'visible', 'accessible'].flatMap((a) =>
          ['everyone', 'everybody', 'all', 'anyone', 'anybody', 'the public'].map((who) => `${a} by ${who}`),
        ),
      )
      .concat(
        ['open', 'available', 'accessible', 'free'].flatMap((a) =>
          ['everyone', 'everybody', 'all', 'anyone', 'anybody', 'the public'].flatMap((who) =>
            ['', ' to read', ' to see', ' to view'].map((to) => `${a} for ${who}${to}`),
          ),
        ),
        ['freely available', 'freely accessible', 'publicly available', 'publicly accessible', 'free to view'],
      )
      .map((w): [string, 'public'] => [w, 'public']),
  ),
  paywalled: 'paywalled',
  paywall: 'paywalled',
  'behind the paywall': 'paywalled',
  'behind a paywall': 'paywalled',
  'behind-the-paywall': 'paywalled',
  premium: 'paywalled',
  'subscriber-only': 'paywalled',
  'subscriber only': 'paywalled',
  'subscribers only': 'paywalled',
  hidden: 'hidden',
  internal: 'hidden',
  unpublished: 'hidden',
  'admin-only': 'hidden',
  'admin only': 'hidden',
  'internal-only': 'hidden',
  'internal only': 'hidden',
  'for internal use only': 'hidden',
  // What each visibility means to a reader of the site: public is read without logging in, paywalled with a
  // subscription, hidden by the team alone.
  ...Object.fromEntries(
    ['anyone', 'anybody', 'everyone', 'everybody', 'the public', 'visitors']
      .flatMap((who) => ['can read', 'can see', 'can view', 'can access', 'can open'].map((v) => `${who} ${v}`))
      .concat(
        ['logging in', 'a login', 'an account', 'signing in', 'logging on', 'a subscription', 'subscribing'].map(
          (w) => `without ${w}`,
        ),
        ['logged-out visitors', 'logged out visitors', 'anonymous visitors'].map((w) => `visible to ${w}`),
      )
      .map((w): [string, 'public'] => [w, 'public']),
  ),
  ...Object.fromEntries(
    ['need a subscription for', 'needs a subscription', 'requires a subscription', 'require a subscription']
      .concat(['for subscribers', 'for paying subscribers', 'for paying members', 'for paying customers'])
      // "lists that only subscribers can open".
      .concat(
        ['only subscribers', 'only paying subscribers', 'only members', 'only paying members'].flatMap((who) =>
          ['can read', 'can see', 'can view', 'can access', 'can open'].map((v) => `${who} ${v}`),
        ),
      )
      .map((w): [string, 'paywalled'] => [w, 'paywalled']),
  ),
  ...Object.fromEntries(
    ['only we can see', 'only visible to us', 'only our team can see'].map((w): [string, 'hidden'] => [w, 'hidden']),
  ),
};

/** Words that carry no query meaning once everything else is read. */
export const STOPWORDS = new Set(
  `a an the of in on at for from to by with and or nor but into onto as than then also only just
  what which who whom whose where when how why is are was were be been being am
  have has had do does did done we've we'd we're i've i'd i'm there their theirs its it they them our my mine we i you your
  please can could would should will shall may might must me us all any every everything anything
  some each both either one ones that this these those here such like kind kinds type types sort
  based located headquartered registered incorporated hq hq'd hqed headquarters living live lives lived resident residents
  residing reside resides domiciled seated structured constituted among amongst work works concern concerns cover covers covering discuss discusses
  discussing relate relates relating pertain pertains pertaining
  ties tie links linked attached connected connections associated affiliated through via involve involves involving fall falls
  lie lies belong belongs belonging members member single use uses using whatsoever thanks thx cheers thank ty hello hi hey u ur inclusive inclusively occurred occur occurs happened classed classified categorised
  categorized
  working worked employed employ employs employing staffed held hold holds at about regarding concerning re
  entries entry items item records record data information info details stuff things thing
  show list find get give display fetch search look tell return bring see need want know
  currently ever still already now yet again maybe perhaps
  mentioned mention named called titled tagged labelled labeled marked flagged filed carry carries carrying bear bears bearing
  order sort include includes including track tracks tracked tracking monitor monitors monitored
  monitoring s`.split(/\s+/),
);

/**
 * Common words that carry a meaning of their own ("recent", "over", "near"): no rule may turn them
 * into a name, and when no rule read them they are named as not used, never dropped in silence.
 * Conjunctions that open a clause are here too: "companies while I'm there" was read as Chile, a typo.
 */
export const MEANING_WORDS = new Set(
  `over under first last latest newest oldest earliest recent recently new today near around within
  many much most least more less fewer big bigger biggest small smaller smallest large larger largest
  top best worst old older young younger active total sum average mean median few several
  monday tuesday wednesday thursday friday saturday sunday weekend weekends weekday weekdays
  while whilst whereas although though unless because`.split(/\s+/),
);

export const NEGATIONS =
  'not|non|outside(?:\\s+of)?|excluding|excl\\.?|excludes|exclude|leav(?:e|es|ing)\\s+out|omit(?:s|ting)?|setting\\s+aside|set\\s+aside|disregarding|except(?:\\s+for)?|apart\\s+from|aside\\s+from|with\\s+the\\s+exception\\s+of|save\\s+for|barring|without|(?:(?:something|anything|somewhere|anywhere|someplace)\\s+)?other than|(?:elsewhere|somewhere\\s+else)\\s+than|(?:anywhere|everywhere|anything|everything)\\s+(?:but|except|save)|but not|no|neither|nor|lacking|lacks?|missing\\s+from|absent\\s+from|never';

/**
 * Words of the grammar a typo of which is read as the word ("yeaer" → year): kind words, date
 * units and verbs, comparisons, attributes. Only words no rule read are compared with them.
 */
export const GRAMMAR_WORDS = new Set(
  [
    ...Object.keys(KIND_WORDS).filter((w) => /^\p{L}+$/u.test(w) && w.length >= 4),
    ...`year years month months week weeks days quarter quarters decade decades century since before after
    between during until above below older younger oldest newest latest earliest largest smallest biggest percent
    without except excluding tagged living based female male women woman private public stake stakes
    holding holdings ownership majority minority email favourite dashboard founded published invested
    born established launched released written authored employees publisher publishers holder holders owner
    owners owned address addresses recently visible located headquartered favourites favorites favorite
    percentage vehicle vehicles youngest highest lowest outside hidden paywalled everyone everybody`.split(/\s+/),
  ].filter((w) => w.length >= 4),
);
