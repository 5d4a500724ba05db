/**
 * Issue 33, fifth batch: player questions written from the rule texts after the meaning links
 * (src/rules/data/concepts.ts) were written and before this batch was first run; nothing was tuned for them
 * afterwards. They ask in paraphrase, the way the remaining misses did (the question's words differ from the
 * section's): combat outcomes, damage, keyword actions, targets, zones, Spirit Duel in other words. Each lists
 * the sections that answer it. They fall into the tuning or held-out split by their hash like every other
 * question.
 */
import type { Item } from './eval-discord.js';

export const FADALGIA_FIFTH: readonly Item[] = [
  ['ตีเข้าตัวที่นอนอยู่ แล้วพลังเท่ากันพอดี ใครตาย', ['609.7.2']],
  ['ตัวตั้งสองตัวชนกัน พลังโจมตีเท่ากันเป็นไง', ['609.7.1']],
  ['ยูนิตที่อยู่ท่านอนโจมตีผู้เล่นได้ดาเมจเท่าไหร่', ['609.7.3']],
  ['ดาเมจเป็นศูนย์ ยังนับว่าทำดาเมจไหม', ['608.4']],
  ['โดนดาเมจแล้วต้องเอาการ์ดจากไหนทิ้ง', ['608.2', '402.4']],
  ['ค้นหาการ์ดในเด็คต้องทำยังไง', ['607.11']],
  ['ทำลายการ์ดในโซนมานาได้ด้วยหรอ', ['607.3']],
  ['สังเวยการ์ดของคู่แข่งได้ไหม', ['607.6']],
  ['ต้องเลือกเป้าหมายตอนไหน ตอนร่ายหรือตอนการ์ดทำงาน', ['602.1']],
  ['การ์ดต้องเลือกสองเป้าแต่มีให้เลือกแค่อันเดียว ร่ายได้ไหม', ['602.2']],
  ['การ์ดบนสุดของเบรคทำงานเสร็จแล้ว ใครได้เล่นต่อ', ['601.6']],
  ['ทุกคนไม่ทำอะไรเลย เกมไปต่อยังไง', ['601.8', '407.2']],
  ['เอฟเฟกต์ลดคอสต้องคิดก่อนหรือหลังจ่ายมานา', ['605.2.2.2']],
  ['ร่ายการ์ดเสร็จแล้วสิทธิ์ไปอยู่กับใคร', ['605.2.4.1']],
  ['ยูนิตที่โดนเปลี่ยนคนคุมต้องย้ายไปฝั่งไหน', ['400.9']],
  ['โซนไหนเป็นโซนเปิด โซนไหนเป็นโซนปิด', ['400.2', '400.2.1', '400.2.2']],
  ['เอาการ์ดหลายใบใส่ใต้กองพร้อมกัน เรียงยังไง', ['401.3', '402.3']],
  ['ไลฟ์เยอะถึง 40 ใบแล้วเกิดอะไรขึ้น', ['101.3.2.1', '101.3.3.1']],
  ['การ์ดเขียนว่าเราแพ้ ต้องแพ้เลยไหม', ['101.3.3.4']],
  ['ทำไมยูนิตที่ตีแล้วถึงเปลี่ยนเป็นแนวนอน', ['609.7.2', 'fb:turn.battle']],
  ['if my attacker has less AT than the blocker what happens', ['609.7.1']],
  ['does a unit in df mode deal damage to a player with its df', ['609.7.3']],
  ['zero damage still triggers on damage abilities?', ['608.4']],
  ['what does heal do exactly', ['607.8']],
  ['who controls an ability on the break', ['407.1.1']],
  ['can i sacrifice a unit i do not control', ['607.6']],
];

export const SPIRIT_DUEL_FIFTH: readonly Item[] = [
  ['ร่างใหม่ที่อีโวมา HP เต็มไหม', ['sd:summon.3']],
  ['เรียกสปิริตได้กี่ตัวต่อตา', ['sd:summon.1']],
  ['ตีโดนตัวที่ HP เหลือน้อย ตายแล้วสวนกลับได้ไหม', ['sd:battle.3']],
  ['เกมถามให้เปิดแทรปตอนไหน', ['sd:trap.3']],
  ['อุปกรณ์ให้อะไรกับสปิริต', ['sd:field.2']],
  ['ต้องจั่วกี่ใบตอนเริ่มเทิร์น spirit duel', ['sd:turn.3']],
  ['คอร์เอาไว้ทำอะไร ใช่เลือดไหม', ['sd:goal.3']],
  ['ตอนเริ่มเกมมีคอร์กี่หน่วย', ['sd:setup.2']],
  ['how do i decide who goes first in spirit duel', ['sd:setup.3']],
  ['what happens when my spirit field card is replaced', ['sd:field.1']],
  ['can i use more than one trap in a single attack', ['sd:trap.4']],
  ['do spirits heal at the end of turn', ['sd:battle.4']],
];
