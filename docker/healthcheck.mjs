// Healthy when the bot refreshed its heartbeat file recently; it does so only while the
// gateway is connected and the store answers (see src/health.ts).
import { statSync } from 'node:fs';

const file = process.env.SANAM_HEALTH_FILE ?? '/tmp/sanam-health';
const maxAgeMs = Number(process.env.SANAM_HEALTH_MAX_AGE_MS ?? 90_000);
try {
  const age = Date.now() - statSync(file).mtimeMs;
  process.exit(age <= maxAgeMs ? 0 : 1);
} catch {
  process.exit(1);
}
