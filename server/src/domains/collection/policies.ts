import { defineAbilities } from '../../policies/abilities.ts';

/** Raw data and where it comes from: the research team's workspace, never shown to readers. */
export const rawDataPolicy = defineAbilities('rawData', {
  read: 'research',
  write: 'research',
  collect: 'research',
  downloadFile: 'research',
  queueProcessing: 'research',
  sendToLibrary: 'research',
  previewUrl: 'research',
});
export const bucketsPolicy = defineAbilities('buckets', { read: 'research', write: 'research' });
export const sourceUrlsPolicy = defineAbilities('sourceUrls', { read: 'research', write: 'research' });
