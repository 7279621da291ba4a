export * from './accounts.ts';
export * from './common.ts';
