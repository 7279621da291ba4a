import { type TTenantInfo, ZTenantInfo, ZTenantParams } from '@intel/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAbility } from '../../plugins/auth.ts';
import { workspacePolicy } from './policies.ts';

/** GET /clients/info/{tenant}/: public, answers exists=false rather than 404 (DESIGN §2). */
export const tenantInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients/info/:tenant/',
    {
      preValidation: requireAbility(workspacePolicy.readPublicInfo),
      schema: {
        tags: ['tenancy'],
        summary: 'Whether a tenant exists, and its paywall link',
        params: ZTenantParams,
        response: { 200: ZTenantInfo },
      },
    },
    async (request): Promise<TTenantInfo> => {
      const asked = request.params.tenant.toLowerCase();
      const subdomain = asked === 'www' ? app.config.defaultTenant : asked;
      const tenant = await app.tenants.bySubdomain(subdomain);
      if (!tenant) {
        return {
          id: null,
          exists: false,
          name: null,
          payment_access_link: null,
          payment_access_message: null,
          chat_link: null,
        };
      }
      return {
        id: tenant.id,
        exists: true,
        name: tenant.name,
        payment_access_link: tenant.paymentAccessLink,
        payment_access_message: tenant.paymentAccessMessage,
        chat_link: tenant.chatLink,
      };
    },
  );
};
