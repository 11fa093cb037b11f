export * from './staff';
export * from './stores';
export * from './tenancy';
