import { type TTaggingRule, type TTaggingRuleCreate, ZTaggingRule } from '@intel/contracts';
import { api } from '../../../lib/api-client.ts';
import { defineResource } from '../../../lib/resource-api.ts';

export const taggingRules = defineResource<TTaggingRule, TTaggingRuleCreate>('/taggingrules', ZTaggingRule);

export type Preview = { scanned: number; matched: number; samples: { id: number; title: string; snippet: string }[] };

/** "What would this rule match?" over the latest raw data, before saving. */
export function previewRule(body: { match_text: string; algorithm: string; case_sensitive: boolean }) {
  return api<Preview>('/taggingrules/preview/', { method: 'POST', body });
}
