CREATE INDEX "organizations_name_dba_idx" ON "organizations" USING btree ("tenant_id","name_dba","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organizations_ownership_idx" ON "organizations" USING btree ("tenant_id","ownership_type","visibility");--> statement-breakpoint
CREATE INDEX "people_name_family_idx" ON "people" USING btree ("tenant_id","name_family","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "people_gender_idx" ON "people" USING btree ("tenant_id","gender","visibility");--> statement-breakpoint
CREATE INDEX "library_entries_publish_idx" ON "library_entries" USING btree ("tenant_id","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_entries_type_idx" ON "library_entries" USING btree ("tenant_id","type","visibility");