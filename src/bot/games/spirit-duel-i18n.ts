/**
 * The strings of Spirit Duel's text board (spirit-duel-board.ts), spread into i18n.ts's one table. The Thai
 * keeps the rule text's own English terms (Soul, Core, Spirit, Trap, HP, ATK, Start / Refresh … End).
 */
export const SPIRIT_DUEL_STRINGS = {
  'sd.phase.setup': { th: 'เตรียมเกม (เป่ายิงฉุบ)', en: 'Setup (rock-paper-scissors)' },
  'sd.phase.start': { th: 'Start / Refresh', en: 'Start / Refresh' },
  'sd.phase.draw': { th: 'Draw', en: 'Draw' },
  'sd.phase.main': { th: 'Main', en: 'Main' },
  'sd.phase.battle': { th: 'Battle', en: 'Battle' },
  'sd.phase.end': { th: 'End', en: 'End' },
  'sd.phase.ended': { th: 'จบเกม', en: 'Ended' },
  'sd.turnOf': { th: 'เทิร์นของ {name}', en: '{name}\'s turn' },
  'sd.firstTurn': { th: 'ผู้เริ่มก่อนห้ามโจมตีในเทิร์นแรก', en: 'the first player may not attack on the first turn' },
  'sd.counts': { th: 'Soul {soul} · Core {core}/10 · มือ {hand} · เด็ค {deck} · Discard {discard}', en: 'Soul {soul} · Core {core}/10 · hand {hand} · deck {deck} · discard {discard}' },
  'sd.summons': { th: 'เรียก Spirit แล้ว {used}/{allowed} ครั้ง', en: 'summons {used}/{allowed}' },
  'sd.spirits': { th: 'Spirit', en: 'Spirits' },
  'sd.spiritStats': { th: 'ATK {atk} · HP {hp}/{max}', en: 'ATK {atk} · HP {hp}/{max}' },
  'sd.rested': { th: 'พัก', en: 'rested' },
  'sd.attacked': { th: 'โจมตีแล้ว', en: 'has attacked' },
  'sd.newSummon': { th: 'เพิ่งเรียก', en: 'summoned this turn' },
  'sd.traps': { th: 'Trap', en: 'Traps' },
  'sd.trapSet': { th: 'คว่ำ', en: 'face down' },
  'sd.trapSetNow': { th: 'คว่ำเทิร์นนี้', en: 'set this turn' },
  'sd.field': { th: 'เวทย์สนาม (Field)', en: 'Field' },
  'sd.battle': { th: 'Battle', en: 'Battle' },
  'sd.attack': { th: '{attacker} โจมตี {target}', en: '{attacker} attacks {target}' },
  'sd.soulOf': { th: 'Soul ของ {name}', en: '{name}\'s Soul' },
  'sd.stage.declared': { th: 'ประกาศโจมตี', en: 'declared' },
  'sd.stage.trap-window': { th: 'ช่วงเปิด Trap: รอ {name} จนหมดเวลาของช่วงนี้', en: 'Trap window: waiting for {name} until the window closes' },
  'sd.stage.damage': { th: 'คิดความเสียหาย', en: 'damage' },
  'sd.stage.cancelled': { th: 'การโจมตีถูกยกเลิก', en: 'the attack was cancelled' },
  'sd.empty': { th: 'ว่าง', en: 'empty' },
} satisfies Record<string, { th: string; en: string }>;
