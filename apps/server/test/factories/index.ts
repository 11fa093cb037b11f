// Test factories every module's tests build their data with (a module's tests never import another module's
// test code). `new…` goes through the API, `add…` writes rows straight to the database.
export * from './basics';
export * from './catalog';
export * from './files';
export * from './member';
export * from './merchant';
export * from './people';
export * from './receipt';
export * from './reply';
export * from './stock';
