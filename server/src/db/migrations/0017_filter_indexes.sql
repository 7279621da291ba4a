-- Issue 16 item 5: the Operator's "VC funds in Berlin" counted by reading every organization founded in the
-- range (85,000 rows at 1M, 125-400 ms); "people in London" scanned every person's city. The headquarters
-- filters and the people's city ("contains") get indexes of their own.
CREATE INDEX "organizations_hq_city_idx" ON "organizations" USING btree ("tenant_id","hq_city_id","founding_date");--> statement-breakpoint
CREATE INDEX "organizations_hq_geo_idx" ON "organizations" USING btree ("tenant_id","hq_geo_id");--> statement-breakpoint
CREATE INDEX "people_city_trgm_idx" ON "people" USING gin ("tenant_id","current_address_city" gin_trgm_ops);