/** Which keywords exist: the catalogue checks card definitions against the keyword registry (../keyword-registry). */
export { KEYWORDS } from '../keyword-registry.js';
