// Entry of the AI worker when Sanam runs from TypeScript sources (tsx): worker threads do not inherit
// tsx's loader, so register it here before loading the worker module.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
