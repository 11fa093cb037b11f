// Shapes of ad-material (filled in with its module).
export {};
