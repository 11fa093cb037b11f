export * from './auth';
export * from './countries';
export * from './currencies';
export * from './errors';
export * from './http';
export * from './languages';
export * from './permissions';
export * from './rules';
