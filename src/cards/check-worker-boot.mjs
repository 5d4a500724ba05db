// Entry of the set-file checker worker when Sanam runs from TypeScript sources (tsx): worker threads do not
// inherit tsx's loader, so register it here before loading the worker module.
import { register } from 'tsx/esm/api';

register();
await import('./check-worker.ts');
