/**
 * User text made safe (issue 27): names users give (deck names, league names, card names of a server's card
 * sets) pass through here before they reach a message, an image or a log line.
 *
 * - `cleanText` is for storage, images, autocomplete choices and logs: Unicode NFC; bidi controls (which can make
 *   "evil.exe" read as "exe.live" or flip a whole reply), zero-width and other invisible characters, control
 *   characters and Unicode tag characters removed; runs of whitespace (new lines included) one space; cut to a
 *   length in code points, never inside a surrogate pair.
 * - `forMessage` is for Discord message text and embeds: cleanText, then markdown escaped (a name cannot bold,
 *   strike, spoil, link, quote or break out of a code span) and mentions defused (`@everyone`, `@here`, `<@id>`,
 *   `<@&id>`, `<#id>` are shown, not resolved). allowed_mentions on the message is the second lock: it decides
 *   who is pinged; this decides what is shown.
 */

/**
 * Bidi controls: LRE RLE PDF LRO RLO (202A–202E), LRI RLI FSI PDI (2066–2069), LRM RLM (200E/200F), ALM (061C).
 * Invisible: soft hyphen, combining grapheme joiner, Hangul fillers, Khmer inherent vowels, Mongolian vowel
 * separator, zero-width space/non-joiner/joiner, word joiner and invisible operators (2060–2064), inhibit/activate
 * formatting (206A–206F), BOM, interlinear annotation (FFF9–FFFB), C0/C1 controls, and tag characters (E0000–E007F).
 */
// The combining marks (034F, 17B4, 17B5) sit outside the class: in one, eslint reads them as joined to a neighbour.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb]|\u034f|\u17b4|\u17b5/gu;
const TAGS = /[\u{e0000}-\u{e007f}]/gu;

export function cleanText(text: string, maxChars = 100): string {
  const flat = text.normalize('NFC').replace(/[\t\n\v\f\r]/g, ' ').replace(UNSAFE, '').replace(TAGS, '').replace(/\s+/gu, ' ').trim();
  const chars = [...flat];
  return chars.length <= maxChars ? flat : `${chars.slice(0, Math.max(0, maxChars - 1)).join('').trimEnd()}…`;
}

/**
 * Markdown that changes how Discord shows text anywhere in a line: emphasis, spoilers, code, masked links, and
 * "<" (which opens a mention). Headings, quotes and lists ("#", ">", "-", "1.") count only at the start of a
 * line, and a cleaned name is one line, so only its first character needs it (escaping "-" everywhere would
 * turn every "precon:starter-flame" into "precon:starter\-flame" for nothing).
 */
const MARKDOWN = /[\\*_~`|[\]<]/g;
const LINE_START = /^([#>-]|\d+\.)/;
const ZWSP = '\u200b';

export function forMessage(text: string, maxChars = 100): string {
  const clean = cleanText(text, maxChars);
  return clean
    .replace(MARKDOWN, (c) => `\\${c}`)
    .replace(LINE_START, (m) => `\\${m}`)
    // A zero-width space after "@" keeps "@everyone" and "@here" from being read as mentions (the escaped "<"
    // above already keeps <@id>, <@&id> and <#id> literal); added after cleaning, so it is the only one there.
    .replace(/@/g, `@${ZWSP}`);
}

/**
 * Text placed inside a Discord code block (a league table, a log excerpt): markdown means nothing there except
 * the backtick, and three of them end the block early. Each becomes U+02CB MODIFIER LETTER GRAVE ACCENT, which
 * looks the same and closes nothing.
 */
export function forCodeBlock(text: string): string {
  return text.replace(/`/g, '\u02cb');
}
