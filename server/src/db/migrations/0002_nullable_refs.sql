-- Nullable references between tenant tables: composite keys with tenant_id first; on delete only the
-- reference is cleared (SET NULL with a column list keeps tenant_id).
--> statement-breakpoint
ALTER TABLE "raw_data" ADD CONSTRAINT "raw_data_file_id_fk" FOREIGN KEY ("tenant_id", "file_id") REFERENCES "files" ("tenant_id", "id") ON DELETE SET NULL ("file_id");
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_suggested_person_id_fk" FOREIGN KEY ("tenant_id", "suggested_person_id") REFERENCES "suggested_entities" ("tenant_id", "id") ON DELETE SET NULL ("suggested_person_id");
--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_domain_id_fk" FOREIGN KEY ("tenant_id", "domain_id") REFERENCES "domains" ("tenant_id", "id") ON DELETE SET NULL ("domain_id");
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_organization_id_fk" FOREIGN KEY ("tenant_id", "organization_id") REFERENCES "organizations" ("tenant_id", "id") ON DELETE SET NULL ("organization_id");
--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_category_id_fk" FOREIGN KEY ("tenant_id", "category_id") REFERENCES "categories" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "share_codes" ADD CONSTRAINT "share_codes_section_id_fk" FOREIGN KEY ("tenant_id", "section_id") REFERENCES "sections" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_publisher_id_fk" FOREIGN KEY ("tenant_id", "publisher_id") REFERENCES "organizations" ("tenant_id", "id") ON DELETE SET NULL ("publisher_id");
--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_library_entry_id_fk" FOREIGN KEY ("tenant_id", "library_entry_id") REFERENCES "library_entries" ("tenant_id", "id") ON DELETE SET NULL ("library_entry_id");
--> statement-breakpoint
ALTER TABLE "tagging_rules" ADD CONSTRAINT "tagging_rules_target_keyword_id_fk" FOREIGN KEY ("tenant_id", "target_keyword_id") REFERENCES "keywords" ("tenant_id", "id") ON DELETE SET NULL ("target_keyword_id");
--> statement-breakpoint
ALTER TABLE "tagging_rules" ADD CONSTRAINT "tagging_rules_target_list_id_fk" FOREIGN KEY ("tenant_id", "target_list_id") REFERENCES "lists" ("tenant_id", "id") ON DELETE SET NULL ("target_list_id");
--> statement-breakpoint
ALTER TABLE "tagging_rules" ADD CONSTRAINT "tagging_rules_target_bucket_id_fk" FOREIGN KEY ("tenant_id", "target_bucket_id") REFERENCES "buckets" ("tenant_id", "id") ON DELETE SET NULL ("target_bucket_id");
