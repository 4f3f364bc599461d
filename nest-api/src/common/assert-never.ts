/** Compile-time exhaustiveness: a new union member without a case fails the build here. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
