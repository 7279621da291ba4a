import { ZSettings, ZSettingsPatch } from '@intel/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clients } from '../../db/schema/index.ts';
import type { Tx } from '../../db/scoped.ts';
import { notFound } from '../../lib/http-errors.ts';
import { errorsFor } from '../../lib/route-errors.ts';
import { requireAbility } from '../../plugins/auth.ts';
import { settingsPolicy } from './policies.ts';
import { presentSettings, type StoredSettings } from './presenters.ts';

const errors = errorsFor(400, 401, 403, 404);

/** `/settings`: one object per tenant, admins only (DESIGN §5). The tenant row is global data. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // As the tenant's application role: the clients policy (migration 0009) lets it see its own row only.
  const load = async (tx: Tx, tenantId: number) => {
    const [row] = await tx.select().from(clients).where(eq(clients.id, tenantId));
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/settings/',
    {
      schema: { tags: ['settings'], summary: 'The tenant’s settings', response: { 200: ZSettings, ...errors } },
      preValidation: requireAbility(settingsPolicy.read),
    },
    async (request) => presentSettings(await request.withTenant(({ tx }) => load(tx, request.tenant.id))),
  );

  app.patch(
    '/settings/',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the tenant’s settings',
        body: ZSettingsPatch,
        response: { 200: ZSettings, ...errors },
      },
      preValidation: requireAbility(settingsPolicy.edit),
    },
    async (request) => {
      const body = request.body;
      const tenantId = request.tenant.id;
      const row = await request.withTenant(async ({ tx }) => {
        const current = await load(tx, tenantId);
        const stored = (current.settings ?? {}) as StoredSettings;
        const settings: StoredSettings = {
          ...stored,
          ...(body.processing ? { processing: body.processing } : {}),
          ...(body.operator_llm_url !== undefined ? { operator_llm_url: body.operator_llm_url } : {}),
        };
        const [updated] = await tx
          .update(clients)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.payment_access_link !== undefined ? { paymentAccessLink: body.payment_access_link } : {}),
            ...(body.payment_access_message !== undefined
              ? { paymentAccessMessage: body.payment_access_message || null }
              : {}),
            ...(body.chat_link !== undefined ? { chatLink: body.chat_link } : {}),
            settings,
            updatedAt: sql`now()`,
          })
          .where(eq(clients.id, tenantId))
          .returning();
        return updated;
      });
      app.tenants.forget(request.tenant.subdomain);
      if (!row) throw notFound();
      return presentSettings(row);
    },
  );
};
