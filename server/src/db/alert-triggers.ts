/**
 * Alerts of watched records (issue 38), written in the transaction of what causes them, whichever
 * path writes it (a form, an import, a merge, a job), as ONE set-based insert per statement: the new
 * rows joined with the watches that follow them (`watches_target_idx`), never a query per watch.
 *
 * - a record's history entry (`record_history`, every change but its creation) → a `change` alert
 *   for each watcher of the record other than the one who made the change;
 * - a known record found in raw data (`raw_data_entities`, written by processing) → a `mention` alert
 *   for each watcher of the record, and of each organizations or people list that holds it; once per
 *   watch and raw data item (`alerts_mention_key`), so reprocessing does not repeat it.
 *
 * The live events, the webhooks' `alert.fired` and the emails leave later (domains/watches/dispatch.ts),
 * and what a watcher is shown is decided when it is read (domains/watches/visible.ts).
 * Statement-level triggers with static SQL, re-created at every start (db/migrate.ts).
 */
export const ALERT_TRIGGERS = [
  { table: 'record_history', trigger: 'record_history_alerts', fn: 'app_alerts_record_history' },
  { table: 'raw_data_entities', trigger: 'raw_data_entities_alerts', fn: 'app_alerts_raw_data_entities' },
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

function trigger(table: string, name: string, fn: string, body: string): string {
  const create = `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  ${body}
  RETURN NULL;
END
$fn$`;
  const tr = `CREATE OR REPLACE TRIGGER ${name} AFTER INSERT ON ${table}
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`;
  return `DO $do$ BEGIN IF to_regclass('public.${table}') IS NOT NULL AND to_regclass('public.alerts') IS NOT NULL THEN
  EXECUTE ${quote(create)};
  EXECUTE ${quote(tr)};
END IF; END $do$;`;
}

export function alertTriggersSql(): string {
  const changes = trigger(
    'record_history',
    'record_history_alerts',
    'app_alerts_record_history',
    `INSERT INTO alerts (tenant_id, user_id, watch_id, kind, entity_type, entity_id, history_id, detail)
  SELECT w.tenant_id, w.user_id, w.id, 'change', w.target_type, w.target_id, n.id,
         jsonb_build_object('action', n.action)
    FROM new_rows n
    JOIN watches w ON w.tenant_id = n.tenant_id AND w.target_type = n.entity_type AND w.target_id = n.entity_id
   WHERE n.action <> 'create' AND w.user_id IS DISTINCT FROM n.user_id;`,
  );
  const mentions = trigger(
    'raw_data_entities',
    'raw_data_entities_alerts',
    'app_alerts_raw_data_entities',
    `INSERT INTO alerts (tenant_id, user_id, watch_id, kind, entity_type, entity_id, raw_data_id, detail)
  SELECT w.tenant_id, w.user_id, w.id, 'mention', w.target_type, w.target_id, n.raw_data_id,
         jsonb_build_object('entity_type', n.entity_type, 'entity_id', n.entity_id)
    FROM new_rows n
    JOIN watches w ON w.tenant_id = n.tenant_id AND w.target_type = n.entity_type AND w.target_id = n.entity_id
  UNION ALL
  SELECT w.tenant_id, w.user_id, w.id, 'mention', 'List', l.id, n.raw_data_id,
         jsonb_build_object('entity_type', n.entity_type, 'entity_id', n.entity_id)
    FROM new_rows n
    JOIN list_items li ON li.tenant_id = n.tenant_id AND li.item_id = n.entity_id
    JOIN lists l ON l.tenant_id = li.tenant_id AND l.id = li.list_id
     AND l.type::text = CASE n.entity_type WHEN 'Organization' THEN 'OrganizationsList' ELSE 'PeopleList' END
    JOIN watches w ON w.tenant_id = l.tenant_id AND w.target_type = 'List' AND w.target_id = l.id
   WHERE n.entity_type IN ('Organization', 'Person')
  ON CONFLICT (tenant_id, watch_id, raw_data_id, entity_type, entity_id) WHERE kind = 'mention' DO NOTHING;`,
  );
  return [changes, mentions].join('\n');
}
