/**
 * One term list per game, used by every string (issue 30): the board image (src/render/layout) and the bot's text
 * (src/bot) spell a phase, zone, card type or stat only through the games' term lists (src/engine/terms). Two
 * checks: the sources hold neither a spelling the lists replaced nor a term written out as a bare literal, and the
 * boards and panels drawn for real states show exactly the lists' words for their phase and card types.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnStrings, layoutBoard, layoutHand } from '../../src/render/index.js';
import { boardEmbed, handEmbed } from '../../src/bot/board-embed.js';
import type { FadalgiaView } from '../../src/engine/games/fadalgia/view-types.js';
import type { SpiritDuelView } from '../../src/engine/games/spirit-duel/view-types.js';
import * as F from '../../src/engine/terms/fadalgia.js';
import * as SD from '../../src/engine/terms/spirit-duel.js';
import { boardStates } from '../render/states.js';
import { fadalgiaHand, spiritHand } from '../render/worst-cases.js';
import { termRows } from './term-lists.js';

const ROOT = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((n) => {
    const p = join(dir, n);
    return statSync(join(ROOT, p)).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** Where words are shown: the layouts and theme of the image, every bot file (its tables and what builds on them). */
const SHOWN = [...files('src/render/layout'), 'src/render/theme.ts', ...files('src/bot')];

/**
 * The games' engine text: prompts, log lines, refusals and card-language references are shown to players as they
 * are. Only the replaced-spelling check runs here (the engine writes term codes such as 'main' and keyword names
 * such as "Refresh" that are not the lists' words), and two kinds of literal are read, not shown, so are left out:
 * a keyword's printed key ("NON BREAK", what a card or set file writes) and a keyword's own name ("Refresh", 606.5.4,
 * which is not the phase).
 */
const ENGINE_SHOWN = files('src/engine/games');
const KEYWORD_NAME = /^(NON BREAK|Refresh)$/;

/** The code of a file without its comments (a comment may name a term the way the rulebook does). */
function code(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** The text of every string literal and of every template's literal parts. */
function literals(src: string): string[] {
  const out: string[] = [];
  for (const m of src.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    if (m[3] !== undefined) out.push(...m[3].split(/\$\{[^}]*\}/));
    else out.push(m[1] ?? m[2] ?? '');
  }
  return out;
}

/**
 * Spellings the lists replaced, each with the term that replaced it. Thai has no word breaks, so each is a pattern
 * that does not match inside a longer word (เมนู is a menu, ช่วงรีเฟรช the /autopass option's registered name).
 */
const REPLACED: Array<[RegExp, string]> = [
  [/เมน(?!ู)/, 'Fadalgia PHASE.main "Main Phase"'],
  [/(?<!ช่วง)รีเฟรช/, 'Fadalgia PHASE.refresh "Refresh Phase"'],
  [/เคลียร์/, 'Fadalgia PHASE.cleanup "Clean Up Phase"'],
  [/\bClean up\b/, 'Fadalgia PHASE.cleanup "Clean Up Phase"'],
  [/ยูนิต/, 'Fadalgia CARD_TYPE.unit "Unit"'],
  [/แอคชั่น/, 'Fadalgia CARD_TYPE.action "Action"'],
  [/ไอเทม/, 'Fadalgia CARD_TYPE.item "Item"'],
  [/เทอร์เรน/, 'Fadalgia CARD_TYPE.terrain "Terrain"'],
  [/โซนนอก/, 'Fadalgia ZONE.outer "Outer Zone"'],
  [/\bOuter\b(?! Zone)/, 'Fadalgia ZONE.outer "Outer Zone"'],
  [/เบรค|เบรก|\bBREAK\b/, 'Fadalgia ZONE.break "Break"'],
  [/ไลฟ์โทเคน/, 'Fadalgia LIFE_TOKEN "Life Token"'],
  [/พูล/, 'Fadalgia MANA_POOL "มานาคงเหลือ"'],
  [/ทริกเกอร์/, 'Fadalgia BREAK_KIND.trigger "Trigger Ability", Spirit Duel TRIGGER "Trigger"'],
  [/ไม่มีธาตุ/, 'Fadalgia ELEMENT.none "ไร้ธาตุ"'],
  [/ซัมมอนเนอร์|มาสเตอร์/, 'Summoner Master GAME "Summoner Master"'],
  [/เวทย์(?!สนาม)/, 'Spirit Duel CARD_TYPE.magic "Magic"'],
  [/อุปกรณ์(?!ติดตั้ง)/, 'Spirit Duel CARD_TYPE.equipment "อุปกรณ์ติดตั้ง"'],
  [/คิดความเสียหาย/, 'Spirit Duel ATTACK_STAGE.damage "คำนวณความเสียหาย"'],
  [/รอ Trap|คว่ำเทิร์นนี้/, 'Spirit Duel ATTACK_STAGE / STATE'],
  [/เรียกแล้ว/, 'Spirit Duel SUMMONS "เรียก Spirit"'],
  // A bare step name (a tie is a "Draw", so that one is not here).
  [/^(Main|Battle|End|Refresh|Check Up|Discard|End of Subturn)$/, 'a PHASE or STEP term ("Main Phase", "Check Up Step"…)'],
];

/** The lists' phases, steps, zones, card types and stats: written out whole, each would be a second copy of the list. */
const LISTED = termRows().filter((r) => /^(HAND|PHASE|STEP|ZONE|CARD_TYPE|STAT|MODE|TURN_SIDE|ELEMENT|CURSE|COMBAT_STAGE|ATTACK_STAGE)\b/.test(r.path));

/**
 * The forms a bare literal is checked against: every Thai form, and the English ones that are words on a board
 * ("Main Phase", "Hand"); a lower-case English form ("cancelled", "rested") is also a state's code in the views,
 * and two letters ("AT") are a role's code, so those are left to the term's own list.
 */
const shownForm = (w: string): boolean => w.length > 2 && (/[^ -~]/.test(w) || /[A-Z ]/.test(w));

describe('one spelling per game term (issue 30)', () => {
  it('no layout or bot string spells a term the way the term lists replaced', () => {
    expect(SHOWN.length).toBeGreaterThan(40);
    const bad: string[] = [];
    for (const f of SHOWN) for (const s of literals(code(f))) for (const [re, term] of REPLACED) if (re.test(s)) bad.push(`${relative(ROOT, join(ROOT, f))}: "${s}" → ${term}`);
    expect(bad).toEqual([]);
  });

  it('no engine prompt, log line, refusal or card-language text of a game spells a term the way the term lists replaced', () => {
    expect(ENGINE_SHOWN.length).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const f of ENGINE_SHOWN) {
      for (const s of literals(code(f))) {
        if (KEYWORD_NAME.test(s)) continue;
        for (const [re, term] of REPLACED) if (re.test(s)) bad.push(`${f}: "${s}" → ${term}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('no layout or bot string writes out a listed phase, zone, card type or stat instead of taking it from its list', () => {
    const forms = new Map<string, string>();
    for (const r of LISTED) for (const w of [r.term.th, r.term.en, r.term.enMany]) if (w && shownForm(w)) forms.set(w, `${r.list} ${r.path}`);
    const bad: string[] = [];
    for (const f of SHOWN) {
      for (const s of literals(code(f))) {
        const bare = s.trim().replace(/:$/, '');
        if (forms.has(bare)) bad.push(`${f}: "${s}" is ${forms.get(bare)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the scan sees a replaced spelling and a written-out term where they are', () => {
    // The checks above pass on nothing if the scanner reads nothing: a table written the old way is caught.
    const old = literals(code('test/terms/fixtures/old-spellings.ts.txt'));
    expect(old.filter((s) => REPLACED.some(([re]) => re.test(s)))).toEqual(['เมน', 'ยูนิต (Unit)', 'เวทย์', 'Battle']);
    const forms = new Set(LISTED.flatMap((r) => [r.term.th, r.term.en]).filter(shownForm));
    expect(old.map((s) => s.trim()).filter((s) => forms.has(s))).toEqual(['Main Phase', 'Unit', 'สุสาน']);
  });

  it('every Fadalgia and Spirit Duel board image shows its phase as the list spells it', () => {
    for (const [name, make] of Object.entries(boardStates)) {
      const view = make();
      if (view.game !== 'fadalgia' && view.game !== 'spirit-duel') continue;
      const drawn = drawnStrings(layoutBoard(view));
      const phase = view.game === 'fadalgia' ? F.PHASE[view.phase] : SD.PHASE[view.phase];
      if (!view.result) expect(drawn, name).toContain(phase.th);
      const game = view.game === 'fadalgia' ? F.GAME : SD.GAME;
      if (!view.result) expect(drawn, name).toContain(game.th);
    }
  });

  it('the text board says the same phase as the image, in each language\'s list form', () => {
    for (const [name, make] of Object.entries(boardStates)) {
      const view = make();
      if ((view.game !== 'fadalgia' && view.game !== 'spirit-duel') || view.result) continue;
      const phase = view.game === 'fadalgia' ? F.PHASE[view.phase] : SD.PHASE[view.phase];
      for (const lang of ['th', 'en'] as const) expect(boardEmbed(view, { lang }).description, `${name} ${lang}`).toContain(`**${phase[lang]}**`);
    }
  });

  it('a hand card\'s type reads the same on the hand image and in the hand panel, in both languages', () => {
    const fv = fadalgiaHand() as FadalgiaView;
    const seat = fv.viewer as 0 | 1;
    const fImage = drawnStrings(layoutHand(fv));
    const fCards = fv.players[seat].hand!;
    for (const lang of ['th', 'en'] as const) {
      const names = handEmbed(fv, seat, lang).fields!.map((x) => x.name);
      fCards.forEach((c, i) => expect(names[i]).toContain(`— ${F.CARD_TYPE[c.type][lang]}`));
    }
    for (const c of fCards) expect(fImage.some((s) => s.startsWith(F.CARD_TYPE[c.type].th))).toBe(true);
    const sv = spiritHand() as SpiritDuelView;
    const sSeat = sv.viewer as 0 | 1;
    const sImage = drawnStrings(layoutHand(sv));
    const sCards = sv.players[sSeat].hand!;
    for (const lang of ['th', 'en'] as const) {
      const names = handEmbed(sv, sSeat, lang).fields!.map((x) => x.name);
      sCards.forEach((c, i) => expect(names[i]).toContain(`— ${SD.CARD_TYPE[c.type][lang]}`));
    }
    for (const c of sCards) expect(sImage).toContain(SD.CARD_TYPE[c.type].th);
  });
});
