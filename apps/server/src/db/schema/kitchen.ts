// Tables of kitchen (filled in by its module).
export {};
