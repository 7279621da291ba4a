import 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Tenant, TenantDirectory } from './domains/tenancy/repository.ts';
import type { AlertServices } from './domains/watches/services.ts';
import type { EventBus } from './lib/events.ts';
import type { RecordChanges } from './lib/record-changes.ts';
import type { FileStorage } from './lib/storage/index.ts';
import type { Jobs } from './plugins/jobs.ts';
import type { Principal } from './policies/principal.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    tenants: TenantDirectory;
    events: EventBus;
    jobs: Jobs;
    /** Committed record changes of write requests (lib/record-changes.ts): webhooks listen. */
    recordChanges: RecordChanges;
    /** Watches' alerts: the dispatcher, the saved questions' job, the digests (domains/watches/services.ts). */
    alerts: AlertServices;
    /** Where upload bytes live (the database or S3), shared by every instance. */
    storage: FileStorage;
    /** Every route registered, with the ability its guard asks for (none: open, or guarded otherwise). */
    routeTable: { method: string; url: string; ability: string | null }[];
  }
  interface FastifyRequest {
    /** The resolved tenant; set on every API route except the few that work without one. */
    tenant: Tenant;
    principal: Principal;
    /** sha256 of the bearer token when the caller is logged in. */
    tokenHash: string | null;
  }
}
