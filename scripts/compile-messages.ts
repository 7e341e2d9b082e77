/**
 * `npm run i18n`: compiles messages/*.json into app/paraglide (scripts/lib/compile-messages.ts).
 *
 * With `--if-stale` (the benchmarks that import the app's modules) it compiles only when the
 * output is missing or older than its sources (scripts/lib/messages-compiled.ts).
 */
import { compileMessages } from "./lib/compile-messages.ts";
import { messagesCompiled } from "./lib/messages-compiled.ts";

if (!(process.argv.includes("--if-stale") && (await messagesCompiled()))) {
  try {
    await compileMessages();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
// Not left to the event loop: the inlang SDK's idle timers would keep Node up ~30 s more.
process.exit(0);
