// Every table, for the database type. drizzle-kit reads each file of this folder itself.
export * from './ad-material';
export * from './billing';
export * from './catalog';
export * from './devices';
export * from './jobs';
export * from './kitchen';
export * from './members';
export * from './online-shop';
export * from './reports';
export * from './sales';
export * from './settings';
export * from './staff';
export * from './stock';
export * from './storefront';
export * from './stores';
export * from './table-ordering';
export * from './tenancy';
