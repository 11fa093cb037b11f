/**
 * The body type of a contract (zod) schema, without the web depending on zod itself: its input type, or its
 * output type where the schema hides the input (e.g. the contract's `withConfirmation` wrapper).
 */
export type BodyOf<S> = S extends { _input: infer I; _output: infer O } ? (unknown extends I ? O : I) : never;
