import {
  GENDERS,
  LIBRARY_TYPES,
  type TLedgerEntry,
  type TLibraryEntry,
  type TOrganization,
  type TPerson,
  VEHICLE_TYPES,
  VISIBILITIES,
} from '@intel/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { cities, keywords, organizations } from '../../db/schema/index.ts';
import { type CellReader, listValues, partialText, readers } from '../../lib/import-columns.ts';
import { memoized } from '../../lib/import-table.ts';
import type { XlsxColumn } from '../../lib/xlsx.ts';

/*
 * The spreadsheet columns of each exporting kind: what the export writes and how the import reads
 * it back (lib/import-table.ts). A column without `read` is derived and ignored on import.
 */

const LIST_HINT = 'Several values separated by commas.';
const DATE_HINT = 'A year (2019), a month (2019-09) or a day (2019-09-12).';

const keywordsReader: CellReader<Ctx> = async (text, ctx) => {
  const names = listValues(text);
  if (!names.length) return { keyword_ids: [] };
  const lower = names.map((n) => n.toLowerCase());
  const rows = await memoized(`keywords:${JSON.stringify(lower)}`, () =>
    ctx.tx
      .select({ id: keywords.id, name: keywords.name })
      .from(keywords)
      .where(and(eq(keywords.tenantId, ctx.tenantId), inArray(sql`lower(${keywords.name})`, lower))),
  );
  const missing = names.filter((n) => !rows.some((r) => r.name.toLowerCase() === n.toLowerCase()));
  if (missing.length)
    return `no keyword named ${missing.map((m) => `“${m}”`).join(', ')}; add ${missing.length > 1 ? 'them' : 'it'} under Keywords first.`;
  return { keyword_ids: rows.map((r) => r.id) };
};

/** One organization of the tenant by its exact name (case aside), or a message. */
async function organizationNamed(ctx: Ctx, name: string): Promise<number | string> {
  const found = await memoized(`organization:${name.toLowerCase()}`, () =>
    ctx.tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(eq(organizations.tenantId, ctx.tenantId), sql`lower(${organizations.nameDba}) = ${name.toLowerCase()}`),
      )
      .limit(2),
  );
  if (found.length === 1) return found[0]?.id as number;
  return found.length
    ? `several organizations are named “${name}”; write the organization's ID instead.`
    : `no organization is named “${name}”.`;
}

const visibilityColumn = {
  header: 'Visibility',
  key: 'visibility',
  width: 12,
  // Every record has a visibility: an empty cell leaves it as it is (hidden for a new record).
  read: (t: string, ctx: Ctx, row: Record<string, string>) =>
    t ? readers.choice('visibility', VISIBILITIES, (v) => v.toLowerCase())(t, ctx, row) : {},
  hint: `${VISIBILITIES.join(', ')} (empty: hidden).`,
};

const keywordsColumn = {
  header: 'Keywords',
  key: 'keywords',
  width: 30,
  fields: ['keyword_ids'],
  read: keywordsReader,
  hint: `Existing keyword names. ${LIST_HINT}`,
};

const idColumn = { header: 'ID', key: 'id', width: 8 };

const hqCityReader: CellReader<Ctx> = async (text, ctx) => {
  if (!text) return { hq_city_id: null };
  const found = await ctx.tx
    .select({ id: cities.id })
    .from(cities)
    .where(sql`lower(${cities.name}) = ${text.toLowerCase()}`)
    .limit(2);
  if (found.length === 1) return { hq_city_id: found[0]?.id };
  return found.length
    ? `several cities are named “${text}”; choose it in the organization's form.`
    : `no city is named “${text}” (cities are added under Reference data).`;
};

export const organizationColumns: XlsxColumn<TOrganization, Ctx>[] = [
  { ...idColumn, value: (o) => o.id },
  {
    header: 'Name (DBA)',
    key: 'name_dba',
    width: 30,
    aliases: ['name'],
    read: readers.text('name_dba'),
    hint: 'Required.',
    value: (o) => o.name_dba,
  },
  { header: 'Legal name', key: 'name_inc', width: 30, read: readers.text('name_inc'), value: (o) => o.name_inc },
  {
    header: 'Ownership',
    key: 'ownership_type',
    width: 14,
    read: readers.text('ownership_type'),
    value: (o) => o.ownership_type,
  },
  {
    header: 'Founded',
    key: 'founding_date',
    width: 12,
    read: readers.partialDate('founding_date'),
    hint: DATE_HINT,
    value: (o) => partialText(o.founding_date),
  },
  { header: 'Website', key: 'website', width: 30, read: readers.text('website'), value: (o) => o.website },
  {
    header: 'HQ city',
    key: 'hq_city',
    width: 16,
    fields: ['hq_city_id'],
    read: hqCityReader,
    value: (o) => o.hq_city,
  },
  {
    header: 'Emails',
    key: 'emails',
    width: 30,
    read: readers.list('emails'),
    hint: LIST_HINT,
    value: (o) => o.emails,
  },
  {
    header: 'Phones',
    key: 'phones',
    width: 20,
    read: readers.list('phones'),
    hint: LIST_HINT,
    value: (o) => o.phones,
  },
  {
    header: 'Links',
    key: 'associated_urls',
    width: 30,
    read: readers.list('associated_urls'),
    hint: LIST_HINT,
    value: (o) => o.associated_urls,
  },
  { ...keywordsColumn, value: (o) => o.keywords.map((k) => k.name) },
  {
    header: 'Description',
    key: 'description',
    width: 50,
    read: readers.text('description'),
    value: (o) => o.description,
  },
  { header: 'Notes', key: 'notes', width: 40, read: readers.text('notes'), value: (o) => o.notes },
  { ...visibilityColumn, value: (o) => o.visibility },
];

/** "Ada Lindqvist" → given and family name, for a new person written with one Name cell only. */
const displayNameReader: CellReader<Ctx> = (text, _ctx, row) => {
  if (row.id) return 'is made from the given and family names: change those instead.';
  if (!text || row.name_given || row.name_family) return {};
  const words = text.split(/\s+/);
  return words.length > 1
    ? { name_given: words.slice(0, -1).join(' '), name_family: words.at(-1) }
    : { name_given: text };
};

/** "Acme (CEO), Borealis" → organization links by name, with the role in brackets. */
const personOrganizationsReader: CellReader<Ctx> = async (text, ctx) => {
  const links: { organization_id: number; role: string }[] = [];
  const errors: string[] = [];
  for (const part of listValues(text)) {
    const m = /^(.*?)\s*(?:\(([^()]*)\))?$/.exec(part);
    const id = await organizationNamed(ctx, m?.[1] ?? part);
    if (typeof id === 'string') errors.push(id);
    else links.push({ organization_id: id, role: m?.[2] ?? '' });
  }
  return errors.length ? errors.join(' ') : { organizations: links };
};

export const personColumns: XlsxColumn<TPerson, Ctx>[] = [
  { ...idColumn, value: (p) => p.id },
  {
    header: 'Name',
    key: 'display_name',
    width: 30,
    aliases: ['name'],
    read: displayNameReader,
    hint: 'For a new person without given and family names: split at the last space. Otherwise derived.',
    value: (p) => p.display_name,
  },
  { header: 'Given name', key: 'name_given', width: 18, read: readers.text('name_given'), value: (p) => p.name_given },
  {
    header: 'Family name',
    key: 'name_family',
    width: 18,
    read: readers.text('name_family'),
    value: (p) => p.name_family,
  },
  {
    header: 'Nickname',
    key: 'name_nickname',
    width: 14,
    read: readers.text('name_nickname'),
    value: (p) => p.name_nickname,
  },
  { header: 'Legal name', key: 'name_legal', width: 24, read: readers.text('name_legal'), value: (p) => p.name_legal },
  {
    header: 'Gender',
    key: 'gender',
    width: 8,
    read: readers.choice('gender', GENDERS, (t) => t.toUpperCase().slice(0, 1)),
    hint: 'M or F.',
    value: (p) => p.gender,
  },
  {
    header: 'Born',
    key: 'birth_date',
    width: 12,
    read: readers.partialDate('birth_date'),
    hint: DATE_HINT,
    value: (p) => partialText(p.birth_date),
  },
  {
    header: 'City',
    key: 'current_address_city',
    width: 16,
    aliases: ['city'],
    read: readers.text('current_address_city'),
    value: (p) => p.current_address_city,
  },
  { header: 'Emails', key: 'emails', width: 30, read: readers.list('emails'), hint: LIST_HINT, value: (p) => p.emails },
  { header: 'Phones', key: 'phones', width: 20, read: readers.list('phones'), hint: LIST_HINT, value: (p) => p.phones },
  {
    header: 'Organizations',
    key: 'organizations',
    width: 30,
    aliases: ['orgs'],
    read: personOrganizationsReader,
    hint: 'Organization names, each with the role in brackets: Acme (CEO), Borealis.',
    value: (p) => p.organizations.map((o) => `${o.name}${o.role ? ` (${o.role})` : ''}`),
  },
  {
    header: 'Profile',
    key: 'professional_profile',
    width: 40,
    aliases: ['profile'],
    read: readers.text('professional_profile'),
    value: (p) => p.professional_profile,
  },
  { header: 'Main link', key: 'main_url', width: 30, read: readers.text('main_url'), value: (p) => p.main_url },
  { header: 'About', key: 'about', width: 40, read: readers.text('about'), value: (p) => p.about },
  { ...keywordsColumn, value: (p) => p.keywords.map((k) => k.name) },
  { ...visibilityColumn, value: (p) => p.visibility },
];

const ledgerOrganizationReader: CellReader<Ctx> = async (text, ctx) => {
  if (!text) return { organization_id: undefined };
  if (/^\d+$/.test(text)) return { organization_id: Number(text) };
  const id = await organizationNamed(ctx, text);
  return typeof id === 'string' ? id : { organization_id: id };
};

export const ledgerColumns: XlsxColumn<TLedgerEntry, Ctx>[] = [
  { ...idColumn, value: (l) => l.id },
  { header: 'Name', key: 'name', width: 30, read: readers.text('name'), hint: 'Required.', value: (l) => l.name },
  {
    header: 'Organization',
    key: 'organization',
    width: 30,
    aliases: ['org'],
    fields: ['organization_id', 'organization_name'],
    read: ledgerOrganizationReader,
    hint: "Required: the organization's exact name, or its ID.",
    value: (l) => l.organization_name,
  },
  {
    header: 'Type',
    key: 'vehicle_type',
    width: 6,
    aliases: ['type'],
    read: readers.choice('vehicle_type', VEHICLE_TYPES, (t) => t.toUpperCase()),
    hint: 'Required: VC, FA or PE.',
    value: (l) => l.vehicle_type,
  },
  {
    header: 'Currency',
    key: 'inv_currency',
    width: 8,
    aliases: ['currency'],
    read: readers.text('inv_currency'),
    hint: 'A three-letter code: USD, EUR…',
    value: (l) => l.inv_currency,
  },
  {
    header: 'Invested',
    key: 'inv_date',
    width: 12,
    read: readers.partialDate('inv_date'),
    hint: DATE_HINT,
    value: (l) => partialText(l.inv_date),
  },
  {
    header: 'Ownership %',
    key: 'ownership_percentage',
    width: 10,
    aliases: ['pct'],
    read: readers.number('ownership_percentage'),
    hint: 'A number from 0 to 100.',
    value: (l) => l.ownership_percentage,
  },
  { header: 'Owner', key: 'owner', width: 20, read: readers.text('owner'), value: (l) => l.owner },
  {
    header: 'Owned',
    key: 'owned',
    width: 8,
    read: readers.yesNo('owned'),
    hint: 'yes or no.',
    value: (l) => (l.owned ? 'yes' : 'no'),
  },
  { header: 'Risk', key: 'inv_risk', width: 12, read: readers.text('inv_risk'), value: (l) => l.inv_risk },
  {
    header: 'Public link',
    key: 'public_url',
    width: 30,
    read: readers.text('public_url'),
    value: (l) => l.public_url,
  },
  { ...keywordsColumn, value: (l) => l.keywords.map((k) => k.name) },
  { ...visibilityColumn, value: (l) => l.visibility },
];

const publisherReader: CellReader<Ctx> = async (text, ctx) => {
  if (!text) return { publisher_id: null };
  const id = await organizationNamed(ctx, text);
  return typeof id === 'string' ? id : { publisher_id: id };
};

export const libraryColumns: XlsxColumn<TLibraryEntry, Ctx>[] = [
  { ...idColumn, value: (l) => l.id },
  { header: 'Title', key: 'title', width: 40, read: readers.text('title'), hint: 'Required.', value: (l) => l.title },
  {
    header: 'Type',
    key: 'type',
    width: 20,
    read: readers.choice(
      'type',
      LIBRARY_TYPES,
      (t) => LIBRARY_TYPES.find((x) => x.toLowerCase() === t.toLowerCase()) ?? t,
    ),
    hint: `One of: ${LIBRARY_TYPES.join('; ')}.`,
    value: (l) => l.type,
  },
  {
    header: 'Published',
    key: 'publish_date',
    width: 12,
    read: readers.partialDate('publish_date'),
    hint: DATE_HINT,
    value: (l) => partialText(l.publish_date),
  },
  {
    header: 'Publisher',
    key: 'publisher',
    width: 24,
    fields: ['publisher_id', 'publisher_name'],
    read: publisherReader,
    hint: "The publishing organization's exact name.",
    value: (l) => l.publisher_name,
  },
  {
    header: 'Authors',
    key: 'authors',
    width: 30,
    read: (t) => ({ authors: listValues(t).map((name) => ({ name })) }),
    hint: `Author names. ${LIST_HINT}`,
    value: (l) => l.authors.map((a) => a.name),
  },
  {
    header: 'Public link',
    key: 'public_link',
    width: 30,
    read: readers.text('public_link'),
    value: (l) => l.public_link,
  },
  { header: 'Abstract', key: 'abstract', width: 50, read: readers.text('abstract'), value: (l) => l.abstract },
  { ...keywordsColumn, value: (l) => l.keywords.map((k) => k.name) },
  { ...visibilityColumn, value: (l) => l.visibility },
];
