// Shapes of QR table ordering (filled in with its routes).
export {};
