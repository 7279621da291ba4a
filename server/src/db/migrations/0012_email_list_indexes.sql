-- The email list and one domain's addresses read one index range in their order (keyset pages seek with one
-- row comparison): before, a domain's deep page read every address of the domain before it and dropped them.
DROP INDEX "emails_created_idx";--> statement-breakpoint
DROP INDEX "emails_domain_idx";--> statement-breakpoint
CREATE INDEX "emails_created_idx" ON "emails" USING btree ("tenant_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "emails_domain_idx" ON "emails" USING btree ("tenant_id","domain_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);