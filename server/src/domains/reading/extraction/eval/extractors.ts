/**
 * The extractors the evaluations score, shared by `eval:extraction` (run.ts) and `eval:news` (news.ts)
 * so both call the extractor exactly as processing does: the extractor with the reference data's
 * country names as places, then plausibility checks and folding (`recognise`).
 */
import { createRequire } from 'node:module';
import nlp from 'compromise';
import countries from 'i18n-iso-countries';
import { normaliseName, recognise } from '../../recognise.ts';
import { extract } from '../extract.ts';
import type { Extractor } from './score.ts';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
/** What processing passes as places: the country names of the reference data. */
export const PLACES = new Set(Object.values(countries.getNames('en', { select: 'official' })).map(normaliseName));

export const EXTRACTORS: Record<string, Extractor> = {
  compromise: (text) => {
    const doc = nlp(text);
    const entities = [
      ...doc
        .people()
        .out('array')
        .map((name: string) => ({ kind: 'person' as const, name, aliases: [] })),
      ...doc
        .organizations()
        .out('array')
        .map((name: string) => ({ kind: 'organization' as const, name, aliases: [] })),
    ];
    return { entities, relations: [] };
  },
  // What processing calls: the extractor, then plausibility checks and folding.
  recognise: (text) => ({
    entities: recognise(text, PLACES).candidates.map((c) => ({ kind: c.kind, name: c.name, aliases: c.aliases ?? [] })),
    relations: [],
  }),
  extractor: (text) => {
    const r = extract(text, PLACES);
    return {
      entities: r.entities.map((e) => ({ kind: e.kind, name: e.name, aliases: e.aliases })),
      relations: r.relations.map((x) => ({ type: x.type, from: x.from, to: x.to, role: x.role })),
    };
  },
  // The extractor without the learned tagger (its rules alone), to measure what the tagger adds.
  rules: (text) => {
    const r = extract(text, PLACES, () => false, null);
    return {
      entities: r.entities.map((e) => ({ kind: e.kind, name: e.name, aliases: e.aliases })),
      relations: r.relations.map((x) => ({ type: x.type, from: x.from, to: x.to, role: x.role })),
    };
  },
};
