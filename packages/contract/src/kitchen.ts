// Shapes of kitchen (filled in with its module).
export {};
