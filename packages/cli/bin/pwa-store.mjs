#!/usr/bin/env node
// `npx pwa-store` from the repository's root (docs/publishing.md#the-command-line-publisher): the
// command is TypeScript beside the store's own code, run through tsx, a dependency of the root.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/main.ts");
process.exitCode = await main(process.argv.slice(2), process.env);
