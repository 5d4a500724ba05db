/**
 * Player questions as typed in Discord (no spaces, slang, transliterations, typos), each with the sections a
 * judge would quote. `game` is set only where a player would pick it in the command.
 */
import type { GameId } from '../../src/rules/model/types.js';

export interface Question {
  q: string;
  expect: string[];
  game?: GameId;
}

export const QUESTIONS: Question[] = [
  { q: 'reinforce ต้องบล็อกกี่ตัว', expect: ['606.5.29.3', '606.5.29.4'] },
  { q: 'รีอินฟอร์ส ตีมอนได้ไหม', expect: ['606.5.29.2'] },
  { q: 'ยูนิตที่ลงมาเทิร์นนี้ตีได้เลยไหม', expect: ['304.3.1', '606.5.1'] },
  { q: 'ลงยูนิตตาแรกแล้วสั่งโจมตีได้มั้ย', expect: ['304.3.1', '606.5.1', 'fb:turn.cast'] },
  { q: 'AT เท่ากันตายทั้งคู่ไหม', expect: ['609.7.1', '609.7.2'] },
  { q: 'ตีใส่ตัวที่เป็น df mode แล้ว at น้อยกว่า df เกิดอะไรขึ้น', expect: ['609.7.2'] },
  { q: 'มือเก็บการ์ดได้กี่ใบ', expect: ['403.2', 'fb:zone.hand'] },
  { q: 'จบเทิร์นต้องทิ้งการ์ดในมือไหม', expect: ['503.5.2', '403.2', 'fb:turn.end'] },
  { q: 'เด็คต้องมีกี่ใบ', expect: ['100.3', 'fb:setup'] },
  { q: 'ใส่การ์ดชื่อซ้ำได้กี่ใบ', expect: ['100.3', 'fb:setup'] },
  { q: 'กองไลฟ์มี40ใบชนะเลยไหม', expect: ['101.3.2.1', 'fb:win'] },
  { q: 'กองหลักหมดแพ้ไหม', expect: ['101.3.3.3', '101.3.2.3', 'fb:win'] },
  { q: 'ดาเมจสะสมบนยูนิตหายตอนไหน', expect: ['503.5.3', '608.3.2', 'fb:turn.end'] },
  { q: 'ใครได้เริ่มก่อน', expect: ['101.2', 'fb:setup.start'] },
  { q: 'คนเริ่มก่อนจั่วไลฟ์ตาแรกได้ไหม', expect: ['101.2.2', 'fb:setup.start'] },
  { q: 'terrain ลงได้กี่ใบ', expect: ['303.3', '404.1.1', '303.3.1'] },
  { q: 'ซัมมอนยูนิตตีผู้เล่นได้ไหม', expect: ['610.2', 'fb:misc.summon-unit'] },
  { q: 'การ์ดคว่ำในโซนมานาให้มานากี่', expect: ['203.1.1', '406.3.2', '604.3.2'] },
  { q: 'airborne บล็อกได้ไหม', expect: ['606.5.3'] },
  { q: 'ประกาศโจมตีต้องมีเงื่อนไขอะไรบ้าง', expect: ['609.2', '609.2.1', '609.2.3'] },
  { q: 'trigger สองอันเกิดพร้อมกันเรียงยังไง', expect: ['601.2.1', '601.2.1.1', '601.2.1.2'] },
  { q: 'outer zone คืออะไร', expect: ['408.1', 'fb:zone.outer', '408'] },
  { q: 'เปลี่ยนมานาเป็นสตรีมต้องเสียไลฟ์ไหม', expect: ['501.6', '607.12', 'fb:card-mode.change-up'] },
  { q: 'change up เสียไลฟ์มั้ย', expect: ['607.12', 'fb:card-mode.change-up'] },
  { q: 'อวตารชื่อซ้ำลงสนามพร้อมกันได้ไหม', expect: ['613.1', '613.2'] },
  { q: 'guild ใส่ได้กี่ guild ในเด็ค', expect: ['611.4', '611.3', '611.3.1'] },
  { q: 'sacrifice นับว่าถูกทำลายไหม', expect: ['607.6', '607.3.1'] },
  { q: 'ไอเทมสวมใส่ไม่ได้ไปไหน', expect: ['302.2.2'] },
  { q: 'ค่าพลังติดลบนับยังไง', expect: ['101.7'] },
  { q: 'ยอมแพ้ได้ตอนไหน', expect: ['100.5', '101.3.3.6'] },
  { q: 'unlimited ใส่ได้กี่ใบ', expect: ['606.5.33', '100.3.1'] },
  { q: 'afterlife ทำงานตอนไหน', expect: ['606.5.26', '606.5.26.1'] },
  { q: 'ค้นหาการ์ดในเด็คต้องโชว์ให้อีกฝ่ายดูไหม', expect: ['607.11'] },
  { q: 'ฮีลคืออะไร', expect: ['607.8'] },
  { q: 'สุ่มการ์ดใครเป็นคนสลับ', expect: ['100.4'] },
  { q: 'ยูนิตที่กำลังโจมตีใช้ความสามารถได้ไหม', expect: ['606.3.4'] },
  { q: 'มานาที่ไม่ได้ใช้หายตอนไหน', expect: ['503.5.4', '604.6', 'fb:turn.end'] },
  { q: 'โดนดาเมจต้องเอาการ์ดจากกองไลฟ์ลงสุสานใช่ไหม', expect: ['402.4', '608.2'] },
  { q: 'hide โดนเลือกเป็นเป้าโจมตีได้ไหม', expect: ['606.5.6'] },
  { q: 'การ์ดที่ออกนอกเกมยังนับอยู่ไหม', expect: ['408.3'] },
  { q: 'ย้ายโซนแล้วถือว่าเป็นการ์ดใบใหม่ไหม', expect: ['400.5'] },
  { q: 'ร่ายการ์ดต้องมีสตรีมธาตุเดียวกันไหม', expect: ['605.2.3.3', '606.5.22'] },
  { q: 'เบรคว่างแล้วลงยูนิตได้ไหม', expect: ['304.1', '601.1'] },
  { q: 'Soul เริ่มกี่หน่วย', expect: ['sd:goal.1'], game: 'spirit-duel' },
  { q: 'core สูงสุดกี่หน่วย', expect: ['sd:setup.2', 'sd:turn.2'], game: 'spirit-duel' },
  { q: 'เรียกspiritได้กี่ครั้งต่อเทิร์น', expect: ['sd:summon.1', 'sd:summon.3'], game: 'spirit-duel' },
  { q: 'แทรปที่เพิ่งตั้งใช้ได้เลยไหม', expect: ['sd:trap.2'], game: 'spirit-duel' },
  { q: 'progress แล้วได้จั่วไหม', expect: ['smn:progress'], game: 'summoner-master' },
  { q: 'fortune สุ่มยังไง', expect: ['smn:fortune', 'smn:fortune.1'], game: 'summoner-master' },
  { q: 'starter type c ใช้การ์ดกี่ใบ', expect: ['fb:format'] },
];
