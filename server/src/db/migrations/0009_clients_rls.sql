-- The tenants' own rows (name, payment link, settings) under the second wall too: the application
-- role reads and writes only the row of the transaction's tenant (app.tenant_id). Tenant admins
-- (platform operators) manage every tenant: their transactions say so with app.platform = 'on'
-- (domains/clients). Not forced: the owner still resolves tenants by host before any tenant is known.
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "tenant_own_row" ON "clients"
  USING ("id" = nullif(current_setting('app.tenant_id', true), '')::bigint
         OR current_setting('app.platform', true) = 'on')
  WITH CHECK ("id" = nullif(current_setting('app.tenant_id', true), '')::bigint
              OR current_setting('app.platform', true) = 'on');
