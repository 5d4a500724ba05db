import { writeFile } from 'node:fs/promises';
import { every, type SuperviseLog } from './supervise.js';

/**
 * Touches a heartbeat file while `healthy()` holds, so a container health check (docker/healthcheck.mjs)
 * can tell a live bot from a stuck one without opening a port.
 */
export function startHeartbeat(healthy: () => Promise<boolean>, log: SuperviseLog, file = process.env.SANAM_HEALTH_FILE ?? '/tmp/sanam-health', everyMs = 30_000): () => Promise<void> {
  const beat = async () => {
    try {
      if (await healthy()) await writeFile(file, String(Date.now()));
    } catch {
      // An unhealthy bot simply stops refreshing the file; the health check reports it.
    }
  };
  const loop = every(log, 'health heartbeat', everyMs, beat, { immediate: true });
  return () => loop.stop();
}
