CREATE TABLE "raw_data_contacts" (
	"tenant_id" bigint NOT NULL,
	"raw_data_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"suggested_entity_id" bigint,
	CONSTRAINT "raw_data_contacts_tenant_id_raw_data_id_kind_value_pk" PRIMARY KEY("tenant_id","raw_data_id","kind","value")
);
--> statement-breakpoint
ALTER TABLE "raw_data_contacts" ADD CONSTRAINT "raw_data_contacts_tenant_id_clients_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raw_data_contacts" ADD CONSTRAINT "raw_data_contacts_tenant_id_raw_data_id_raw_data_tenant_id_id_fk" FOREIGN KEY ("tenant_id","raw_data_id") REFERENCES "public"."raw_data"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raw_data_contacts_suggestion_idx" ON "raw_data_contacts" USING btree ("tenant_id","suggested_entity_id");