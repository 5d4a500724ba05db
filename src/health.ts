import { writeFile } from 'node:fs/promises';

/**
 * Touches a heartbeat file while `healthy()` holds, so a container health check (docker/healthcheck.mjs)
 * can tell a live bot from a stuck one without opening a port.
 */
export function startHeartbeat(healthy: () => Promise<boolean>, file = process.env.SANAM_HEALTH_FILE ?? '/tmp/sanam-health', everyMs = 30_000): () => void {
  const beat = async () => {
    try {
      if (await healthy()) await writeFile(file, String(Date.now()));
    } catch {
      // An unhealthy bot simply stops refreshing the file; the health check reports it.
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
