export * from './auth.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './counts.ts';
export * from './keywords.ts';
export * from './reference.ts';
export * from './settings.ts';
export * from './tenant.ts';
