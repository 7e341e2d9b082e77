/** Stops the server global setup started (its whole process group) and deletes the state dir. */
import { clearServerInfo, SERVER_ENV } from "./support/server-info.ts";
import { removeStateDir, stopServerGroup } from "./support/server.ts";

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[SERVER_ENV.pid]);
  const stateDir = process.env[SERVER_ENV.stateDir];
  if (Number.isInteger(pid) && pid > 0) await stopServerGroup(pid);
  if (stateDir) await removeStateDir(stateDir);
  clearServerInfo();
}
