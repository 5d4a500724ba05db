/**
 * The strings of Spirit Duel's text board (spirit-duel-board.ts), spread into i18n.ts's one table. Every game term
 * in them (phases, zones, card types, Soul, Core, ATK, HP, battle stages) comes from Spirit Duel's term list
 * (src/engine/terms/spirit-duel.ts), the one the board image uses too.
 */
import { ATTACK, ATTACK_STAGE, CARD_TYPE, PHASE, STATE, STAT, SUMMONS, ZONE } from '../../engine/terms/spirit-duel.js';
import { phrase } from '../../engine/terms/term.js';

export const SPIRIT_DUEL_STRINGS = {
  'sd.phase.setup': PHASE.setup,
  'sd.phase.start': PHASE.start,
  'sd.phase.draw': PHASE.draw,
  'sd.phase.main': PHASE.main,
  'sd.phase.battle': PHASE.battle,
  'sd.phase.end': PHASE.end,
  'sd.phase.ended': PHASE.ended,
  'sd.turnOf': { th: 'เทิร์นของ {name}', en: '{name}\'s turn' },
  'sd.firstTurn': { th: 'ผู้เริ่มก่อนห้ามโจมตีในเทิร์นแรก', en: 'the first player may not attack on the first turn' },
  'sd.counts': phrase((w) => `${w(STAT.soul)} {soul} · ${w(STAT.core)} {core}/10 · ${w(ZONE.hand)} {hand} · ${w(ZONE.deck)} {deck} · ${w(ZONE.discard)} {discard}`),
  'sd.summons': phrase((w) => `${w(SUMMONS)} {used}/{allowed}`),
  'sd.spirits': phrase((w) => w(ZONE.spirits, true)),
  'sd.spiritStats': phrase((w) => `${w(STAT.atk)} {atk} · ${w(STAT.hp)} {hp}/{max}`),
  'sd.rested': STATE.rested,
  'sd.attacked': STATE.attacked,
  'sd.newSummon': STATE.newSummon,
  'sd.traps': phrase((w) => w(ZONE.traps, true)),
  'sd.trapSet': STATE.faceDown,
  // In brackets: the Trap line already separates its slots with " · ".
  'sd.trapSetNow': phrase((w) => `${w(STATE.faceDown)} (${w(STATE.setThisTurn)})`),
  'sd.field': CARD_TYPE.field,
  'sd.battle': ATTACK,
  'sd.attack': { th: '{attacker} โจมตี {target}', en: '{attacker} attacks {target}' },
  'sd.soulOf': phrase((w, lang) => (lang === 'th' ? `${w(STAT.soul)} ของ {name}` : `{name}'s ${w(STAT.soul)}`)),
  'sd.stage.declared': ATTACK_STAGE.declared,
  'sd.stage.trap-window': phrase((w, lang) => `${w(ATTACK_STAGE['trap-window'])}: ${lang === 'th' ? 'รอ {name} จนหมดเวลาของช่วงนี้' : 'waiting for {name} until the window closes'}`),
  'sd.stage.damage': ATTACK_STAGE.damage,
  'sd.stage.cancelled': ATTACK_STAGE.cancelled,
  'sd.empty': STATE.empty,
  'sd.type.spirit': CARD_TYPE.spirit,
  'sd.type.magic': CARD_TYPE.magic,
  'sd.type.trap': CARD_TYPE.trap,
  'sd.type.field': CARD_TYPE.field,
  'sd.type.equipment': CARD_TYPE.equipment,
  'sd.cardCost': phrase((w) => `${w(STAT.core)} {n}`),
  'sd.cardStats': phrase((w) => `${w(STAT.atk)} {atk} · ${w(STAT.hp)} {hp}`),
  'sd.equipBonus': phrase((w) => `${w(STAT.atk)} +{atk} · ${w(STAT.hp)} +{hp}`),
} satisfies Record<string, { th: string; en: string }>;
