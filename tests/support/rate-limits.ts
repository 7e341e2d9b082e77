/**
 * Rate limits count in fixed windows (worker/lib/rate-limits/window-counter.ts). A test that makes a request and
 * then expects the next one to be refused fails whenever the two land on either side of a
 * window boundary — likely for one-minute windows on a loaded machine. Copying the counters of
 * the current window into the next one makes "the second request comes right after the first"
 * hold wherever the boundary falls, without sleeping.
 */
export async function carryIntoNextWindow(kv: KVNamespace, ruleName: string, subject: string): Promise<void> {
  const { keys } = await kv.list({ prefix: `rl:${ruleName}:${subject}:` });
  if (keys.length === 0) throw new Error(`no rate-limit counter for ${ruleName}:${subject}`);
  for (const { name } of keys) {
    const value = await kv.get(name);
    const index = Number(name.split(":").at(-1));
    await kv.put(name.replace(/:\d+$/, `:${index + 1}`), value ?? "0", { expirationTtl: 300 });
  }
}
