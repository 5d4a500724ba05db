import { AUTO_ANSWER_NOTES } from '../../match/replay.js';
import { HOLD_STRINGS } from './hold-strings.js';
import { GAME, MANA, PHASE, STREAM, ZONE } from '../../engine/terms/fadalgia.js';
import * as SM from '../../engine/terms/summoner-master.js';
import { phrase } from '../../engine/terms/term.js';

/** The strings of the play settings (/autopass) and of automatic answers, spread into i18n.ts. */
export const AUTOPASS_STRINGS = {
  // The notes of automatic answers are logged events, written by the match runtime (match/replay.ts).
  'autopass.passed': AUTO_ANSWER_NOTES.passed,
  'autopass.paid': AUTO_ANSWER_NOTES.paid,
  'autopass.refreshed': AUTO_ANSWER_NOTES.refresh,
  'autopass.drew': AUTO_ANSWER_NOTES.draw,
  'autopass.title': { th: 'การตั้งค่าการเล่นของคุณ (เห็นคนเดียว)', en: 'Your play settings (only you see them)' },
  'autopass.attacks': { th: 'หยุดเมื่อคู่แข่งโจมตี', en: 'Stop at my opponent\'s attacks' },
  'autopass.casts': { th: 'หยุดเมื่อคู่แข่งร่ายหรือใช้ความสามารถ', en: 'Stop at my opponent\'s casts and abilities' },
  'autopass.full': { th: 'ควบคุมเต็มที่ (หยุดทุกจังหวะ)', en: 'Full control (stop at every window)' },
  'autopass.payment': { th: 'จ่ายมานา', en: 'Mana payment' },
  'autopass.payment.auto': { th: 'อัตโนมัติเมื่อมีวิธีที่ดีที่สุดชัดเจน', en: 'automatic when one way is clearly best' },
  'autopass.payment.manual': { th: 'เลือกเองทุกครั้ง', en: 'always choose' },
  'autopass.on': { th: 'เปิด', en: 'on' },
  'autopass.off': { th: 'ปิด', en: 'off' },
  'autopass.saved': { th: 'บันทึกแล้ว ใช้กับทุกแมตช์ของคุณตั้งแต่การตัดสินใจถัดไป', en: 'Saved; it applies to all your matches from the next decision.' },
  'autopass.note': { th: 'จังหวะที่ไม่ใช่จุดหยุดจะผ่านให้ทันทีเสมอ ไม่ว่าบนมือจะมีอะไร จุดหยุดจะรอคุณเสมอ คู่แข่งจึงเดามือคุณจากการผ่านไม่ได้', en: 'Windows that are not stops are always passed at once, whatever your hand holds; stops always wait for you, so the opponent learns nothing about your hand from a pass.' },
  'autopass.method': phrase((w, lang) => `${w(GAME)}: ${lang === 'th' ? 'วิธีหาผู้เริ่มก่อน' : 'how to decide who goes first'}`),
  'autopass.method.ask': { th: 'ถามทุกครั้ง', en: 'ask me' },
  'autopass.method.coin': { th: 'โยนเหรียญ (จำไว้)', en: 'coin flip (remembered)' },
  'autopass.method.rps': { th: 'เป่ายิงฉุบ (จำไว้)', en: 'rock-paper-scissors (remembered)' },
  'autopass.reshuffle': phrase((w, lang) => `${w(GAME)}: ${lang === 'th' ? 'สับกองคู่แข่งอีกครั้งก่อนเริ่ม' : 'shuffle the opponent\'s piles once more'}`),
  'autopass.reshuffle.ask': { th: 'ถามทุกครั้ง', en: 'ask me' },
  'autopass.reshuffle.accept': { th: 'ไม่ต้อง (จำไว้)', en: 'no, accept (remembered)' },
  'autopass.reshuffle.reshuffle': { th: 'สับอีกครั้ง (จำไว้)', en: 'shuffle again (remembered)' },
  'autopass.refresh': phrase((w, lang) => (lang === 'th'
    ? `${w(GAME)}: ${w(PHASE.refresh)} ทุกเทิร์น (จั่ว${w(ZONE.life)} 501.5, เปลี่ยน${w(MANA)}เป็น${w(STREAM)} 501.6)`
    : `${w(GAME)}: every ${w(PHASE.refresh)} (life draw 501.5, ${w(MANA)} to ${w(STREAM)} 501.6)`)),
  'autopass.refresh.ask': { th: 'ถามทุกครั้ง', en: 'ask me' },
  'autopass.refresh.draw': { th: 'จั่วกองไลฟ์ ไม่เปลี่ยนมานา (ถามอีกเมื่อไลฟ์เหลือน้อย)', en: 'draw from the life pile, keep Mana (asks again when life runs low)' },
  'autopass.refresh.skip': { th: 'ไม่จั่ว ไม่เปลี่ยนมานา', en: 'no draw, keep Mana' },
  'autopass.draw': phrase((w, lang) => (lang === 'th'
    ? `${w(SM.GAME)}: ${w(SM.STEP.draw!)} ทุก ${w(SM.SUBTURN)} (401.3.1)`
    : `${w(SM.GAME)}: every ${w(SM.STEP.draw!)} (401.3.1)`)),
  'autopass.draw.ask': { th: 'ถามทุกครั้ง', en: 'ask me' },
  'autopass.draw.seals': { th: `จั่ว ${SM.CARD_KIND.seal.th} 2 ใบ (ถามอีกเมื่อมือจะเกินขีดจำกัดหรือกองเหลือน้อย)`, en: 'draw 2 Seals (asks again when the hand would go over its limit or a deck runs low)' },
  'autopass.draw.mix': { th: `จั่ว ${SM.CARD_KIND.seal.th} 1 + ${SM.CARD_KIND.mystic.th} 1 (ถามอีกเมื่อมือจะเกินขีดจำกัดหรือกองเหลือน้อย)`, en: 'draw 1 Seal + 1 Mystic (asks again when the hand would go over its limit or a deck runs low)' },
  'autopass.draw.mystics': { th: `จั่ว ${SM.CARD_KIND.mystic.th} 2 ใบ (ถามอีกเมื่อมือจะเกินขีดจำกัดหรือกองเหลือน้อย)`, en: 'draw 2 Mystics (asks again when the hand would go over its limit or a deck runs low)' },
  ...HOLD_STRINGS,
} as const;
