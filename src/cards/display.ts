/**
 * User-written text (card names, set names) on its way to Discord. Two functions, so that the shared sanitiser
 * of issue 27 replaces them in one place: until then they drop control and direction-override characters and
 * bound the length; `displayText` (message content) also keeps mentions and markdown inert, `plainText`
 * (autocomplete choices, select labels: never rendered as markdown) does not need to.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function plainText(raw: string, max = 100): string {
  const s = raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

export function displayText(raw: string, max = 100): string {
  const inert = plainText(raw, 4 * max).replace(/([\\*_~`|[\]])/g, '\\$1').replace(/^([>#-])/, '\\$1').replace(/@/g, '@\u200b');
  return inert.length > max ? `${inert.slice(0, max - 1)}…` : inert;
}
