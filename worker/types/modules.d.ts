// zxcvbn's frequency-ranked password list, imported by path (the package has no exports map).
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const passwords: string[];
  export default passwords;
}

// The Node built-ins the Worker uses under `nodejs_compat`, declared narrowly: adding all of
// @types/node to the Worker program would clash with the Workers runtime types.
declare module "node:crypto" {
  export function scrypt(
    password: string,
    salt: Uint8Array,
    keylen: number,
    options: { N: number; r: number; p: number; maxmem?: number },
    callback: (error: Error | null, derivedKey: Uint8Array) => void,
  ): void;
  export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
}

declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
