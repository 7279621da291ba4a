import type { Mention, Sort } from './mention.ts';
import type { Reading } from './text.ts';

/**
 * Orderings said in words (moved from readers.ts when it passed 400 lines): a kind's date in a direction ("sorted
 * by founding date, newest first", "oldest first"), stakes by size ("largest holdings first"), names, counts and
 * when a record was added or updated.
 */

type Add = (m: Mention) => void;

/** A date field named in words: "founding date", "date of birth", "publication date", "age". */
const DATE_FIELD_WORDS =
  '(?:(?:founding|foundation|incorporation|birth|publication|publishing|publish|release|investment|deal|inv)\\s+(?:dates?|years?)|dates?\\s+(?:of\\s+)?(?:founding|foundation|birth|publication|investment|founded|published|invested|born)|birthdays?|(?:the\\s+)?dates?|ages?|incorporation|founding|foundation|publication)';
/** Directions of the field itself ("ascending"), and of the dates whatever the field ("oldest first"). */
const ASC = '(?:asc(?:ending)?|low(?:est)?\\s+(?:to\\s+high(?:est)?|first))';
const DESC = '(?:desc(?:ending)?|high(?:est)?\\s+(?:to\\s+low(?:est)?|first))';
const EARLIEST = '(?:(?:oldest|earliest)\\s+first|(?:oldest|earliest)\\s+to\\s+(?:newest|latest|youngest))';
const LATEST =
  '(?:(?:newest|latest|most\\s+recent|youngest)\\s+first|(?:newest|latest|youngest)\\s+to\\s+(?:oldest|earliest))';

/** A superlative of age or time: the earliest dates first (group 1) or the latest (group 2). */
const SUPERLATIVE =
  /(?<![\p{L}])(?:(oldest|earliest|eldest|most\s+senior|longest[\s-]+(?:standing|established))|(youngest|newest|latest|most\s+recent|most\s+junior))(?![\p{L}])/u;

/**
 * "sorted by founding date", "ordered by date of birth, newest first", "by publication date
 * descending": the kind's own date, in the direction said; with none said, earliest first as a doubt.
 */
function readDateOrdering(r: Reading, add: Add) {
  const re = new RegExp(
    `(?<![\\p{L}])(?:(?:(?:sorted|ordered|ranked|listed|arranged|organi[sz]ed|going|judging|measured|reckoned)\\s+)?by|in\\s+terms\\s+of|in\\s+order\\s+of)\\s+(?:their\\s+|the\\s+)?(${DATE_FIELD_WORDS})(?:\\s*,?\\s*(?:(${ASC})|(${DESC})|(${EARLIEST})|(${LATEST})))?(?![\\p{L}])`,
    'gu',
  );
  r.take(re, (m) => {
    const age = /^ages?$/.test(m[1] ?? '');
    // A bare "by date" is a date ordering only when a word says so ("sorted by date"), not "by" a date.
    // ("by date, oldest first" says it with the direction.)
    const direction = m[2] || m[3] || m[4] || m[5];
    if (
      /^(?:the\s+)?dates?$/.test(m[1] ?? '') &&
      !direction &&
      !/^(?:sorted|ordered|ranked|listed|arranged|organi|in\s+order)/.test(m[0])
    )
      return false;
    let asc = m[2] || m[4] ? true : m[3] || m[5] ? false : null;
    // "the youngest entity, going by incorporation date": the superlative says the direction of the field named.
    const superlative = asc === null ? SUPERLATIVE.exec(r.low) : null;
    if (superlative) {
      r.consume(superlative.index, superlative.index + superlative[0].length);
      asc = !!superlative[1];
    }
    // Ascending age is youngest first (the latest birth dates); "oldest first" is the earliest dates.
    const byField = !!(m[2] || m[3]);
    const sort: Sort =
      asc === null
        ? age
          ? 'date_desc'
          : 'date_asc'
        : superlative
          ? asc
            ? 'date_asc'
            : 'date_desc'
          : asc !== (age && byField)
            ? 'date_asc'
            : 'date_desc';
    add({
      t: 'order',
      pos: m.index,
      phrase: m[0],
      sort,
      ...(asc === null ? { unsure: `no direction is said; read as ${age ? 'youngest' : 'earliest'} first` } : {}),
    });
    return true;
  });
}

export function readOrdering(r: Reading, add: Add) {
  readDateOrdering(r, add);
  // "alphabetically by given name": one ordering, said by what follows.
  r.take(/(?<![\p{L}])(?:in\s+)?alphabetical(?:ly)?(?:\s+order)?(?=\s+by\s+(?:their\s+)?\p{L})/gu, () => true);
  // 'again': a direction said a second time, read with the ordering before it.
  const rules: [RegExp, Sort | 'again'][] = [
    // A direction said as a pair is read as one ("from oldest to newest"), before either word alone.
    [/(?:from\s+)?(?:oldest|earliest)\s+to\s+(?:newest|latest|youngest|most\s+recent)/gu, 'oldest'],
    // "from youngest to oldest" is an age: the latest birth (or founding) dates first.
    [/(?:from\s+)?youngest\s+to\s+(?:oldest|eldest)/gu, 'youngest'],
    [/(?:from\s+)?(?:newest|latest|most\s+recent)\s+to\s+(?:oldest|earliest)/gu, 'latest'],
    // "from largest to smallest", "by percentage, highest first": the stakes by size.
    [
      /(?:from\s+)?(?:largest|biggest|highest)\s+to\s+(?:smallest|lowest)|(?:sorted\s+|ordered\s+|ranked\s+)?by\s+(?:the\s+)?(?:ownership\s+)?(?:percentage|share|stake)(?:\s+size)?,?\s+(?:(?:highest|largest|biggest)\s+first|desc(?:ending)?)|(?:sorted\s+|ordered\s+|ranked\s+)?by\s+(?:ownership\s+)?percentage(?!,?\s+(?:(?:lowest|smallest)\s+first|asc(?:ending)?(?![\p{L}])))/gu,
      'largest',
    ],
    [
      /(?:from\s+)?(?:smallest|lowest)\s+to\s+(?:largest|biggest|highest)|(?:sorted\s+|ordered\s+|ranked\s+)?by\s+(?:the\s+)?(?:ownership\s+)?(?:percentage|share|stake)(?:\s+size)?,?\s+(?:(?:lowest|smallest)\s+first|asc(?:ending)?)/gu,
      'smallest',
    ],
    // "in ascending order of founding date": by the kind's own date.
    [
      /(?:in\s+)?ascending\s+order\s+(?:of|by)\s+(?:the\s+|their\s+)?(?:(?:founding|foundation|incorporation|birth|publication|publishing|publish|investment)\s+)?date/gu,
      'date_asc',
    ],
    [
      /(?:in\s+)?descending\s+order\s+(?:of|by)\s+(?:the\s+|their\s+)?(?:(?:founding|foundation|incorporation|birth|publication|publishing|publish|investment)\s+)?date/gu,
      'date_desc',
    ],
    // "the three largest holdings in descending order": the direction said again.
    [
      /(?<=(?:largest|biggest|highest|newest|latest|most\s+recent(?:ly\s+\p{L}+)?|youngest)(?:\s+[\p{L}\d]+){0,4}\s+)in\s+descending\s+order/gu,
      'again',
    ],
    [/(?<=(?:smallest|lowest|oldest|earliest)(?:\s+[\p{L}\d]+){0,4}\s+)in\s+ascending\s+order/gu, 'again'],
    // "by date added, newest first", "by the date they were added, oldest first": when the records were added.
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:the\s+)?date\s+(?:(?:it|they)\s+(?:was|were)\s+)?(?:added|created|entered),?\s+(?:(?:oldest|earliest)\s+first|asc(?:ending)?)/gu,
      'first_added',
    ],
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:the\s+)?date\s+(?:(?:it|they)\s+(?:was|were)\s+)?(?:added|created|entered),?\s+(?:(?:newest|latest|most\s+recent)\s+first|desc(?:ending)?)/gu,
      'added',
    ],
    // "the most recent additions": the records added last, before "most recent" alone is read.
    [/(?:new|newest|latest|most\s+recent|recent|last)\s+additions?/gu, 'added'],
    // "which company was founded first", "the least recent investment".
    [
      /(?:founded|established|incorporated|formed|started|launched|published|released|invested|made|born)\s+(?:the\s+)?(?:first|earliest)|least\s+recent(?:ly\s+\p{L}+)?/gu,
      'oldest',
    ],
    [
      /(?:founded|established|incorporated|formed|started|launched|published|released|invested|made|born)\s+(?:the\s+)?(?:last|latest|most\s+recently)/gu,
      'latest',
    ],
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:their\s+)?(?:name|title|surname|family\s+name|last\s+name)s?,?\s+(?:desc(?:ending)?|in\s+reverse(?:\s+order)?|reversed|z\s*(?:-|to)\s*a)/gu,
      'name_desc',
    ],
    // "by given name, Z to A", "by legal name, descending": the direction said after the field.
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:their\s+)?(?:first|given)\s+names?,?\s+(?:desc(?:ending)?|in\s+reverse(?:\s+order)?|reversed|z\s*(?:-|to)\s*a)/gu,
      'given_desc',
    ],
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:their\s+)?(?:legal|registered|incorporated)\s+names?,?\s+(?:desc(?:ending)?|in\s+reverse(?:\s+order)?|reversed|z\s*(?:-|to)\s*a)/gu,
      'legal_desc',
    ],
    [/(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:their\s+)?(?:legal|registered|incorporated)\s+names?/gu, 'legal'],
    [/(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:their\s+)?(?:first|given)\s+names?/gu, 'given'],
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+(?:their\s+)?(?:surnames?|family\s+names?|last\s+names?|(?:vehicle|entry|organi[sz]ation|company|person|list|keyword)\s+names?)/gu,
      'name',
    ],
    // "which contacts were added most recently": before "most recent" alone is read as the latest.
    [/(?:added|created|entered)\s+(?:most\s+recently|lately)/gu, 'added'],
    [
      /(?:most\s+)?recently\s+(?:founded|established|incorporated|formed|started|launched|published|released|invested|born)|(?:founded|established|incorporated|formed|started|launched|published|released|invested|born|came\s+out|made)\s+most\s+recently|most\s+recent/gu,
      'latest',
    ],
    // "the first to be created", "added first", "the earliest added": the oldest records first.
    [
      /(?:the\s+)?(?:first|earliest)\s+(?:(?:one\s+)?to\s+(?:be\s+|have\s+been\s+)?)?(?:added|created|entered|recorded)|(?:added|created|entered)\s+(?:the\s+)?(?:first|earliest)|least\s+recently\s+(?:added|created)/gu,
      'first_added',
    ],
    [
      /(?:most\s+)?recently\s+(?:added|created|(?:entered|logged|recorded)(?=\s*¦))|newly\s+added|added\s+recently|(?:the\s+)?(?:last|latest|most\s+recent)\s+(?:(?:one\s+)?to\s+(?:be\s+|have\s+been\s+)?)(?:added|created|entered|recorded)/gu,
      'added',
    ],
    // "sorted by when they were added": newest first, as "recently added".
    [/(?:sorted\s+|ordered\s+|listed\s+)?by\s+when\s+(?:they|it)\s+(?:were|was)\s+(?:added|created)/gu, 'added'],
    [
      /(?:sorted\s+|ordered\s+|listed\s+)?by\s+when\s+(?:they|it)\s+(?:were|was)\s+(?:updated|changed|edited)/gu,
      'updated',
    ],
    [
      /(?:most\s+)?recently\s+(?:updated|changed|modified|edited)|last\s+(?:updated|changed|modified|edited)|(?:updated|changed|modified|edited)\s+(?:most\s+recently|last)/gu,
      'updated',
    ],
    [/z\s*(?:-|to)\s*a|reverse\s+alphabetical(?:ly)?(?:\s+order)?/gu, 'name_desc'],
    [
      /(?:in\s+)?alphabetical(?:ly)?(?:\s+order)?|(?:sorted\s+|ordered\s+)?by\s+(?:name|title)|a\s*(?:-|to)\s*z/gu,
      'name',
    ],
    // "by size, biggest first": the direction said after the field.
    [
      /(?:sorted\s+|ordered\s+|ranked\s+|listed\s+)?by\s+(?:the\s+)?size(?:\s+of\s+(?:the\s+|their\s+)?(?:stake|holding|position|share)s?)?,?\s+(?:smallest|lowest)\s+first/gu,
      'smallest',
    ],
    [
      /(?:sorted\s+|ordered\s+|ranked\s+|listed\s+)?by\s+(?:the\s+)?size(?:\s+of\s+(?:the\s+|their\s+)?(?:stake|holding|position|share)s?)?,?\s+(?:largest|biggest|highest)\s+first/gu,
      'largest',
    ],
    [
      /(?:largest|biggest|highest)(?=\s+(?:[\p{L}\d¦]+\s+)?(?:ownership|stakes?|holdings?|shares?|positions?))|by\s+(?:ownership|stake|holding)s?(?:\s+(?:percentage|size|%))?|(?:sorted\s+|ordered\s+|ranked\s+|listed\s+)?by\s+(?:the\s+)?size(?:\s+of\s+(?:the\s+|their\s+)?(?:stake|holding|position|share)s?)?/gu,
      'largest',
    ],
    [/(?:smallest|lowest)(?=\s+(?:[\p{L}\d¦]+\s+)?(?:ownership|stakes?|holdings?|shares?|positions?))/gu, 'smallest'],
    // "which holding is the largest?": the superlative after the share noun.
    [
      /(?<=(?:stakes?|holdings?|positions?|shares?)\s+(?:(?:is|are|was|were)\s+)?(?:the\s+)?)(?:largest|biggest|highest)/gu,
      'largest',
    ],
    [
      /(?<=(?:stakes?|holdings?|positions?|shares?)\s+(?:(?:is|are|was|were)\s+)?(?:the\s+)?)(?:smallest|lowest)/gu,
      'smallest',
    ],
    // "Top 3 VC positions. Largest first.": the direction of size said alone.
    [/(?:largest|biggest|highest)\s+first/gu, 'largest'],
    [/(?:smallest|lowest)\s+first/gu, 'smallest'],
    [/youngest|most\s+junior/gu, 'youngest'],
    [
      /(?:newest|latest|most\s+recent|recent|last)(?:\s+first)?|newest\s+to\s+oldest|chronologically\s+descending/gu,
      'latest',
    ],
    [
      /(?:oldest|earliest|eldest|most\s+senior)(?:\s+first)?|oldest\s+to\s+newest|chronological(?:ly)?(?:\s+order)?/gu,
      'oldest',
    ],
  ];
  let read = false;
  for (const [re, sort] of rules) {
    r.take(new RegExp(`(?<![\\p{L}])(?:${re.source})(?![\\p{L}])`, 'gu'), (m) => {
      if (sort === 'again') return true;
      // "recent deals": newest first is a reading; no span of time is said.
      const vague = sort === 'latest' && /^recent$/.test(m[0]);
      add({
        t: 'order',
        pos: m.index,
        phrase: m[0],
        sort,
        ...(vague ? { unsure: 'no span of time is said; read as newest first, with no date bound' } : {}),
      });
      read = true;
      return true;
    });
  }
  // "sorted from youngest to oldest": the word that announces an ordering read right after it.
  r.take(/(?<![\p{L}])(?:sorted|ordered|ranked|arranged|listed)(?:\s+(?:by|from|in))?(?=\s+¦)/gu, () => true);
  // "youngest people first", "oldest companies first": the direction is said once already.
  if (read) r.take(/(?<![\p{L}])first\s*$/gu, () => true);
}
