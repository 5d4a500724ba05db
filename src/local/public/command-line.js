/**
 * The composer's slash-command line, as Discord's client reads it: `/match challenge opponent:alex deck:…`.
 * Pure functions (no DOM) so they are unit-tested in Node: where the caret is (a command word, an
 * option name, an option value), what to suggest there, and turning the typed values into the
 * option values the control API takes (user ids, choice values, numbers).
 */

export const OPTION = { SUB: 1, GROUP: 2, STRING: 3, INTEGER: 4, BOOLEAN: 5, USER: 6, CHANNEL: 7, ROLE: 8, MENTIONABLE: 9, NUMBER: 10, ATTACHMENT: 11 };

/** @param {string} locale */
export function langOf(locale) {
  return String(locale ?? '').toLowerCase().startsWith('th') ? 'th' : 'en';
}

/** Discord shows a localized name when the user's locale has one. */
export function localName(o, lang) {
  return (lang === 'th' && o.name_localizations?.th) || o.name;
}

export function localDescription(o, lang) {
  return (lang === 'th' && o.description_localizations?.th) || o.description || '';
}

const names = (o) => [o.name, ...Object.values(o.name_localizations ?? {})].filter(Boolean).map((n) => n.toLowerCase());
const isBranch = (o) => o.type === OPTION.SUB || o.type === OPTION.GROUP;
const childrenOf = (node) => (node.options ?? []).filter(isBranch);
const valueOptionsOf = (node) => (node.options ?? []).filter((o) => !isBranch(o));

/** Required options first, as Discord lists them. */
function ordered(defs) {
  return [...defs].sort((a, b) => Number(Boolean(b.required)) - Number(Boolean(a.required)));
}

/**
 * @param {string} text the whole line
 * @param {number} caret
 * @param {any[]} commands chat-input commands as the API lists them
 */
export function parseLine(text, caret, commands) {
  if (!text.startsWith('/')) return { kind: 'message', context: { type: 'none' } };
  const path = [];
  let level = commands.filter((c) => (c.type ?? 1) === 1);
  let pos = 1;
  let leaf;
  for (;;) {
    const word = /^\S*/.exec(text.slice(pos))[0];
    const start = pos;
    const end = pos + word.length;
    const typing = caret >= start && caret <= end && (end === text.length || caret < end || !/\s/.test(text[end] ?? ''));
    const exact = level.find((n) => names(n).includes(word.toLowerCase()));
    if (typing || !exact) {
      const prefix = text.slice(start, Math.max(start, Math.min(caret, end))).toLowerCase();
      const candidates = level.filter((n) => names(n).some((x) => x.startsWith(prefix)));
      return {
        kind: 'command', path, leaf: null, options: [], missing: [],
        error: !typing && word ? { key: path.length ? 'unknownSub' : 'unknownCommand', vars: { name: word } } : !typing ? { key: 'incomplete', vars: {} } : null,
        context: typing ? { type: 'head', candidates, replace: { start, end } } : { type: 'none' },
      };
    }
    path.push(exact);
    pos = end;
    while (pos < text.length && /\s/.test(text[pos])) pos++;
    const kids = childrenOf(exact);
    if (!kids.length) {
      leaf = exact;
      break;
    }
    level = kids;
    if (pos === end) {
      // "/match" with no space yet: nothing more to read.
      return { kind: 'command', path, leaf: null, options: [], missing: [], error: { key: 'incomplete', vars: {} }, context: { type: 'none' } };
    }
  }
  return parseOptions(text, caret, path, leaf, pos);
}

/** The line as it is sent: no word is still being typed, so every word must be complete. */
export function parseFinal(text, commands) {
  const line = `${text.trim()} `;
  return parseLine(line, line.length, commands);
}

function parseOptions(text, caret, path, leaf, from) {
  const defs = valueOptionsOf(leaf);
  const segments = [];
  const re = /(^|\s)([^\s:]+):/g;
  re.lastIndex = from > 0 ? from - 1 : 0;
  let m;
  while ((m = re.exec(text))) {
    const nameStart = m.index + m[1].length;
    if (nameStart < from) continue;
    const def = defs.find((d) => names(d).includes(m[2].toLowerCase()));
    if (!def) continue;
    segments.push({ def, nameStart, valueStart: nameStart + m[2].length + 1 });
  }
  for (const [i, s] of segments.entries()) {
    const next = segments[i + 1];
    s.end = next ? next.nameStart : text.length;
    s.raw = text.slice(s.valueStart, s.end).trim();
  }
  const stray = text.slice(from, segments[0]?.nameStart ?? text.length).trim();
  const used = new Set(segments.map((s) => s.def.name));
  const missing = defs.filter((d) => d.required && !used.has(d.name));
  const dup = segments.find((s, i) => segments.findIndex((t) => t.def.name === s.def.name) !== i);
  const error = stray ? { key: 'unknownOption', vars: { name: stray.split(/\s+/)[0] } } : dup ? { key: 'duplicateOption', vars: { name: dup.def.name } } : null;
  const base = { kind: 'command', path, leaf, options: segments, missing, error };

  const seg = [...segments].reverse().find((s) => caret >= s.valueStart && caret <= s.end);
  const wordStart = (() => {
    let i = caret;
    while (i > from && !/\s/.test(text[i - 1])) i--;
    return i;
  })();
  const word = text.slice(wordStart, caret).toLowerCase();
  const unused = ordered(defs.filter((d) => !used.has(d.name)));
  const nameCandidates = unused.filter((d) => names(d).some((n) => n.startsWith(word)));
  if (seg) {
    const typed = text.slice(seg.valueStart, caret);
    const valueDone = typed.trim() !== '' && /\s$/.test(typed);
    // A word typed after a space may start the next option's name, or just continue this value.
    const startsName = word !== '' && wordStart > seg.valueStart && nameCandidates.length > 0;
    if (!valueDone && !startsName) {
      return { ...base, context: { type: 'value', def: seg.def, replace: { start: seg.valueStart, end: trimEnd(text, seg.end) }, partial: typed.trimStart() } };
    }
  }
  return { ...base, context: { type: 'option-name', candidates: nameCandidates, replace: { start: wordStart, end: caret } } };
}

function trimEnd(text, end) {
  while (end > 0 && /\s/.test(text[end - 1])) end--;
  return end;
}

/**
 * Typed values → API option values. `lookup` knows the guild's members, roles and channels; files
 * are the attachments picked for attachment options.
 * @returns {{ options: Record<string, unknown> } | { error: { key: string, vars: Record<string, string> } }}
 */
export function resolveOptions(parsed, lookup, lang, files = {}) {
  if (parsed.error) return { error: parsed.error };
  if (!parsed.leaf) return { error: { key: 'incomplete', vars: {} } };
  if (parsed.missing.length) return { error: { key: 'missingOption', vars: { name: localName(parsed.missing[0], lang) } } };
  const options = {};
  for (const s of parsed.options) {
    const r = resolveValue(s.def, s.raw, lookup, lang, files);
    if ('error' in r) return r;
    if (r.value !== undefined) options[s.def.name] = r.value;
  }
  return { options };
}

/** One option's typed text → its API value, or an error for the user. */
export function resolveValue(def, raw, lookup, lang, files = {}) {
  const name = localName(def, lang);
  const bad = (key, extra = {}) => ({ error: { key, vars: { name, value: raw, ...extra } } });
  if (raw === '' && def.type !== OPTION.ATTACHMENT) return def.required ? bad('missingOption') : { value: undefined };
  switch (def.type) {
    case OPTION.STRING: {
      if (def.choices?.length) {
        const c = def.choices.find((x) => x.value === raw) ?? def.choices.find((x) => names(x).includes(raw.toLowerCase()));
        return c ? { value: c.value } : bad('notAChoice');
      }
      const len = [...raw].length;
      if (def.min_length !== undefined && len < def.min_length) return bad('tooShort', { min: String(def.min_length) });
      if (def.max_length !== undefined && len > def.max_length) return bad('tooLong', { max: String(def.max_length) });
      return { value: raw };
    }
    case OPTION.INTEGER:
    case OPTION.NUMBER: {
      const ok = def.type === OPTION.INTEGER ? /^-?\d+$/.test(raw) : /^-?\d+(\.\d+)?$/.test(raw);
      const n = Number(raw);
      if (!ok || !Number.isFinite(n)) return bad(def.type === OPTION.INTEGER ? 'notInteger' : 'notNumber');
      if (def.choices?.length && !def.choices.some((c) => c.value === n)) return bad('notAChoice');
      if ((def.min_value !== undefined && n < def.min_value) || (def.max_value !== undefined && n > def.max_value)) {
        return bad('outOfRange', { min: String(def.min_value ?? '−∞'), max: String(def.max_value ?? '∞') });
      }
      return { value: n };
    }
    case OPTION.BOOLEAN: {
      const v = raw.toLowerCase();
      if (['true', 'yes', 'ใช่', 'จริง'].includes(v)) return { value: true };
      if (['false', 'no', 'ไม่', 'ไม่ใช่', 'เท็จ'].includes(v)) return { value: false };
      return bad('notBoolean');
    }
    case OPTION.USER: {
      const u = findUser(lookup.users, raw);
      return u ? { value: u.id } : bad('unknownUser');
    }
    case OPTION.MENTIONABLE: {
      const u = findUser(lookup.users, raw);
      if (u) return { value: u.id };
      const r = findRole(lookup.roles, raw);
      return r ? { value: r.id } : bad('unknownUser');
    }
    case OPTION.ROLE: {
      const r = findRole(lookup.roles, raw);
      return r ? { value: r.id } : bad('unknownRole');
    }
    case OPTION.CHANNEL: {
      const key = raw.replace(/^<#(\d+)>$/, '$1').replace(/^#/, '').toLowerCase();
      const c = lookup.channels.find((x) => x.id === key || x.name.toLowerCase() === key);
      return c ? { value: c.id } : bad('unknownChannel');
    }
    case OPTION.ATTACHMENT: {
      const f = files[def.name];
      if (!f) return def.required ? bad('missingOption') : { value: undefined };
      return { value: f };
    }
    default:
      return bad('unsupported');
  }
}

export function findUser(users, raw) {
  const key = raw.replace(/^<@!?(\d+)>$/, '$1').replace(/^@/, '').toLowerCase();
  return users.find((u) => u.id === key || u.username.toLowerCase() === key || (u.global_name ?? '').toLowerCase() === key);
}

function findRole(roles, raw) {
  const key = raw.replace(/^<@&(\d+)>$/, '$1').replace(/^@/, '').toLowerCase();
  return roles.find((r) => r.id === key || r.name.toLowerCase() === key);
}

/** Names of the option values already typed, in the form autocomplete wants (others' values resolved, the focused one raw). */
export function autocompleteOptions(parsed, focusedDef, lookup, lang) {
  const options = {};
  for (const s of parsed.options) {
    if (s.def.name === focusedDef.name) {
      options[s.def.name] = s.raw;
      continue;
    }
    const r = resolveValue(s.def, s.raw, lookup, lang);
    if (!('error' in r) && r.value !== undefined && s.def.type !== OPTION.ATTACHMENT) options[s.def.name] = r.value;
  }
  if (!(focusedDef.name in options)) options[focusedDef.name] = '';
  return options;
}

/** "match challenge" — the path the control API takes (default names). */
export function commandPath(parsed) {
  return parsed.path.map((n) => n.name).join(' ');
}
