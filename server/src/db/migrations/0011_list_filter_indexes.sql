-- Issue 16: lists read one index range in their order. Filters on enum columns are index conditions
-- because enum equality is LEAKPROOF (db/migrate.ts); the id tie-break is in the index, so a keyset
-- page seeks with one row comparison however many rows share the leading value.
DROP INDEX "organizations_updated_idx";--> statement-breakpoint
DROP INDEX "people_updated_idx";--> statement-breakpoint
DROP INDEX "library_entries_updated_idx";--> statement-breakpoint
CREATE INDEX "organizations_ownership_name_idx" ON "organizations" USING btree ("tenant_id","ownership_type","name_dba","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organizations_ownership_updated_idx" ON "organizations" USING btree ("tenant_id","ownership_type","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "people_gender_family_idx" ON "people" USING btree ("tenant_id","gender","name_family","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "people_gender_updated_idx" ON "people" USING btree ("tenant_id","gender","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_entries_type_publish_idx" ON "library_entries" USING btree ("tenant_id","type","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_entries_type_updated_idx" ON "library_entries" USING btree ("tenant_id","type","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "organizations_updated_idx" ON "organizations" USING btree ("tenant_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "people_updated_idx" ON "people" USING btree ("tenant_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "library_entries_updated_idx" ON "library_entries" USING btree ("tenant_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
