-- Issue 15 item 7: a name several records share links the probable one; the analyst may link another
-- instead (POST /raw-data/:id/links/), and that choice stays when the item is processed again.
ALTER TABLE "raw_data_entities" ADD COLUMN "chosen" boolean DEFAULT false NOT NULL;