/**
 * Summoner Master's side of server card sets (CardSetSupport): whole-set validation (language/validate.ts),
 * the shipped cards as the same data, Seals from CSV rows (stats and keywords only), and a summary line for
 * /cards show. A shipped card re-imported unchanged is accepted as itself; any other reuse of a shipped or
 * known id is refused.
 */
import type { CardSetParse, CardSetSupport, CardSummary } from '../../core/api-types.js';
import { cloneJson } from '../../core/clone.js';
import { canonicalJson } from '../../core/hash.js';
import { t } from '../../core/text.js';
import { SHIPPED_FILE, SM_CARDS } from './cards/catalog.js';
import { parseSmCards } from './language/validate.js';
import type { CardDef } from './types.js';

function parse(cards: readonly unknown[], opts: { known?: ReadonlySet<string> } = {}): CardSetParse {
  if (!Array.isArray(cards)) return parseSmCards(cards, opts);
  // A shipped card written back exactly as shipped is that card, not a collision (export → import round trip).
  const same = (c: unknown): boolean => {
    const id = (c as { id?: unknown })?.id;
    return typeof id === 'string' && !!SM_CARDS[id] && canonicalJson(c) === canonicalJson(SM_CARDS[id]);
  };
  const own = cards.filter((c) => !same(c));
  const r = parseSmCards(own, opts);
  if (!r.ok) return r;
  const byId = new Map((r.cards as CardDef[]).map((c) => [c.id, c]));
  return { ok: true, cards: cards.map((c) => (same(c) ? cloneJson(c) : byId.get((c as { id: string }).id)!)) };
}

const num = (v: string | undefined): unknown => (v === undefined || v.trim() === '' ? undefined : Number.isNaN(Number(v)) ? v : Number(v));
const list = (v: string | undefined): string[] => (v ?? '').split(/[/;|,]/).map((x) => x.trim()).filter(Boolean);

/** Columns: id, name_th, name_en, types, elements, cast_mp, atk_mp, level, at, df, sp, keywords ("VANISH 3; CHARGING 2"), naming, text_th, text_en. */
function fromCsvRow(row: Readonly<Record<string, string>>): unknown {
  const keywords: Record<string, unknown> = {};
  for (const k of (row.keywords ?? '').split(/[;|]/).map((x) => x.trim()).filter(Boolean)) {
    const m = /^(.*?)\s+(\S+)$/.exec(k);
    keywords[(m ? m[1]! : k).toUpperCase()] = m ? num(m[2]) : undefined;
  }
  const out: Record<string, unknown> = {
    id: row.id, kind: (row.kind ?? 'seal').trim().toLowerCase() || 'seal', name: { th: row.name_th ?? '', en: row.name_en ?? '' },
    types: list(row.types), elements: list(row.elements).map((e) => e.toLowerCase()),
    castMp: num(row.cast_mp), atkMp: num(row.atk_mp), level: num(row.level), at: num(row.at), df: num(row.df), sp: num(row.sp),
    keywords, text: { th: row.text_th ?? '', en: row.text_en ?? '' },
  };
  if (row.naming?.trim()) out.naming = row.naming.trim();
  return out;
}

function summary(x: unknown): CardSummary {
  const c = x as CardDef;
  if (c.kind === 'mystic') {
    const dur = c.turns < 0 ? t('ถาวร', 'permanent') : c.turns === 0 ? t('0 Turn', '0 Turn') : t(`${c.turns} Turn`, `${c.turns} Turn`);
    return { id: c.id, name: c.name, type: t(`Mystic · ${c.attach}${c.int ? ' · Interfere' : ''}`, `Mystic · ${c.attach}${c.int ? ' · Interfere' : ''}`), stats: t(`Mp ${c.mp} · ${dur.th}`, `Mp ${c.mp} · ${dur.en}`), text: c.text };
  }
  const kw = Object.entries(c.keywords).map(([k, n]) => `${k[0]}${k.slice(1).toLowerCase()} ${n}`).join(', ');
  const line = `Mp ${c.castMp}/${c.atkMp} · Lv ${c.level} · At ${c.at} Df ${c.df} Sp ${c.sp}${kw ? ` · ${kw}` : ''}`;
  const kind = `Seal · ${c.types.join('/')} · ${c.elements.map((e) => e[0]!.toUpperCase() + e.slice(1)).join('/')}`;
  return { id: c.id, name: c.name, type: t(kind, kind), stats: t(line, line), text: t(sealText(c, 'th'), sealText(c, 'en')) };
}

/** A Seal's printed text is spread over its keywords, Skills, triggers and boxes: all of it, for /cards show. */
function sealText(c: Extract<CardDef, { kind: 'seal' }>, lang: 'th' | 'en'): string {
  const parts = [c.text[lang]];
  for (const sk of c.skills) parts.push(`${sk.name[lang]}: ${sk.text[lang]}`);
  for (const tr of c.triggers) parts.push(tr.text[lang]);
  if (c.combos.length) parts.push(`Combination: ${c.combos.map((x) => x.name).join(', ')}`);
  if (c.growth) parts.push(`Growth: ${c.growth.text[lang]}`);
  if (c.progress) parts.push(`Progress: ${c.progress.text[lang]}`);
  return parts.filter((x) => x.trim()).join('\n');
}

export const smCardSets: CardSetSupport = {
  parse,
  shipped: () => cloneJson(SHIPPED_FILE.cards),
  fromCsvRow,
  summary,
};
