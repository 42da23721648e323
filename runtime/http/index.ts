export * from './config.ts';
export * from './sign.ts';
export * from './errors.ts';
export * from './session-store.ts';
export * from './client.ts';
export * from './data-provider.ts';
export * from './auth-api.ts';
