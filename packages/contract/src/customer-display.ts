// Shapes of customer-display (filled in with its module).
export {};
