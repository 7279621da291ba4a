import type { TDatePrecision, TGraphEdge, TGraphEdgeType, TGraphKind, TGraphNode } from '@intel/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/scoped.ts';
import { can } from '../../policies/abilities.ts';
import { type Principal, readableVisibilities } from '../../policies/principal.ts';
import { graphPolicy } from './policies.ts';

/** Rows one neighbour part may contribute: bounds a keyword on 100,000 records to a fixed cost. */
export const PART_CAP = 2000;

type NodeRow = {
  kind: TGraphKind;
  id: string | number;
  label: string | null;
  visibility: string | null;
  date: string | null;
  inc_day: boolean | null;
  inc_month: boolean | null;
  inc_year: boolean | null;
  date_label: string | null;
  list_type: string | null;
  slug: string | null;
};
type NeighbourRow = NodeRow & {
  edge_type: TGraphEdgeType;
  edge_label: string | null;
  outgoing: boolean;
  total: string;
};

/** What each kind's node is made of; aliases and column names are constants, never input. */
const NODE: Record<TGraphKind, { table: string; label: string; date?: string; dateLabel?: string; visible: boolean }> =
  {
    organizations: {
      table: 'organizations',
      label: 'name_dba',
      date: 'founding_date',
      dateLabel: 'Founded',
      visible: true,
    },
    people: {
      table: 'people',
      label: `coalesce(nullif(trim(concat_ws(' ', $.name_given, $.name_family)), ''), $.name_nickname, $.name_legal, 'Unnamed person')`,
      date: 'birth_date',
      dateLabel: 'Born',
      visible: true,
    },
    ledger: { table: 'ledger_entries', label: 'name', date: 'inv_date', dateLabel: 'Invested', visible: true },
    library: { table: 'library_entries', label: 'title', date: 'publish_date', dateLabel: 'Published', visible: true },
    lists: { table: 'lists', label: 'name', visible: true },
    'raw-data': {
      table: 'raw_data',
      label: `coalesce(nullif($.title, ''), 'Raw data #' || $.id)`,
      visible: false,
    },
    keywords: { table: 'keywords', label: 'name', visible: true },
  };

/** Reference kinds as other tables store them (entity_keywords, raw_data_entities, list types). */
const ENTITY_TYPE: Partial<Record<TGraphKind, string>> = {
  organizations: 'Organization',
  people: 'Person',
  library: 'LibraryEntry',
  'raw-data': 'RawData',
  keywords: 'Keyword',
};
const LIST_TYPE: Partial<Record<TGraphKind, string>> = {
  organizations: 'OrganizationsList',
  people: 'PeopleList',
  ledger: 'LedgerList',
  library: 'LibraryList',
};
const KIND_OF_LIST_TYPE = Object.fromEntries(Object.entries(LIST_TYPE).map(([k, v]) => [v, k])) as Record<
  string,
  TGraphKind
>;

function nodeColumns(kind: TGraphKind, alias: string): SQL {
  const n = NODE[kind];
  const label = n.label.includes('$') ? n.label.replaceAll('$', alias) : `${alias}.${n.label}`;
  const d = n.date ? `${alias}.${n.date}` : null;
  const date = d
    ? [`${d}::text`, `${d}_incomplete_day`, `${d}_incomplete_month`, `${d}_incomplete_year`, `'${n.dateLabel}'`]
    : kind === 'raw-data'
      ? [`(${alias}.created_at at time zone 'UTC')::date::text`, 'false', 'false', 'false', `'Added'`]
      : ['null::text', 'null::boolean', 'null::boolean', 'null::boolean', 'null::text'];
  const visibility = n.visible ? `${alias}.visibility::text` : 'null::text';
  const [day, inDay, inMonth, inYear, dateLabel] = date;
  return sql.raw(
    `'${kind}'::text as kind, ${alias}.id, ${label} as label, ${visibility} as visibility, ${day} as date, ` +
      `${inDay} as inc_day, ${inMonth} as inc_month, ${inYear} as inc_year, ${dateLabel} as date_label, ` +
      (kind === 'lists'
        ? `${alias}.type::text as list_type, ${alias}.slug as slug`
        : 'null::text as list_type, null::text as slug'),
  );
}

/** The caller's visibility on one aliased table: every node of a graph passes through it. */
function visible(kind: TGraphKind, alias: string, principal: Principal): SQL {
  if (!NODE[kind].visible) return can(principal, graphPolicy.seeResearchNodes) ? sql`true` : sql`false`;
  const levels = readableVisibilities(principal);
  if (levels.length === 3) return sql`true`;
  return sql`${sql.raw(alias)}.visibility::text = any(string_to_array(${levels.join(',')}, ','))`;
}

/** Whether the caller sees every neighbour of `kind` that exists (no visibility filter on it). */
function seesAll(kind: TGraphKind, principal: Principal): boolean {
  return NODE[kind].visible
    ? readableVisibilities(principal).length === 3
    : can(principal, graphPolicy.seeResearchNodes);
}

export async function readCenter(tx: Tx, tenantId: number, principal: Principal, kind: TGraphKind, id: number) {
  const table = sql.raw(NODE[kind].table);
  const result = await tx.execute(sql`
    select ${nodeColumns(kind, 'c')} from ${table} c
     where c.tenant_id = ${tenantId} and c.id = ${id} and ${visible(kind, 'c', principal)}`);
  const row = result.rows[0] as NodeRow | undefined;
  return row ? toNode(row) : null;
}

/**
 * One way of meeting neighbours. `links`: the same matches read from the link table alone, for counting
 * them when the caller sees every visibility (each link has its neighbour: the delete triggers remove a
 * record's links with it); absent where the neighbour's own columns filter (a list's type).
 */
type Part = {
  kind: TGraphKind;
  edge: TGraphEdgeType;
  outgoing: boolean;
  from: SQL;
  label?: SQL;
  links?: SQL;
  /** With `links`: the link table's alias in them and its column holding the neighbour's id. */
  via?: { alias: string; id: string };
};

/** The ways a record of `kind` meets its neighbours; `n` is the neighbour's alias in every part. */
function partsOf(kind: TGraphKind, t: number, id: number, listType: string | null): Part[] {
  const keywordPart = (entityType: string): Part => ({
    kind: 'keywords',
    edge: 'keyword',
    outgoing: true,
    from: sql`entity_keywords ek join keywords n on n.tenant_id = ek.tenant_id and n.id = ek.keyword_id
               where ek.tenant_id = ${t} and ek.entity_type = ${entityType} and ek.entity_id = ${id}`,
    links: sql`entity_keywords ek where ek.tenant_id = ${t} and ek.entity_type = ${entityType} and ek.entity_id = ${id}`,
    via: { alias: 'ek', id: 'keyword_id' },
  });
  const mentionedIn = (entityType: string): Part => ({
    kind: 'raw-data',
    edge: 'mentions',
    outgoing: false,
    label: sql`e.occurrences::text || '×'`,
    from: sql`raw_data_entities e join raw_data n on n.tenant_id = e.tenant_id and n.id = e.raw_data_id
               where e.tenant_id = ${t} and e.entity_type = ${entityType} and e.entity_id = ${id}`,
    links: sql`raw_data_entities e where e.tenant_id = ${t} and e.entity_type = ${entityType} and e.entity_id = ${id}`,
    via: { alias: 'e', id: 'raw_data_id' },
  });
  const inLists = (type: string | undefined): Part => ({
    kind: 'lists',
    edge: 'member',
    outgoing: false,
    from: sql`list_items li join lists n on n.tenant_id = li.tenant_id and n.id = li.list_id
               where li.tenant_id = ${t} and li.item_id = ${id} and n.type::text = ${type ?? ''}`,
  });
  switch (kind) {
    case 'organizations':
      return [
        {
          kind: 'people',
          edge: 'works_at',
          outgoing: false,
          label: sql`nullif(op.role, '')`,
          from: sql`organization_people op join people n on n.tenant_id = op.tenant_id and n.id = op.person_id
                     where op.tenant_id = ${t} and op.organization_id = ${id}`,
          links: sql`organization_people op where op.tenant_id = ${t} and op.organization_id = ${id}`,
          via: { alias: 'op', id: 'person_id' },
        },
        {
          kind: 'ledger',
          edge: 'vehicle',
          outgoing: true,
          label: sql`case when n.ownership_percentage is not null then to_char(n.ownership_percentage, 'FM990.09') || ' %' end`,
          from: sql`ledger_entries n where n.tenant_id = ${t} and n.organization_id = ${id}`,
        },
        {
          kind: 'library',
          edge: 'publisher',
          outgoing: true,
          from: sql`library_entries n where n.tenant_id = ${t} and n.publisher_id = ${id}`,
        },
        keywordPart('Organization'),
        mentionedIn('Organization'),
        inLists(LIST_TYPE.organizations),
      ];
    case 'people':
      return [
        {
          kind: 'organizations',
          edge: 'works_at',
          outgoing: true,
          label: sql`nullif(op.role, '')`,
          from: sql`organization_people op join organizations n on n.tenant_id = op.tenant_id and n.id = op.organization_id
                     where op.tenant_id = ${t} and op.person_id = ${id}`,
        },
        {
          kind: 'library',
          edge: 'author',
          outgoing: true,
          from: sql`library_authors a join library_entries n on n.tenant_id = a.tenant_id and n.id = a.library_entry_id
                     where a.tenant_id = ${t} and a.person_id = ${id}`,
        },
        keywordPart('Person'),
        mentionedIn('Person'),
        inLists(LIST_TYPE.people),
      ];
    case 'ledger':
      return [
        {
          kind: 'organizations',
          edge: 'vehicle',
          outgoing: false,
          from: sql`ledger_entries l join organizations n on n.tenant_id = l.tenant_id and n.id = l.organization_id
                     where l.tenant_id = ${t} and l.id = ${id}`,
        },
        inLists(LIST_TYPE.ledger),
      ];
    case 'library':
      return [
        {
          kind: 'people',
          edge: 'author',
          outgoing: false,
          from: sql`library_authors a join people n on n.tenant_id = a.tenant_id and n.id = a.person_id
                     where a.tenant_id = ${t} and a.library_entry_id = ${id}`,
        },
        {
          kind: 'organizations',
          edge: 'publisher',
          outgoing: false,
          from: sql`library_entries l join organizations n on n.tenant_id = l.tenant_id and n.id = l.publisher_id
                     where l.tenant_id = ${t} and l.id = ${id}`,
        },
        keywordPart('LibraryEntry'),
        inLists(LIST_TYPE.library),
      ];
    case 'lists': {
      const itemKind = listType ? KIND_OF_LIST_TYPE[listType] : undefined;
      if (!itemKind) return [];
      return [
        {
          kind: itemKind,
          edge: 'member',
          outgoing: true,
          from: sql`list_items li join ${sql.raw(NODE[itemKind].table)} n on n.tenant_id = li.tenant_id and n.id = li.item_id
                     where li.tenant_id = ${t} and li.list_id = ${id}`,
        },
      ];
    }
    case 'raw-data':
      return (['organizations', 'people', 'keywords'] as const).map((k) => ({
        kind: k,
        edge: 'mentions' as const,
        outgoing: true,
        label: sql`e.occurrences::text || '×'`,
        from: sql`raw_data_entities e join ${sql.raw(NODE[k].table)} n on n.tenant_id = e.tenant_id and n.id = e.entity_id
                   where e.tenant_id = ${t} and e.raw_data_id = ${id} and e.entity_type = ${ENTITY_TYPE[k]}`,
        links: sql`raw_data_entities e where e.tenant_id = ${t} and e.raw_data_id = ${id} and e.entity_type = ${ENTITY_TYPE[k]}`,
        via: { alias: 'e', id: 'entity_id' },
      }));
    case 'keywords':
      return (['organizations', 'people', 'library', 'raw-data'] as const).map((k) => ({
        kind: k,
        edge: 'keyword' as const,
        outgoing: false,
        from: sql`entity_keywords ek join ${sql.raw(NODE[k].table)} n on n.tenant_id = ek.tenant_id and n.id = ek.entity_id
                   where ek.tenant_id = ${t} and ek.keyword_id = ${id} and ek.entity_type = ${ENTITY_TYPE[k]}`,
        links: sql`entity_keywords ek where ek.tenant_id = ${t} and ek.keyword_id = ${id} and ek.entity_type = ${ENTITY_TYPE[k]}`,
        via: { alias: 'ek', id: 'entity_id' },
      }));
  }
}

export type Neighbourhood = { nodes: TGraphNode[]; edges: TGraphEdge[]; total: number };

/**
 * One page of a record's visible neighbours with the edges that join them to it: one statement, the
 * caller's visibility on every neighbour (a hidden neighbour is neither a node nor an edge, nor counted).
 * Neighbours come by kind, then by id — the order of the link indexes — so each way of meeting reads
 * only the page's rows (offset + limit, by index), never all its matches to sort them (issue 37: a
 * keyword's 200-neighbour open read 6,000 records by primary key to sort them by name and keep 200).
 * Each way of meeting counts at most PART_CAP matches, from its link table alone when the caller sees
 * every visibility.
 */
export async function readNeighbours(
  tx: Tx,
  tenantId: number,
  principal: Principal,
  center: TGraphNode,
  opts: { limit: number; offset: number; kinds?: TGraphKind[] },
): Promise<Neighbourhood> {
  let listType: string | null = null;
  if (center.kind === 'lists') {
    const r = await tx.execute(
      sql`select type::text as type from lists where tenant_id = ${tenantId} and id = ${center.id}`,
    );
    listType = (r.rows[0] as { type: string } | undefined)?.type ?? null;
  }
  const parts = partsOf(center.kind, tenantId, center.id, listType).filter(
    (p) =>
      (!opts.kinds || opts.kinds.includes(p.kind)) &&
      (NODE[p.kind].visible || can(principal, graphPolicy.seeResearchNodes)),
  );
  if (!parts.length) return { nodes: [], edges: [], total: 0 };
  // Past PART_CAP a part has nothing more to show (its count stops there too).
  const reach = Math.min(opts.offset + opts.limit, PART_CAP);
  const selects = parts.map((p) => {
    const head = sql`select ${nodeColumns(p.kind, 'n')}, ${p.edge}::text as edge_type, ${p.label ?? sql`null::text`} as edge_label,
                 ${sql.raw(p.outgoing ? 'true' : 'false')} as outgoing`;
    // A caller who sees every neighbour: the page's links first, by the link index alone, then each
    // neighbour by primary key — at most `reach` records read whatever the tables hold (a join ordered by
    // the neighbour's id let the planner read the neighbours' table in id order instead, issue 37 item 3).
    if (p.links && p.via && seesAll(p.kind, principal)) {
      const link = sql.raw(p.via.alias);
      const linkId = sql.raw(`${p.via.alias}.${p.via.id}`);
      return sql`(${head}
                from (select * from ${p.links} order by ${linkId} limit ${reach}) ${link}
                join ${sql.raw(NODE[p.kind].table)} n on n.tenant_id = ${link}.tenant_id and n.id = ${linkId}
               order by n.id limit ${reach})`;
    }
    return sql`(${head} from ${p.from} and ${visible(p.kind, 'n', principal)} order by n.id limit ${reach})`;
  });
  const counts = parts.map((p) =>
    p.links && seesAll(p.kind, principal)
      ? sql`(select count(*) from (select 1 from ${p.links} limit ${PART_CAP}) c)`
      : sql`(select count(*) from (select 1 from ${p.from} and ${visible(p.kind, 'n', principal)} limit ${PART_CAP}) c)`,
  );
  const result = await tx.execute(sql`
    select g.*, ${sql.join(counts, sql` + `)} as total
      from (${sql.join(selects, sql` union all `)}) g
     order by kind, id limit ${opts.limit} offset ${opts.offset}`);
  const rows = result.rows as NeighbourRow[];
  const nodes = new Map<string, TGraphNode>();
  const edges = new Map<string, TGraphEdge>();
  for (const row of rows) {
    const node = toNode(row);
    nodes.set(node.key, node);
    const [source, target] = row.outgoing ? [center.key, node.key] : [node.key, center.key];
    edges.set(`${source}|${target}|${row.edge_type}`, { source, target, type: row.edge_type, label: row.edge_label });
  }
  return { nodes: [...nodes.values()], edges: [...edges.values()], total: Number(rows[0]?.total ?? 0) };
}

function precisionOf(row: NodeRow): TDatePrecision | null {
  if (!row.date || row.inc_year) return null;
  if (row.inc_month) return 'year';
  if (row.inc_day) return 'month';
  return 'day';
}

function toNode(row: NodeRow): TGraphNode {
  const precision = precisionOf(row);
  return {
    key: `${row.kind}:${row.id}`,
    kind: row.kind,
    id: Number(row.id),
    label: row.label ?? '',
    visibility: (row.visibility as TGraphNode['visibility']) ?? null,
    date: precision ? row.date : null,
    date_precision: precision,
    date_label: precision ? row.date_label : null,
    list_type: (row.list_type as TGraphNode['list_type']) ?? null,
    slug: row.slug,
  };
}
