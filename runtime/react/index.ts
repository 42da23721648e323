export * from './registry-context.tsx';
export * from './list-query.ts';
export * from './use-async.ts';
export * from './use-list-controller.ts';
export * from './form-model.ts';
export * from './use-form-controller.ts';
export * from './use-dict.ts';
export * from './use-ref-options.ts';
