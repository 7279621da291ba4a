-- Issue 36: a researcher's work queue (documents processed since their last visit) and undoing an
-- accept (the records it created). Items processed before this migration take their last change as
-- the time they were processed.
ALTER TABLE "users" ADD COLUMN "work_queue_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "raw_data" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suggested_entities" ADD COLUMN "created_by_accept" bigint;--> statement-breakpoint
CREATE INDEX "raw_data_processed_idx" ON "raw_data" USING btree ("tenant_id","processed_at");--> statement-breakpoint
UPDATE "raw_data" SET "processed_at" = "updated_at" WHERE "processing_status" = 'completed';
