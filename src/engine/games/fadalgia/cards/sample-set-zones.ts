/**
 * Sanam sample cards for the zone and game rules (400–408, 101.3–101.6): removal from the game, an
 * Outer Zone ability, a [Mana Zone] ability, change of control, a chosen number, ordered put-backs,
 * "can"/"cannot" draw effects and "you lose" effects. Original cards, not official Fadalgia cards; ids
 * SNM-S01-4xx keep them apart from the other sample batches.
 */
import { t } from '../../../core/text.js';

export const ZONE_SET: unknown[] = [
  { id: 'SNM-S01-401', name: t('ประตูมิติขับไล่', 'Banishing Rift'), type: 'action', subtypes: ['Spell'], element: 'none', cost: 2, mana: 1, timing: ['AT'],
    text: t('[AT Turn] นำ Unit เป้าหมายออกจากเกม (ไปยัง Outer Zone ของเจ้าของ)', '[AT Turn] Remove target unit from the game (to its owner\'s Outer Zone).'),
    target: { kind: 'unit', side: 'any' }, effects: [{ verb: 'move', to: 'target', zone: 'outer' }] },
  { id: 'SNM-S01-402', name: t('วิญญาณพเนจรนอกมิติ', 'Outcast Wraith'), type: 'unit', subtypes: ['Spirit'], element: 'none', cost: 2, mana: 1, at: 2, df: 1,
    text: t('จาก Outer Zone: เมื่อเข้า Main Phase ของ AT Turn ของเรา Heal 1', 'From the Outer Zone: at the start of your main phase, Heal 1.'),
    triggers: [{ on: 'main-start', zone: 'outer', effects: [{ verb: 'heal', who: 'ctrl', n: 1 }], text: t('จาก Outer Zone: เข้า Main: Heal 1', 'From the Outer Zone: main starts: Heal 1') }] },
  { id: 'SNM-S01-403', name: t('ภูตสายธาร', 'Stream Sprite'), type: 'unit', subtypes: ['Spirit'], element: 'water', cost: 1, mana: 1, at: 1, df: 1,
    text: t('[Mana Zone] MP 1: Heal 1 (ใช้ได้เมื่อการ์ดนี้เป็นการ์ดสตรีมในโซนมานาเท่านั้น)', '[Mana Zone] MP 1: Heal 1 (only while this card is a Stream in your mana zone).'),
    activated: [{ zone: 'mana', cost: 1, timing: ['AT', 'DF'], effects: [{ verb: 'heal', who: 'ctrl', n: 1 }], text: t('[Mana Zone] MP 1: Heal 1', '[Mana Zone] MP 1: Heal 1') }] },
  { id: 'SNM-S01-404', name: t('เสียงเพรียกไซเรน', 'Siren\'s Call'), type: 'action', subtypes: ['Spell'], element: 'water', cost: 3, mana: 1, timing: ['AT'],
    text: t('[AT Turn] เราได้ควบคุม Unit เป้าหมายของฝ่ายตรงข้าม', '[AT Turn] Gain control of target opposing unit.'),
    target: { kind: 'unit', side: 'opp' }, effects: [{ verb: 'control', to: 'target' }] },
  { id: 'SNM-S01-405', name: t('เดิมพันกระแสน้ำ', 'Tidal Wager'), type: 'action', subtypes: ['Event'], element: 'none', cost: 1, mana: 1, timing: ['AT'],
    text: t('[AT Turn] เลือกตัวเลข X ตั้งแต่ 0 ถึง 3: จั่ว X ใบ แล้วทำ Damage X แก่ตัวเรา', '[AT Turn] Choose a number X from 0 to 3: draw X cards, then deal X damage to yourself.'),
    effects: [{ verb: 'number', max: 3, text: t('เดิมพันกระแสน้ำ', 'Tidal Wager') }, { verb: 'draw', who: 'ctrl', n: 0, x: true }, { verb: 'damage', to: 'ctrl', n: 0, x: true }] },
  { id: 'SNM-S01-406', name: t('คลื่นย้อนกลับ', 'Ebb Tide'), type: 'action', subtypes: ['Spell'], element: 'water', cost: 1, mana: 1, timing: ['AT', 'DF'],
    text: t('[AT Turn/DF Turn] จั่ว 2 ใบ แล้ววางการ์ดบนมือ 2 ใบไว้ล่างสุดของกองหลักตามลำดับที่เราเลือก', '[AT Turn/DF Turn] Draw 2 cards, then put 2 cards from your hand on the bottom of your main pile in any order.'),
    effects: [{ verb: 'draw', who: 'ctrl', n: 2 }, { verb: 'put-back', who: 'ctrl', n: 2, pile: 'main', at: 'bottom' }] },
  { id: 'SNM-S01-407', name: t('ทอสายชีวิต', 'Life Weave'), type: 'action', subtypes: ['Event'], element: 'earth', cost: 1, mana: 1, timing: ['AT'],
    text: t('[AT Turn] วางการ์ดบนมือ 2 ใบไว้บนสุดของกองไลฟ์ตามลำดับที่เราเลือก', '[AT Turn] Put 2 cards from your hand on top of your life pile in any order.'),
    effects: [{ verb: 'put-back', who: 'ctrl', n: 2, pile: 'life', at: 'top' }] },
  { id: 'SNM-S01-408', name: t('นักพรตแห่งความอุดม', 'Oracle of Plenty'), type: 'unit', subtypes: ['Monk'], element: 'earth', cost: 2, mana: 1, at: 1, df: 3,
    continuous: [{ k: 'allow', what: 'extra-life-draw', scope: 'own' }],
    text: t('ใน Refresh Step เราจั่วการ์ดจากกองไลฟ์เพิ่มได้อีก 1 ใบ', 'In your Refresh step you may draw one more card from your life pile.') },
  { id: 'SNM-S01-409', name: t('หอคอยแห้งแล้ง', 'Drought Spire'), type: 'item', subtypes: ['World'], element: 'fire', cost: 2, mana: 1, duration: 3, attach: 'field',
    continuous: [{ k: 'prohibit', what: 'life-draw', who: 'opp' }],
    text: t('Item - World: ผู้เล่นฝ่ายตรงข้ามจั่วการ์ดจากกองไลฟ์ไม่ได้ (3 เทิร์น)', 'Item - World: your opponent cannot draw from their life pile (3 turns).') },
  { id: 'SNM-S01-410', name: t('ลางมรณะ', 'Omen of Ruin'), type: 'action', subtypes: ['Event'], element: 'none', cost: 3, mana: 1, timing: ['AT'],
    text: t('[AT Turn] ถ้ากองไลฟ์ของฝ่ายตรงข้ามมี 3 ใบหรือน้อยกว่า ฝ่ายตรงข้ามแพ้เกมนี้', '[AT Turn] If your opponent\'s life pile has 3 or fewer cards, your opponent loses the game.'),
    effects: [{ verb: 'lose', who: 'opp', cond: { k: 'opp-life-at-most', n: 3 } }] },
  { id: 'SNM-S01-411', name: t('สัญญาเลือด', 'Blood Pact'), type: 'action', subtypes: ['Event'], element: 'none', cost: 1, mana: 1, timing: ['AT'],
    text: t('[AT Turn] จั่ว 3 ใบ แล้วถ้ากองไลฟ์ของเรามี 3 ใบหรือน้อยกว่า เราแพ้เกมนี้', '[AT Turn] Draw 3 cards; then, if your life pile has 3 or fewer cards, you lose the game.'),
    effects: [{ verb: 'draw', who: 'ctrl', n: 3 }, { verb: 'lose', who: 'ctrl', cond: { k: 'life-at-most', n: 3 } }] },
  { id: 'SNM-S01-412', name: t('กระจกทำนาย', 'Scrying Mirror'), type: 'action', subtypes: ['Event'], element: 'none', cost: 1, mana: 1, timing: ['AT'],
    text: t('[AT Turn] เปิดการ์ดใบบนสุดของกองหลักของเราให้ทุกคนดู แล้ว Heal 1', '[AT Turn] Reveal the top card of your main pile, then Heal 1.'),
    effects: [{ verb: 'reveal', who: 'ctrl', pile: 'main', n: 1 }, { verb: 'heal', who: 'ctrl', n: 1 }] },
];
