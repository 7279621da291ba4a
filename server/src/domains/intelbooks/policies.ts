import { defineAbilities } from '../../policies/abilities.ts';

/** Intelbooks: read by all within their visibility (and through share codes), written by admins. */
export const categoriesPolicy = defineAbilities('categories', { read: 'open', write: 'admin' });
export const sectionsPolicy = defineAbilities('sections', { read: 'open', write: 'admin' });
export const factsPolicy = defineAbilities('facts', { read: 'open', write: 'admin' });
/** Share codes open a category's tree to anyone holding the code; admins make and revoke them. */
export const shareCodesPolicy = defineAbilities('shareCodes', { read: 'admin', write: 'admin', openShared: 'open' });
