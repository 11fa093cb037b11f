// Tables of the settings domain: payment methods, taxes, order types, cost types, printer groups, points,
// order duration, regions and exchange rates, ordering features.
export {};
