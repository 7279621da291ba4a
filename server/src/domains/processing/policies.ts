import { defineAbilities } from '../../policies/abilities.ts';

/** Processing's results — suggestions, rejected names, reports — and the tagging rules: the research team's. */
export const suggestionsPolicy = defineAbilities('suggestions', {
  read: 'research',
  write: 'research',
  review: 'research',
  reconsiderRejected: 'research',
});
export const reportsPolicy = defineAbilities('reports', { make: 'research' });
export const taggingRulesPolicy = defineAbilities('taggingRules', {
  read: 'research',
  write: 'research',
  preview: 'research',
});
/** A researcher's work queue on the home screen: documents processed since their last visit, suggestions waiting. */
export const workQueuePolicy = defineAbilities('workQueue', { read: 'research', markSeen: 'research' });
/** Whether a text names records its audience cannot see (a warning in the forms of those who write records). */
export const hiddenNamesPolicy = defineAbilities('hiddenNames', { check: 'research' });
