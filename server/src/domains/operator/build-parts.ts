import type { TOperatorContext, TOperatorKind } from '@intel/contracts';
import type { CtxRef, Mention } from './mention.ts';

/** A reference to the selection ("these documents") as the filter of the answer's kind that holds it. */
export function contextFilter(
  m: Mention & { t: 'ctx' },
  kind: TOperatorKind,
  context: TOperatorContext,
  put: (name: string, value: string) => void,
  errors: string[],
  noFilter: (m: Mention, what: string) => void,
) {
  const fallback: Exclude<CtxRef, 'any'> = context.raw_data_ids.length
    ? 'raw_data'
    : context.library_ids.length
      ? 'library'
      : context.people_ids.length
        ? 'people'
        : 'raw_data';
  // "these documents" with library items selected and no raw data: the library items.
  const ref: Exclude<CtxRef, 'any'> =
    m.ref === 'any' || (m.ref === 'raw_data' && !context.raw_data_ids.length && !/raw/.test(m.phrase))
      ? fallback
      : m.ref;
  const ids = { raw_data: context.raw_data_ids, people: context.people_ids, library: context.library_ids }[ref];
  const noun = { raw_data: 'raw data', people: 'people', library: 'library items' }[ref];
  if (!ids.length) {
    errors.push(
      `The question refers to the selected ${noun}, but no ${noun} ${ref === 'raw_data' ? 'is' : 'are'} selected.`,
    );
    return;
  }
  const value = ids.join(',');
  const target: Partial<Record<TOperatorKind, string>> =
    ref === 'raw_data'
      ? { organizations: 'raw_data', people: 'raw_data', library: 'raw_data', keywords: 'raw_data' }
      : ref === 'people'
        ? { people: 'id', organizations: 'person', library: 'author' }
        : { library: 'id', people: 'library', organizations: 'library' };
  const name = target[kind];
  if (name) put(name, value);
  else noFilter(m, `the selected ${noun}`);
}

/**
 * Whether a count reads as how many rows to show: "top 5", "the first ten", or a number right
 * before what it counts ("5 German companies", "the three oldest"). A bare number elsewhere
 * ("companies with 50 employees") may count something else.
 */
export function countsRows(m: Mention, mentions: Mention[], text: string): boolean {
  // "top 5", "first ten", and "… Show four." at the end of the question (readers.ts).
  if (/^(?:top|first|last|best|show|give|list|return|display)\s/.test(m.phrase.trim())) return true;
  // "companies with 50 employees", "funds of 30 people": the number describes something of each row.
  if (/(?:^|\s)(?:with|of|having|has|have|than|over|under|about|around)\s+$/.test(text.slice(0, m.pos))) return false;
  const end = m.pos + m.phrase.length;
  const next = mentions.find((x) => x.pos >= end && (x.t === 'kind' || x.t === 'order'));
  if (!next) return false;
  const between = text.slice(end, next.pos).trim();
  const words = between ? between.split(/\s+/) : [];
  return words.length <= 4 && !words.some((w) => /^(?:with|than|of|aged|over|under|or|and|years?|percent|%)$/.test(w));
}
