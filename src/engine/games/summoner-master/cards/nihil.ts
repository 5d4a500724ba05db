/**
 * The example cards of the Nihil text, as written there (summoner-master-nihil.th.txt). Stats the text
 * does not print (Seraph's Portrait, Seraph, Palanalcar, the Egg) are ours and marked so in the README.
 */
import { t } from '../../../core/text.js';
import type { CardDef } from '../types.js';
import { combo, el, seal, ty } from './build.js';

export const NIHIL_CARDS: CardDef[] = [
  seal({
    id: 'seraphs-portrait', th: 'ภาพวาดเซราฟ', en: "Seraph's Portrait", types: ['Divine'], elements: ['light'], castMp: 1, atkMp: 1, level: 1, at: 2, df: 4, sp: 1,
    textTh: 'ภาพวาดที่รอวันตื่น', textEn: 'A portrait waiting to awaken.',
  }),
  seal({
    id: 'seraph', th: 'เซราฟ', en: 'Seraph', types: ['Divine'], elements: ['light'], castMp: 5, atkMp: 3, level: 4, at: 10, df: 10, sp: 4,
    progress: { from: 'seraphs-portrait', statics: [{ stat: 'at', by: 2 }], text: t('Progress Box: [S] At +2', 'Progress Box: [S] At +2') },
    textTh: 'Progress: ภาพวาดเซราฟ', textEn: "Progress: Seraph's Portrait",
  }),
  seal({
    id: 'lava-kaijuu', th: 'ลาวาไคจู', en: 'Lava Kaijuu', types: ['Monster'], elements: ['fire'], castMp: 4, atkMp: 3, level: 3, at: 9, df: 9, sp: 4,
    combos: [combo('rising-flame', 'Rising Flame', [el('fire')], { at: 11, atkMp: 3 }), combo('burning-rapture', 'Burning Rapture', [el('fire'), el('fire')], { at: 12, atkMp: 3 })],
    triggers: [
      { on: 'attack', do: [{ v: 'sacrifice', req: el('fire'), then: [{ v: 'stat', who: 'self', stat: 'at', by: 1, dur: { k: 'infinity' } }] }], text: t('เมื่อ [ S ] โจมตี เราสามารถ Sacrifice [Fire] 1 ใบ จากนั้น [ S ] At +1 / Infinity Turn', 'When [S] attacks, you may Sacrifice 1 [Fire]; then [S] At +1 / Infinity Turn') },
      {
        on: 'enter',
        do: [{
          v: 'fortune', n: 2,
          ok: [{ v: 'stat', who: 'self', stat: 'at', by: 3, dur: { k: 'infinity' } }],
          fault: [{ v: 'stat', who: 'self', stat: 'at', by: -1, dur: { k: 'infinity' } }, { v: 'stat', who: 'self', stat: 'atkMp', by: -1, dur: { k: 'infinity' } }],
        }],
        text: t('เมื่อ [ S ] เข้ามาในสนาม Fortune 2 - [true] [ S ] At +3 / Infinity Turn - [Fault] [ S ] At -1 Mp -1/ Infinity Turn', 'When [S] enters the field, Fortune 2: [true] At +3 / Infinity Turn; [Fault] At -1 Mp -1 / Infinity Turn'),
      },
    ],
  }),
  seal({
    id: 'live-branch-fairy', th: 'ภูตกิ่งไม้มีชีวิต', en: 'Live Branch Fairy', types: ['Mage'], elements: ['earth'], castMp: 2, atkMp: 1, level: 2, at: 6, df: 7, sp: 3,
    combos: [combo('circle-of-branch', 'Circle of Branch', [el('earth')], { at: 9, atkMp: 2 })],
    skills: [
      {
        id: 'twinkling', name: t('Twinkling', 'Twinkling'), mp: 3, int: true, twinkling: true, do: [{ v: 'protect-other-names', who: 'own-seals', dur: { k: 'turns', n: 2 } }],
        text: t('[Skill]-Twinkling; Seal ทุกใบในสนามฝ่ายผู้ใช้ Skill ป้องกัน Skill และ Ability ของ Seal ใบอื่นที่ไม่ได้ชื่อ 2 Turn (int)(Mp 3)', "Twinkling: every Seal on the user's field is protected from Skills and Abilities of Seals of another name for 2 Turn (int)(Mp 3)"),
      },
      {
        id: 'last-dance', name: t('Last Dance', 'Last Dance'), mp: 3, target: { kind: 'seal', side: 'own' }, do: [{ v: 'curse', who: 'target', curse: 'last-dance', turns: 3, swapAtDf: true }],
        text: t('[Skill]-Seal 1 ใบฝ่ายผู้ใช้ Skill ติด Last Dance Curse สลับ At กับ Df 3 Turn (Mp 3)', "1 Seal on the user's side gets a Last Dance Curse: swap At and Df, 3 Turn (Mp 3)"),
      },
    ],
  }),
  seal({
    id: 'light-guardian-ninja', th: 'นินจาผู้พิทักษ์แสง', en: 'Light Guardian Ninja', types: ['Ninja'], elements: ['light'], castMp: 2, atkMp: 1, level: 2, at: 6, df: 7, sp: 4,
    combos: [combo('hitoshirenu-ken', 'Hitoshirenu Ken', [el('light')], { at: 9, atkMp: 2 }), combo('senkou-ken', 'Senkou Ken', [ty('Ninja')], { at: 10, sp: 5, atkMp: 3 })],
    skills: [{
      id: 'destroy-mystic', name: t('ทำลาย Mystic', 'Destroy a Mystic'), mp: 2, int: true, needs: { any: [el('light')], side: 'own' }, target: { kind: 'mystic', side: 'any' }, do: [{ v: 'destroy', who: 'target' }],
      text: t('ทำลาย Mystic Card 1 ใบในสนาม เมื่อมี [light] ใบอื่นในสนามฝ่ายผู้ใช้ Skill (Inf) (Mp 2)', "Destroy 1 Mystic Card in the field while another [Light] is on the user's field (Inf) (Mp 2)"),
    }],
    keywords: { VANISH: 3 },
    textTh: 'Vanish 3 Turn', textEn: 'Vanish 3 Turn',
  }),
  seal({
    id: 'north-newland-sniper', th: 'นักซุ่มยิงแห่งนอร์ทนิวแลนด์', en: 'North Newland Sniper', types: ['Gunner'], elements: ['water'], castMp: 2, atkMp: 1, level: 2, at: 6, df: 9, sp: 3,
    combos: [combo('lock-on', 'Lock On', [el('water')], { at: 9, atkMp: 2 }), combo('last-shot', 'Last Shot', [el('water'), el('wind')], { at: 10, atkMp: 2 })],
    triggers: [{ on: 'opp-line-change', do: [{ v: 'fcc', n: 1 }], text: t('เมื่อ Seal ฝ่ายตรงข้ามเปลี่ยน Line [ S ] ได้รับ 1 Fixed Charge Counter', "When an opponent's Seal changes Line, [S] gets 1 Fixed Charge Counter") }],
    skills: [{
      id: 'snipe', name: t('ซุ่มยิง', 'Snipe'), mp: 2, fixedCharge: 2, needs: { any: [el('water'), ty('Gunner')], side: 'any' }, target: { kind: 'seal', side: 'any' },
      do: [{ v: 'stat', who: 'target', stat: 'at', by: { of: 'target', stat: 'atkMp', printed: true, times: -1 }, dur: { k: 'subturn' } }],
      text: t('[Skill]- Seal 1 ใบในสนาม – At ตาม Mp ค่าโจมตีปกติของ Seal นั้นจนจบ Subturn เมื่อมี [Water] และ/หรือ [Gunner] ใบอื่นในสนาม (Fixed Charge 2) (Mp 2)', "1 Seal in the field gets -At equal to its printed attack Mp until end of Subturn, while another [Water] and/or [Gunner] is in the field (Fixed Charge 2) (Mp 2)"),
    }],
  }),
  seal({
    id: 'palanalcar', th: 'ปาลานัลคาร์ ลูกมังกรแห่งอาริมาเธีย', en: "Palanalcar, Arimathea's Baby Dragon", types: ['Dragon'], elements: ['fire'], naming: 'Baby Dragon', castMp: 3, atkMp: 2, level: 2, at: 7, df: 6, sp: 3,
    growth: {
      reqs: [ty("Dragon's Egg")], regeneration: true, statics: [{ stat: 'at', by: 3 }],
      triggers: [{ on: 'growth', do: [{ v: 'draw', n: 1 }], text: t('เมื่อ [ S ] Growth จั่วการ์ด 1 ใบ', 'When [S] Growths, draw 1 card') }],
      text: t("Growth/Regeneration: [Dragon's Egg] — [S] At +3", "Growth/Regeneration: [Dragon's Egg] — [S] At +3"),
    },
    textTh: "Growth/Regeneration: [Dragon's Egg]", textEn: "Growth/Regeneration: [Dragon's Egg]",
  }),
  seal({
    id: 'dragons-egg-temple', th: 'ไข่มังกรในวิหาร', en: "The Dragon's Egg in the Temple", types: ["Dragon's Egg"], elements: ['fire'], castMp: 1, atkMp: 0, level: 1, at: 0, df: 5, sp: 0,
  }),
];
