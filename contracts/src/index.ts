// First: the zod setting must hold before any schema is built.
import './zod-config.ts';

export * from './annotations.ts';
export * from './api-tokens.ts';
export * from './auth.ts';
export * from './collection.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './counts.ts';
export * from './curation.ts';
export * from './emails.ts';
export * from './graph.ts';
export * from './intelbooks.ts';
export * from './keywords.ts';
export * from './library.ts';
export * from './messages.ts';
export * from './operator.ts';
export * from './operator-columns.ts';
export * from './preferences.ts';
export * from './reference.ts';
export * from './rejected-names.ts';
export * from './search.ts';
export * from './settings.ts';
export * from './share-codes.ts';
export * from './tenant.ts';
export * from './users.ts';
export * from './watches.ts';
export * from './webhooks.ts';
