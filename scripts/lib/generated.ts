/**
 * Files the project generates and git ignores (docs/toolchain.md): made by the command that needs
 * them, so every README command works on a fresh clone (issue 37).
 *
 *   app/paraglide/          the compiled messages: imported by vite.config.ts (contract/locales.ts),
 *                           the seed, the Worker and the app; made here when missing or stale
 *   public/demo-art/        made by Vite itself whenever it serves or builds (vite.config.ts)
 *   .react-router/types/    route types, for `tsc` only (scripts/typecheck.ts)
 */
import { localBin, run } from "./tooling.ts";

/** Compiles messages/*.json into app/paraglide/ unless the output is newer than its sources. */
export function compileMessagesIfStale(): Promise<void> {
  // A process of its own: the inlang SDK's timers would keep this one alive (scripts/lib/compile-messages.ts).
  return run(process.execPath, ["--import", "tsx", "scripts/compile-messages.ts", "--if-stale"]);
}

/** `react-router build` with what it imports generated first; `env` adds to the environment. */
export async function buildApp(args: string[] = [], env: Record<string, string> = {}): Promise<void> {
  await compileMessagesIfStale();
  await run(localBin("react-router"), ["build", ...args], { env: { ...process.env, ...env } });
}
