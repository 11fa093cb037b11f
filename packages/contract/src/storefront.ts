// Shapes of storefront (filled in with its module).
export {};
