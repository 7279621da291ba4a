import { z } from 'zod';
import { LIST_TYPES, VISIBILITIES } from './constants.ts';

/** Kinds of record a relationship graph can hold, as they appear in the graph's addresses. */
export const GRAPH_KINDS = ['organizations', 'people', 'ledger', 'library', 'lists', 'raw-data', 'keywords'] as const;
export type TGraphKind = (typeof GRAPH_KINDS)[number];

export const GRAPH_KIND_LABELS: Record<TGraphKind, string> = {
  organizations: 'Organization',
  people: 'Person',
  ledger: 'Ledger entry',
  library: 'Library entry',
  lists: 'List',
  'raw-data': 'Raw data',
  keywords: 'Keyword',
};

/** How two records are related; `label` on the edge carries the role, the ownership % or the mention count. */
export const GRAPH_EDGE_TYPES = [
  'works_at',
  'vehicle',
  'author',
  'publisher',
  'mentions',
  'keyword',
  'member',
] as const;
export type TGraphEdgeType = (typeof GRAPH_EDGE_TYPES)[number];

/** How much of a date is known: a year-only date is a year-wide span, not 1 January. */
export const DATE_PRECISIONS = ['year', 'month', 'day'] as const;
export type TDatePrecision = (typeof DATE_PRECISIONS)[number];

export const ZGraphParams = z.object({ kind: z.enum(GRAPH_KINDS), id: z.coerce.number().int().positive() }).strict();

export const ZGraphQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    /** Comma-separated kinds to keep (all when absent). */
    kinds: z
      .string()
      .max(200)
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        const kinds = v.split(',').filter(Boolean);
        const unknown = kinds.filter((k) => !(GRAPH_KINDS as readonly string[]).includes(k));
        if (unknown.length) {
          ctx.addIssue({ code: 'custom', message: `Unknown kind: ${unknown.join(', ')}.` });
          return z.NEVER;
        }
        return kinds as TGraphKind[];
      }),
  })
  .strict();

export const ZGraphNode = z.object({
  /** `kind:id`, unique in a graph. */
  key: z.string(),
  kind: z.enum(GRAPH_KINDS),
  id: z.number().int(),
  label: z.string(),
  /** Null for raw data, which has no visibility (research only). */
  visibility: z.enum(VISIBILITIES).nullable(),
  date: z.string().nullable(),
  date_precision: z.enum(DATE_PRECISIONS).nullable(),
  /** What the date is: Founded, Born, Invested, Published, Added. */
  date_label: z.string().nullable(),
  /** Lists only: their address is by type and slug. */
  list_type: z.enum(LIST_TYPES).nullable(),
  slug: z.string().nullable(),
});
export type TGraphNode = z.infer<typeof ZGraphNode>;

export const ZGraphEdge = z.object({
  source: z.string(),
  target: z.string(),
  type: z.enum(GRAPH_EDGE_TYPES),
  label: z.string().nullable(),
});
export type TGraphEdge = z.infer<typeof ZGraphEdge>;

/** One expansion: a record, a page of its visible neighbours, and how many more there are. */
export const ZGraphNeighbourhood = z.object({
  center: ZGraphNode,
  nodes: z.array(ZGraphNode),
  edges: z.array(ZGraphEdge),
  /** Visible neighbours in all (of the kinds asked for). */
  total: z.number().int(),
  /** Neighbours after this page. */
  more: z.number().int(),
});
export type TGraphNeighbourhood = z.infer<typeof ZGraphNeighbourhood>;

export const ZTimelineEvent = z.object({
  node: ZGraphNode,
  /** The record the event belongs to is the centre itself (not a neighbour). */
  own: z.boolean(),
});
export const ZTimeline = z.object({ center: ZGraphNode, events: z.array(ZTimelineEvent), truncated: z.boolean() });
export type TTimeline = z.infer<typeof ZTimeline>;
