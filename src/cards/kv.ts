/** The one place src/cards takes the key-value repository from (it may move to src/store). */
export type { KeyValueRepo } from '../store/kv.js';
