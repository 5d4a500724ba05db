/** Sanam's own card set for Summoner Master (original names and text, Thai and English). */
import { t } from '../../../core/text.js';
import type { CardDef } from '../types.js';
import { combo, el, mystic, seal, ty } from './build.js';

const SEALS: CardDef[] = [
  seal({ id: 'flame-trooper', th: 'ทหารเพลิง', en: 'Flame Trooper', types: ['Knight'], elements: ['fire'], castMp: 2, atkMp: 1, level: 1, at: 5, df: 4, sp: 3, combos: [combo('torch-line', 'Torch Line', [el('fire')], { at: 7, atkMp: 1 })] }),
  seal({
    id: 'lava-wolf', th: 'หมาป่าลาวา', en: 'Lava Wolf', types: ['Beast'], elements: ['fire'], castMp: 3, atkMp: 2, level: 2, at: 7, df: 5, sp: 4,
    combos: [combo('ember-fang', 'Ember Fang', [el('fire')], { at: 9, atkMp: 2 }), combo('inferno-howl', 'Inferno Howl', [ty('Beast'), el('fire')], { at: 10, atkMp: 3, attack: 'all' })],
  }),
  seal({
    id: 'ancient-fire-dragon', th: 'มังกรเพลิงโบราณ', en: 'Ancient Fire Dragon', types: ['Dragon'], elements: ['fire'], castMp: 5, atkMp: 3, level: 3, at: 10, df: 8, sp: 3,
    triggers: [{ on: 'enter', target: { kind: 'seal', side: 'opp' }, do: [{ v: 'stat', who: 'target', stat: 'at', by: -2, dur: { k: 'turns', n: 1 } }], text: t('เมื่อ [S] เข้ามาในสนาม Seal ฝ่ายตรงข้าม 1 ใบ At -2 1 Turn', "When [S] enters the field, 1 opponent's Seal gets At -2 for 1 Turn") }],
  }),
  seal({ id: 'tide-warrior', th: 'นักรบวารี', en: 'Tide Warrior', types: ['Knight'], elements: ['water'], castMp: 2, atkMp: 1, level: 1, at: 5, df: 6, sp: 2, combos: [combo('wave-guard', 'Wave Guard', [el('water')], { at: 8, atkMp: 1 })] }),
  seal({
    id: 'azure-sea-serpent', th: 'งูทะเลคราม', en: 'Azure Sea Serpent', types: ['Beast'], elements: ['water'], castMp: 4, atkMp: 2, level: 2, at: 7, df: 8, sp: 3,
    skills: [{ id: 'freeze', name: t('ลมหายใจเยือกแข็ง', 'Freezing Breath'), mp: 2, target: { kind: 'seal', side: 'opp' }, do: [{ v: 'curse', who: 'target', curse: 'freeze', turns: 1 }], text: t('[Skill]-Seal ฝ่ายตรงข้าม 1 ใบติด Freeze Curse 1 Turn (Mp 2)', "1 opponent's Seal gets a Freeze Curse for 1 Turn (Mp 2)") }],
  }),
  seal({ id: 'stream-gunner', th: 'นักแม่นปืนธารา', en: 'Stream Gunner', types: ['Gunner'], elements: ['water'], castMp: 3, atkMp: 2, level: 2, at: 7, df: 6, sp: 4, combos: [combo('twin-barrel', 'Twin Barrel', [ty('Gunner')], { at: 9, atkMp: 2 })] }),
  seal({
    id: 'wind-shaman', th: 'หมอผีสายลม', en: 'Wind Shaman', types: ['Mage'], elements: ['wind'], castMp: 2, atkMp: 1, level: 1, at: 4, df: 5, sp: 4, keywords: { CHARGING: 2 },
    skills: [{ id: 'whisper', name: t('เสียงกระซิบแห่งลม', 'Wind Whisper'), mp: 1, charge: 2, do: [{ v: 'draw', n: 1 }], text: t('[Skill]-จั่วการ์ด 1 ใบ (Charge 2)(Mp 1)', 'Draw 1 card (Charge 2)(Mp 1)') }],
    textTh: 'Charging 2', textEn: 'Charging 2',
  }),
  seal({ id: 'storm-falcon', th: 'เหยี่ยวพายุ', en: 'Storm Falcon', types: ['Beast'], elements: ['wind'], castMp: 2, atkMp: 1, level: 1, at: 5, df: 3, sp: 5, combos: [combo('gust-dive', 'Gust Dive', [el('wind')], { at: 7, sp: 5, atkMp: 1 })] }),
  seal({ id: 'gale-ninja', th: 'นินจาวายุ', en: 'Gale Ninja', types: ['Ninja'], elements: ['wind'], castMp: 3, atkMp: 2, level: 2, at: 7, df: 5, sp: 5, keywords: { VANISH: 1 }, textTh: 'Vanish 1 Turn', textEn: 'Vanish 1 Turn' }),
  seal({ id: 'cliff-golem', th: 'โกเลมหินผา', en: 'Cliff Golem', types: ['Titan'], elements: ['earth'], castMp: 4, atkMp: 3, level: 3, at: 8, df: 11, sp: 1 }),
  seal({
    id: 'grove-sprite', th: 'ภูตพฤกษา', en: 'Grove Sprite', types: ['Mage'], elements: ['earth'], castMp: 1, atkMp: 1, level: 1, at: 3, df: 5, sp: 2,
    skills: [{ id: 'bark-skin', name: t('ผิวเปลือกไม้', 'Bark Skin'), mp: 2, int: true, target: { kind: 'seal', side: 'own' }, do: [{ v: 'stat', who: 'target', stat: 'df', by: 3, dur: { k: 'subturn' } }], text: t('[Skill]-Seal ฝ่ายเรา 1 ใบ Df +3 จนจบ Subturn (int)(Mp 2)', 'Your Seal gets Df +3 until end of Subturn (int)(Mp 2)') }],
  }),
  seal({
    id: 'mirror-knight', th: 'อัศวินกระจก', en: 'Mirror Knight', types: ['Knight'], elements: ['earth'], castMp: 3, atkMp: 2, level: 2, at: 6, df: 7, sp: 3,
    skills: [{ id: 'reflect', name: t('เงาสะท้อน', 'Reflection'), mp: 1, do: [{ v: 'stat', who: 'self', stat: 'at', by: { of: 'self', stat: 'df' }, dur: { k: 'subturn' } }], text: t('[Skill]-[S] At + เท่ากับ Df ของ [S] จนจบ Subturn (Mp 1)', '[S] At + equal to [S] Df until end of Subturn (Mp 1)') }],
  }),
  seal({
    id: 'shadow-fiend', th: 'ปีศาจเงา', en: 'Shadow Fiend', types: ['Evil'], elements: ['dark'], castMp: 3, atkMp: 2, level: 2, at: 7, df: 5, sp: 4,
    triggers: [{ on: 'enter', target: { kind: 'seal', side: 'opp' }, do: [{ v: 'curse', who: 'target', curse: 'poison', turns: 2 }], text: t('เมื่อ [S] เข้ามาในสนาม Seal ฝ่ายตรงข้าม 1 ใบติด Poison Curse 2 Turn', "When [S] enters the field, 1 opponent's Seal gets a Poison Curse for 2 Turn") }],
  }),
  seal({
    id: 'cursed-witch', th: 'แม่มดต้องสาป', en: 'Cursed Witch', types: ['Mage'], elements: ['dark'], castMp: 2, atkMp: 1, level: 1, at: 4, df: 4, sp: 3,
    skills: [{ id: 'petrify', name: t('สาปศิลา', 'Petrify'), mp: 2, target: { kind: 'seal', side: 'opp' }, do: [{ v: 'curse', who: 'target', curse: 'stone', turns: 1 }], text: t('[Skill]-Seal ฝ่ายตรงข้าม 1 ใบติด Stone Curse 1 Turn (Mp 2)', "1 opponent's Seal gets a Stone Curse for 1 Turn (Mp 2)") }],
  }),
  seal({ id: 'crimson-reaper', th: 'ยมทูตสีเลือด', en: 'Crimson Reaper', types: ['Evil'], elements: ['dark'], castMp: 5, atkMp: 3, level: 3, at: 9, df: 7, sp: 4, combos: [combo('blood-scythe', 'Blood Scythe', [el('dark')], { at: 11, atkMp: 3 })] }),
  seal({
    id: 'light-priest', th: 'นักบวชแสง', en: 'Light Priest', types: ['Divine'], elements: ['light'], castMp: 2, atkMp: 1, level: 1, at: 4, df: 6, sp: 2,
    skills: [{ id: 'recall', name: t('เรียกวิญญาณ', 'Recall'), mp: 3, do: [{ v: 'shrine-to-hand' }], text: t('[Skill]-นำการ์ด 1 ใบจาก Shrine ฝ่ายเราขึ้นมือ (Mp 3)', 'Return 1 card from your Shrine to your hand (Mp 3)') }],
  }),
  seal({
    id: 'dawn-knight', th: 'อัศวินรุ่งอรุณ', en: 'Dawn Knight', types: ['Knight'], elements: ['light'], castMp: 3, atkMp: 2, level: 2, at: 7, df: 7, sp: 3,
    combos: [combo('sunrise', 'Sunrise Blade', [el('light')], { at: 10, atkMp: 2 }), combo('radiant-charge', 'Radiant Charge', [el('light'), ty('Knight')], { at: 11, atkMp: 3, attack: 'all' })],
  }),
  seal({ id: 'golden-unicorn', th: 'ม้าเขาเดียวสีทอง', en: 'Golden Unicorn', types: ['Beast'], elements: ['light'], naming: 'Unicorn', castMp: 4, atkMp: 2, level: 2, at: 8, df: 6, sp: 4 }),
  // "When destroyed" (701) and "when it falls to the Shrine" (703) abilities.
  seal({
    id: 'phoenix-chick', th: 'ลูกนกฟีนิกซ์', en: 'Phoenix Chick', types: ['Beast'], elements: ['fire'], castMp: 2, atkMp: 1, level: 1, at: 4, df: 3, sp: 4,
    triggers: [{ on: 'destroyed', do: [{ v: 'draw', n: 1 }], text: t('เมื่อ [S] ถูกทำลาย จั่วการ์ด 1 ใบ', 'When [S] is destroyed, draw 1 card') }],
  }),
  seal({
    id: 'grave-keeper', th: 'ผู้เฝ้าสุสาน', en: 'Grave Keeper', types: ['Undead'], elements: ['dark'], castMp: 3, atkMp: 2, level: 2, at: 6, df: 6, sp: 2,
    triggers: [{ on: 'to-shrine', target: { kind: 'seal', side: 'opp' }, do: [{ v: 'stat', who: 'target', stat: 'at', by: -2, dur: { k: 'turns', n: 1 } }], text: t('เมื่อ [S] ตกจากสนามลง Shrine Seal ฝ่ายตรงข้าม 1 ใบ At -2 1 Turn', "When [S] falls from the field to the Shrine, 1 opponent's Seal gets At -2 for 1 Turn") }],
  }),
];

const MYSTICS: CardDef[] = [
  // Charm and Dimension curses (709), PM Mystics (610.12.4), a Mystic with a Skill (§10.1).
  mystic({ id: 'sirens-charm', th: 'เสน่ห์ไซเรน', en: "Siren's Charm", mp: 3, int: false, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'opp' }, do: [{ v: 'curse', who: 'target', curse: 'charm', turns: 1 }], textTh: 'Seal ฝ่ายตรงข้าม 1 ใบติด Charm Curse 1 Turn (คุณควบคุม Seal นั้น)', textEn: "1 opponent's Seal gets a Charm Curse for 1 Turn (you control it)" }),
  mystic({ id: 'dimension-rift', th: 'รอยแยกมิติ', en: 'Dimension Rift', mp: 2, int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'any' }, do: [{ v: 'curse', who: 'target', curse: 'dimension', turns: 1 }], textTh: 'Seal 1 ใบติด Dimension Curse 1 Turn (int)', textEn: 'A Seal gets a Dimension Curse for 1 Turn (int)' }),
  mystic({ id: 'relic-amplifier', th: 'เครื่องขยายพลังศาสตรา', en: 'Relic Amplifier', mp: 1, int: false, attach: 'PM', turns: -1, target: { kind: 'mystic', side: 'own' }, statics: [{ stat: 'at', by: 1 }], textTh: 'ติดกับ Mystic ฝ่ายเรา: Seal ที่ Mystic นั้นเสริมพลังได้ At +1 อีก', textEn: 'Attach to your Mystic: the Seals that Mystic strengthens get At +1 more' }),
  mystic({ id: 'eternal-seal', th: 'ผนึกนิรันดร์', en: 'Eternal Seal', mp: 1, int: false, attach: 'PM', turns: -1, keepHost: true, target: { kind: 'mystic', side: 'own' }, textTh: 'ติดกับ Mystic ฝ่ายเรา: Turn ของ Mystic นั้นไม่ลดลงตราบที่ใบนี้ติดอยู่', textEn: "Attach to your Mystic: that Mystic's Turn count stops while this stays attached" }),
  mystic({
    id: 'altar-of-flames', th: 'แท่นบูชาเพลิง', en: 'Altar of Flames', mp: 2, int: false, attach: 'PA', turns: -1,
    skills: [{ id: 'kindle', name: t('จุดเพลิง', 'Kindle'), mp: 1, int: true, target: { kind: 'seal', side: 'own' }, do: [{ v: 'stat', who: 'target', stat: 'at', by: 2, dur: { k: 'subturn' } }], text: t('[Skill]-Seal ฝ่ายเรา 1 ใบ At +2 จนจบ Subturn (int)(Mp 1) ใช้ได้ Subturn ละครั้ง', 'Your Seal gets At +2 until end of Subturn (int)(Mp 1), once per subturn') }],
    textTh: '[Skill] จุดเพลิง', textEn: '[Skill] Kindle',
  }),
  mystic({ id: 'flame-surge', th: 'พลังเพลิง', en: 'Flame Surge', mp: 1, int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'own' }, do: [{ v: 'stat', who: 'target', stat: 'at', by: 2, dur: { k: 'subturn' } }], textTh: 'Seal ฝ่ายเรา 1 ใบ At +2 จนจบ Subturn (int)', textEn: 'Your Seal gets At +2 until end of Subturn (int)' }),
  mystic({ id: 'water-shield', th: 'โล่วารี', en: 'Water Shield', mp: 1, int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'own' }, do: [{ v: 'stat', who: 'target', stat: 'df', by: 3, dur: { k: 'subturn' } }], textTh: 'Seal ฝ่ายเรา 1 ใบ Df +3 จนจบ Subturn (int)', textEn: 'Your Seal gets Df +3 until end of Subturn (int)' }),
  mystic({ id: 'holy-sword', th: 'ดาบศักดิ์สิทธิ์', en: 'Holy Sword', mp: 2, int: false, attach: 'PS', turns: 2, target: { kind: 'seal', side: 'own' }, statics: [{ stat: 'at', by: 2 }], textTh: 'ติดกับ Seal ฝ่ายเรา: At +2 (2 Turn)', textEn: 'Attach to your Seal: At +2 (2 Turn)' }),
  mystic({ id: 'stone-armour', th: 'เกราะหิน', en: 'Stone Armour', mp: 1, int: false, attach: 'PS', turns: -1, target: { kind: 'seal', side: 'own' }, statics: [{ stat: 'df', by: 2 }], textTh: 'ติดกับ Seal ฝ่ายเรา: Df +2', textEn: 'Attach to your Seal: Df +2' }),
  mystic({ id: 'thunder-strike', th: 'สายฟ้าฟาด', en: 'Thunder Strike', mp: 4, int: false, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'opp' }, do: [{ v: 'destroy', who: 'target' }], textTh: 'ทำลาย Seal ฝ่ายตรงข้าม 1 ใบ', textEn: "Destroy 1 opponent's Seal" }),
  mystic({ id: 'returning-wind', th: 'ลมหวน', en: 'Returning Wind', mp: 2, int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'opp' }, do: [{ v: 'to-hand', who: 'target' }], textTh: 'นำ Seal ฝ่ายตรงข้าม 1 ใบกลับขึ้นมือ (int)', textEn: "Return 1 opponent's Seal to its owner's hand (int)" }),
  mystic({ id: 'fountain-of-power', th: 'น้ำพุแห่งพลัง', en: 'Fountain of Power', mp: 0, int: false, attach: 'NP', turns: 0, do: [{ v: 'mp', by: 2 }], textTh: 'ได้รับ Mp 2', textEn: 'Gain 2 Mp' }),
  mystic({ id: 'nihil-silence', th: 'ความเงียบแห่งนิฮิล', en: 'Nihil Silence', mp: 2, int: true, attach: 'NP', turns: 0, do: [{ v: 'cancel-abilities', who: 'all-seals', dur: { k: 'turns', n: 1 } }], textTh: 'ยกเลิก Ability ของ Seal ทุกใบในสนาม 1 Turn (int)', textEn: 'Cancel the Abilities of every Seal in the field for 1 Turn (int)' }),
  mystic({ id: 'dispel-counters', th: 'ลบล้างพลัง', en: 'Dispel Counters', mp: 1, int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'any' }, do: [{ v: 'strip-counters', who: 'target' }], textTh: 'Seal 1 ใบสูญเสีย Counter ทั้งหมด (int)', textEn: 'A Seal loses all its counters (int)' }),
  mystic({ id: 'blazing-battlefield', th: 'สนามรบลุกโชน', en: 'Blazing Battlefield', mp: 2, int: false, attach: 'PA', turns: 2, statics: [{ stat: 'at', by: 1 }], textTh: 'Seal ทุกใบฝ่ายเรา At +1 (2 Turn)', textEn: 'Every Seal of yours gets At +1 (2 Turn)' }),
  mystic({ id: 'ancient-wisdom', th: 'ปัญญาโบราณ', en: 'Ancient Wisdom', mp: 2, int: false, attach: 'NP', turns: 0, do: [{ v: 'draw', n: 2 }], textTh: 'จั่วการ์ด 2 ใบ', textEn: 'Draw 2 cards' }),
  mystic({ id: 'curse-of-stone', th: 'คำสาปศิลา', en: 'Curse of Stone', mp: 2, int: true, attach: 'NP', turns: 0, target: { kind: 'seal', side: 'opp' }, do: [{ v: 'curse', who: 'target', curse: 'stone', turns: 1 }], textTh: 'Seal ฝ่ายตรงข้าม 1 ใบติด Stone Curse 1 Turn (int)', textEn: "1 opponent's Seal gets a Stone Curse for 1 Turn (int)" }),
  mystic({ id: 'mind-shatter', th: 'จิตแตกสลาย', en: 'Mind Shatter', mp: 2, int: true, attach: 'NP', turns: 0, do: [{ v: 'discard-random', n: 1 }], textTh: 'ผู้เล่นฝ่ายตรงข้ามทิ้งการ์ดบนมือแบบสุ่ม 1 ใบ (int)', textEn: 'Your opponent discards 1 card at random (int)' }),
];

export const ORIGINAL_CARDS: CardDef[] = [...SEALS, ...MYSTICS];
