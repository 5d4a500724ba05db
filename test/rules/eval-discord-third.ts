/**
 * Issue 33, third batch: player questions written after the first two batches and the situation layer, before
 * any tuning for them (their results were first run once the whole batch was written). They cover what the
 * first two asked little about — the zones' own rules (life pile, hand, field, grave, mana, break), the main
 * and clean-up phases' rights, Summon/Phantom units, guilds, counters, the Avatar rule; every Spirit Duel
 * paragraph once more in other words; the Nihil keywords — in Discord style and in English. Each lists the
 * sections that answer it, read in /work/shared/rules/. They fall into the tuning or held-out split by their
 * hash like every other question.
 */
import type { Item } from './eval-discord.js';

export const FADALGIA_THIRD: readonly Item[] = [
  ['โดนดาเมจ 1 ต้องเอาไลฟ์ไปไว้ไหน', ['402.4']],
  ['มือเกิน 7 ใบต้องทิ้งตอนไหน', ['403.2', '503.5.2']],
  ['คู่แข่งขอดูการ์ดบนมือเราได้ป่าว', ['403.3']],
  ['เทอเรนลงสนามได้ฝ่ายละกี่ใบ', ['404.1.1']],
  ['เอฟเฟกต์ไม่ได้เขียนโซน มีผลกับการ์ดในสุสานด้วยไหม', ['404.2']],
  ['จัดเรียงการ์ดในสุสานตัวเองได้ไหม', ['405.2']],
  ['การ์ดที่อยู่ในโซนมานาโจมตีได้ป่ะ', ['406.2']],
  ['skill-mana ใช้ได้ตอนการ์ดอยู่โซนไหน', ['406.2.1']],
  ['มานาที่กดออกมาแล้วไม่ได้ใช้ หายตอนไหน', ['503.5.4']],
  ['วางสตรีมได้เทิร์นละกี่ใบ', ['502.2.1.3']],
  ['ลงสตรีมแล้วคู่แข่งแทรกได้ไหม', ['502.2.1.2']],
  ['ฝั่งเทิร์นป้องกันร่ายการ์ดตอนเมนเฟสได้ไหม', ['502.3.1']],
  ['ความสามารถที่เขียนว่าเมื่อเข้า main phase เข้าเบรคตอนไหน', ['502.1.1']],
  ['summon unit โดนส่งลงสุสานแล้วเป็นไง', ['610.4']],
  ['phantom unit ต่างจาก summon unit ยังไง', ['610.5', '610.5.1']],
  ['ใส่หลายกิลด์ในเด็คเดียวได้ยัง', ['611.4', '611.3.1']],
  ['มี +1/+1 กับ -1/-1 อยู่บนตัวเดียวกันทำไง', ['612.3.1']],
  ['ยูนิตออกจากสนามแล้วเคาน์เตอร์บนตัวหายไหม', ['612.2']],
  ['อวตารชื่อเดียวกันลงสนามพร้อมกันสองใบได้ไหม', ['613.1', '613.2']],
  ['ถ้ามีการ์ดอยู่ในเบรคแล้วร่ายเพิ่ม ใบใหม่อยู่ตรงไหน', ['407.1.2']],
  ['จบเทิร์นแล้วฝั่ง AT กลายเป็น DF เลยไหม', ['503.5.5']],
  ['what happens to +1/+1 and -1/-1 counters on the same unit', ['612.3.1']],
  ['how many terrains can i have on the field', ['404.1.1']],
  ['can i look at my own life cards', ['402.1']],
  ['when does unused mana go away', ['503.5.4']],
  ['can mana abilities be responded to', ['407.3']],
  ['who controls a card while it is in the break', ['407.1.1']],
];

export const SPIRIT_DUEL_THIRD: readonly Item[] = [
  ['สปิริตตายแล้วอุปกรณ์ที่ติดอยู่หายด้วยไหม', ['sd:field.3']],
  ['ติดอุปกรณ์ 2 ชิ้นบนตัวเดียวได้มั้ย', ['sd:field.2']],
  ['ลงเวทสนามใบใหม่ ใบเก่าไปไหน', ['sd:field.1']],
  ['เวทสนามของคู่แข่งมีผลกับฝั่งเราด้วยหรอ', ['sd:field.1']],
  ['โซลเริ่มต้นกี่แต้ม', ['sd:goal.1']],
  ['หมดเวลาเทิร์นแพ้เลยป่าว', ['sd:goal.2']],
  ['เทิร์นนึงมีเวลากี่วินาที', ['sd:goal.2']],
  ['ตาแรกคนเริ่มก่อนตีได้ไหม', ['sd:setup.3']],
  ['ใครได้เริ่มก่อนตัดสินยังไง', ['sd:setup.3']],
  ['ต้นเทิร์นได้คอร์เพิ่มกี่อัน', ['sd:turn.2']],
  ['คอร์เต็ม 10 แล้วขึ้นเทิร์นใหม่ได้เพิ่มอีกไหม', ['sd:turn.2', 'sd:setup.2']],
  ['evolve ใช้ตัวในมือเป็นวัตถุดิบได้ป่ะ', ['sd:summon.2']],
  ['สังเวยแล้วต้องจ่ายคอร์ด้วยเหรอ', ['sd:summon.2']],
  ['ตัวที่ evolve มาแล้วตีได้เลยมั้ย', ['sd:summon.3']],
  ['วัตถุดิบที่ใช้ evolve นับว่าโดนทำลายไหม', ['sd:summon.3']],
  ['สนามเต็ม 5 ตัวแล้วอยากลงตัวใหม่ทำไง', ['sd:summon.5']],
  ['ตีสปิริตที่ hp ยังเหลือเยอะ มันตีกลับไหม', ['sd:battle.3']],
  ['hp ที่ลดไปจะเด้งกลับตอนจบเทิร์นไหม', ['sd:battle.4']],
  ['คู่แข่งยังมีสปิริตอยู่ ตีโซลตรงๆได้ไหม', ['sd:battle.5']],
  ['โดนแทรปยกเลิกการโจมตี ตัวนั้นตีใหม่ได้ป่ะ', ['sd:battle.2']],
  ['ใช้แทรปสองใบกับการโจมตีครั้งเดียวได้ไหม', ['sd:trap.4']],
  ['can my opponent see what my trap is', ['sd:trap.1']],
  ['does equipment stay when the spirit dies', ['sd:field.3']],
  ['what happens to damage on a spirit at end of turn', ['sd:battle.4']],
  ['how many cards in a spirit duel deck', ['sd:setup.1']],
  ['when can i use a trap i just set', ['sd:trap.2']],
  ['core หมดแพ้ไหม', ['sd:goal.3']],
  ['จั่วตอนเด็คหมดแพ้ป่ะ spirit duel', ['sd:goal.2']],
];

export const NIHIL_THIRD: readonly Item[] = [
  ['ทวิงคลิ้งใช้แล้วเอาการ์ดกลับจากชไรน์ได้ไหม', ['smn:twinkling']],
  ['fixed charge counter ย้ายไปการ์ดอื่นได้ป่ะ', ['smn:fixed-charging.3', 'smn:fixed-charging.2']],
  ['vanish ตัวที่โดนรีมูฟกลับมาตอนไหน', ['smn:vanish']],
  ['progress ทำได้ช่วงไหน', ['smn:progress']],
  ['ฟอร์จูนต้องเอาอะไรมาสุ่ม', ['smn:fortune.1']],
  ['fixed charge ได้ตอนไหน', ['smn:fixed-charging', 'smn:fixed-charging.1']],
  ['does twinkling get an interfere step', ['smn:twinkling.1']],
];
