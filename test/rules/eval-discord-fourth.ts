/**
 * Issue 33, fourth batch: player questions written from the rule texts (/work/shared/rules/) before the
 * meaning links of data/concepts.ts were written and before the batch was first run. They lean on what the
 * first three batches asked little or nothing about (the tuning tool's `--coverage`): zones' general rules
 * (moving, ordering, revealing), turn structure and break rights, costs, the casting and trigger steps, the
 * Item/Unit type rules; Spirit Duel's battle, trap and summon paragraphs in other words; the Nihil keywords.
 * Each lists the sections that answer it. They fall into the tuning or held-out split by their hash like
 * every other question, and the held-out ones are never looked at one by one.
 */
import type { Item } from './eval-discord.js';

export const FADALGIA_FOURTH: readonly Item[] = [
  ['สตรีมคว่ำอยู่นับเป็นธาตุอะไร', ['202.1.2', '604.3.1']],
  ['การ์ดหลายใบลงสุสานพร้อมกันใครเลือกลำดับ', ['400.6', '400.6.1']],
  ['ยูนิตเด้งกลับมือแล้วลงใหม่ บัฟเดิมยังอยู่ไหม', ['400.5']],
  ['เปิดการ์ดบนมือให้คู่แข่งดู ถือว่ายังอยู่บนมือป่ะ', ['400.8']],
  ['นับการ์ดที่เหลือในเด็คคู่แข่งได้ไหม', ['401.2']],
  ['แอบดูการ์ดใบบนสุดของกองไลฟ์ตัวเองได้ป่าว', ['402.1']],
  ['คนที่ได้เริ่มก่อนเริ่มที่ AT turn หรือ DF turn', ['500.1.1.2']],
  ['ความสามารถที่เขียนว่าเมื่อผ่าน main phase ทำงานตอนไหน', ['500.2.1.2']],
  ['ตอนรีเฟรช การ์ดในสนามที่ empty อยู่กลับมาพร้อมไหม', ['501.3', 'fb:turn.refresh']],
  ['ถ้าทั้งสองคนกดผ่านในเมนเฟส จะไปเฟสไหนต่อ', ['502.4']],
  ['ทริกเกอร์ของสองฝั่งเกิดพร้อมกัน อันไหนขึ้นก่อน', ['601.2.1', '601.2.1.1', '601.2.1.2']],
  ['เบรคว่างแล้วใครได้สิทธิ์เล่นก่อน', ['601.7']],
  ['additional cost จ่ายตอนไหน', ['603.2.2']],
  ['สตรีมที่ค่ามานาเป็น 0 แทปได้ไหม', ['604.5']],
  ['ร่ายการ์ดธาตุไฟแต่ไม่มีสตรีมไฟในโซนมานาได้ไหม', ['605.2.3.3']],
  ['จ่าย additional cost ไม่ครบ การ์ดที่ร่ายเป็นไง', ['605.2.5.1.1']],
  ['ทริกเกอร์ที่เขียนว่าสามารถจั่วได้ เลือกไม่จั่วได้ไหม', ['606.4.2.1', '606.4.2.1.2']],
  ['การ์ดที่มี once ใช้ได้กี่ครั้ง', ['606.5.21']],
  ['ทิ้งการ์ดกับทำลายการ์ดต่างกันยังไง', ['607.7', '607.3']],
  ['ยูนิตที่เพิ่งลงเทิร์นนี้สั่งตีเลยได้ไหม', ['304.3.1', '609.2.2']],
  ['ยูนิตที่นอนอยู่ออกไปบล็อกได้ป่ะ', ['fb:card-mode.df', '609.5.1']],
  ['ร่ายไอเทมแล้วไม่มียูนิตให้ใส่ ไอเทมไปไหน', ['302.2.2']],
  ['การ์ดใน outer zone วางหงายหรือคว่ำ', ['408.2']],
  ['ยูนิตโดนดาเมจเท่า DF พอดีตายไหม', ['608.3.1.1', '304.4.1']],
  ['สลับลำดับการ์ดในกองหลักตัวเองได้ไหม', ['401.1', '400.4']],
  ['what order do simultaneous triggers go on the break', ['601.2.1', '601.2.1.1', '601.2.1.2']],
  ['who decides the order when several cards go to the grave at once', ['400.6', '400.6.1']],
  ['both players pass, what happens to the top card of the break', ['601.5.3', '407.1.3']],
  ['is a revealed card still in my hand', ['400.8']],
  ['does a face down card in the mana zone have an element', ['202.1.2', '604.3.1']],
  ['does a unit keep its buffs if it is bounced and cast again', ['400.5']],
  ['my item has no unit to equip, where does it go', ['302.2.2']],
];

export const SPIRIT_DUEL_FOURTH: readonly Item[] = [
  ['ยังมีสปิริตอยู่บนสนาม ตีโซลตรงๆได้ไหม', ['sd:battle.5']],
  ['สปิริตเลือดเหลือหลังโดนตี สวนกลับไหม', ['sd:battle.3']],
  ['ดาเมจที่สปิริตโดนหายตอนจบเทิร์นป่ะ', ['sd:battle.4']],
  ['แทรปที่พึ่งคว่ำไว้ เปิดได้ตอนไหน', ['sd:trap.2']],
  ['โจมตีครั้งเดียวเปิดแทรปได้กี่ใบ', ['sd:trap.4']],
  ['คอร์ได้เพิ่มเทิร์นละเท่าไหร่', ['sd:turn.2']],
  ['คอร์มีได้สูงสุดกี่หน่วย', ['sd:setup.2', 'sd:turn.2']],
  ['เด็ค 30 ใบใส่การ์ดชื่อซ้ำได้กี่ใบ', ['sd:setup.1']],
  ['สปิริตที่เอาไปสังเวยนับว่าโดนทำลายไหม', ['sd:summon.3']],
  ['อีโวใช้สปิริตบนมือเป็นวัตถุดิบได้ป่าว', ['sd:summon.2']],
  ['สนามเต็ม 5 ตัวแล้วเรียกเพิ่มได้ไหม', ['sd:summon.5']],
  ['if my attack gets cancelled can that spirit attack again', ['sd:battle.2']],
  ['does the opponent see my face-down trap', ['sd:trap.1']],
  ['what happens to equipment when the spirit is used for evolution', ['sd:summon.3']],
  ['besides soul hitting zero how else can i lose', ['sd:goal.2']],
];

export const NIHIL_FOURTH: readonly Item[] = [
  ['progress ต้อง remove การ์ดไหนออกจากเกม', ['smn:progress', 'smn:progress.1']],
  ['vanish ทำงานตอนซีลกลายเป็น inactive ใช่ไหม', ['smn:vanish']],
  ['is twinkling just using a skill from the hand', ['smn:twinkling', 'smn:twinkling.1']],
  ['fortune สุ่มถูกผิดยังไง', ['smn:fortune', 'smn:fortune.1']],
];
