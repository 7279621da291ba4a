-- Statistics on the text casts that filters compare under row-level security (an enum column cast to
-- text, so that a value from the request can never make the comparison fail): without them the planner
-- has none for the expression and guessed 4 of the 27,407 VC ledger entries at 1M, which turned
-- "VC funds in Berlin founded after 2015" into a 580 ms nested loop (65 ms with them).
CREATE STATISTICS IF NOT EXISTS "ledger_entries_vehicle_type_text_stx" ON (("vehicle_type")::text) FROM "ledger_entries";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "ledger_entries_visibility_text_stx" ON (("visibility")::text) FROM "ledger_entries";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "people_visibility_text_stx" ON (("visibility")::text) FROM "people";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "library_entries_visibility_text_stx" ON (("visibility")::text) FROM "library_entries";--> statement-breakpoint
ANALYZE "ledger_entries", "people", "library_entries";
