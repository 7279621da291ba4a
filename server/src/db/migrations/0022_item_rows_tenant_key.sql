-- A raw data item's links, contacts and evidence keep their tenant through their key to raw_data (tenant_id, id):
-- raw_data's own key to clients says the tenant exists, and deleting the tenant reaches these rows through the item
-- (both keys cascade). Their second key to clients only doubled the checks per row (dozens per processed document).
ALTER TABLE "raw_data_contacts" DROP CONSTRAINT "raw_data_contacts_tenant_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "raw_data_entities" DROP CONSTRAINT "raw_data_entities_tenant_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "suggested_entity_evidence" DROP CONSTRAINT "suggested_entity_evidence_tenant_id_clients_id_fk";
