/** Which keywords exist: the catalogue checks card definitions against the keyword registry (../keywords). */
export { KEYWORDS } from '../keywords/index.js';
