import type { TRelinkBody } from '@intel/contracts';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../db/ctx.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { readableVisibilities } from '../../policies/principal.ts';
import { personName } from './annotations.ts';
import { lockProcessingWrites } from './process.ts';
import { addToCounts } from './process-writes.ts';

/**
 * The analyst links a raw data item to another organization or person of the same name instead of the one
 * processing chose (issue 15 item 7: "link the probable one, suggest the rest"). The new link is marked
 * `chosen`, so processing the item again keeps it and links no other record of that name; a person's count
 * of raw data moves with it. Only a record of the same name the caller may read can be chosen.
 */
export async function relink(ctx: Ctx, rawDataId: number, body: TRelinkBody): Promise<void> {
  const { tx, tenantId } = ctx;
  const { entity_type: type, from_id: from, to_id: to } = body;
  if (from === to) throw badRequest('That record is already linked: choose another one.');
  await lockProcessingWrites(tx, tenantId);
  const table = sql.identifier(type === 'Organization' ? 'organizations' : 'people');
  const person = personName('r');
  // The names an alternative is found under (annotations.ts `sameNamed`): an organization's trading or legal name.
  const [name, names] =
    type === 'Organization'
      ? [sql.raw('lower(r.name_dba)'), sql.raw('array[lower(r.name_dba), lower(r.name_inc)]')]
      : [person, sql`array[${person}]`];
  const vis = sql`${sql.param(readableVisibilities(ctx.principal))}::visibility[]`;
  const { rows } = await tx.execute(sql`
    select
      exists(select 1 from raw_data where tenant_id = ${tenantId} and id = ${rawDataId}) as item,
      (select occurrences from raw_data_entities
        where tenant_id = ${tenantId} and raw_data_id = ${rawDataId} and entity_type = ${type} and entity_id = ${from}) as occurrences,
      exists(select 1 from raw_data_entities
        where tenant_id = ${tenantId} and raw_data_id = ${rawDataId} and entity_type = ${type} and entity_id = ${to}) as taken,
      (select ${name} from ${table} r where r.tenant_id = ${tenantId} and r.id = ${from}) as from_name,
      (select ${names} from ${table} r where r.tenant_id = ${tenantId} and r.id = ${to} and r.visibility = any(${vis})) as to_names`);
  const found = rows[0] as {
    item: boolean;
    occurrences: number | null;
    taken: boolean;
    from_name: string | null;
    to_names: (string | null)[] | null;
  };
  const label = type === 'Organization' ? 'organization' : 'person';
  if (!found.item) throw notFound('Raw data not found.');
  if (found.occurrences === null) throw notFound(`This item does not link to that ${label}.`);
  if (found.to_names === null) throw notFound(`The ${label} to link was not found.`);
  if (found.from_name === null || !found.to_names.includes(found.from_name))
    throw badRequest(`Only a ${label} of the same name can be linked instead.`);
  if (found.taken) throw badRequest(`This item already links to that ${label}.`);
  await tx.execute(sql`
    with gone as (
      delete from raw_data_entities
       where tenant_id = ${tenantId} and raw_data_id = ${rawDataId} and entity_type = ${type} and entity_id = ${from})
    insert into raw_data_entities (tenant_id, raw_data_id, entity_type, entity_id, occurrences, chosen)
    values (${tenantId}, ${rawDataId}, ${type}, ${to}, ${found.occurrences}, true)`);
  if (type === 'Person')
    await addToCounts(tx, 'people', 'raw_data_count', tenantId, [
      [from, -1],
      [to, 1],
    ]);
}
