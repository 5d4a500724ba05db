/** The strings of "no responses until …" (hold-button.ts), spread into the autopass strings. */
export const HOLD_STRINGS = {
  'hold.combat': { th: 'ไม่ตอบโต้: จนจบการต่อสู้นี้', en: 'No responses: this combat' },
  'hold.turn': { th: 'ไม่ตอบโต้: จนจบเทิร์นนี้', en: 'No responses: this turn' },
  'hold.new': { th: 'ไม่ตอบโต้: จนกว่าจะมีสิ่งใหม่', en: 'No responses: until something new' },
  'hold.off.combat': { th: 'หยุดตามปกติ (ตอนนี้: ไม่ตอบโต้จนจบการต่อสู้)', en: 'Stop as usual (now: no responses this combat)' },
  'hold.off.turn': { th: 'หยุดตามปกติ (ตอนนี้: ไม่ตอบโต้จนจบเทิร์น)', en: 'Stop as usual (now: no responses this turn)' },
  'hold.off.new': { th: 'หยุดตามปกติ (ตอนนี้: ไม่ตอบโต้จนกว่าจะมีสิ่งใหม่)', en: 'Stop as usual (now: no responses until something new)' },
  'hold.noCombat': { th: 'ตอนนี้ไม่มีการต่อสู้ เลือก "จนจบเทิร์นนี้" หรือ "จนกว่าจะมีสิ่งใหม่" แทนได้', en: 'There is no combat now; choose "this turn" or "until something new" instead.' },
  'hold.notFadalgia': { th: '"ไม่ตอบโต้จนกว่า…" แบบนี้ใช้ไม่ได้ในเกมนี้', en: 'This "no responses until…" is not offered in this game.' },
  'hold.setup': { th: 'ยังอยู่ในช่วงเตรียมเกม เลือกได้เมื่อเกมเริ่มแล้ว', en: 'The game is still being set up; choose once it has started.' },
} as const;
