// Tables of storefront (filled in by its module).
export {};
