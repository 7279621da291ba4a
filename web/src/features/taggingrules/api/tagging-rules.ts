import { type TTaggingRule, type TTaggingRuleCreate, ZTaggingPreview, ZTaggingRule } from '@intel/contracts';
import { api } from '../../../lib/api-client.ts';
import { defineResource } from '../../../lib/resource-api.ts';

export const taggingRules = defineResource<TTaggingRule, TTaggingRuleCreate>('/taggingrules', ZTaggingRule);

/** "What would this rule match?" over the latest raw data, before saving. */
export function previewRule(body: { match_text: string; algorithm: string; case_sensitive: boolean }) {
  return api('/taggingrules/preview/', { method: 'POST', body, schema: ZTaggingPreview });
}
