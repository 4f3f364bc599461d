/** The shape of a resource tree with every leaf a string: another locale must have exactly these keys. */
export type DeepStringRecord<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};
