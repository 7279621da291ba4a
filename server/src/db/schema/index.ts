export * from './accounts.ts';
export * from './common.ts';
export * from './events.ts';
