/** Spirit Duel card views → CardModel, shared by the board and the hand image. */
import type { SpiritCardFace, SpiritView } from '../../engine/games/spirit-duel/view-types.js';
import { colors, spiritTypeColor } from '../theme.js';
import { CARD_TYPE, STATE, STAT } from '../../engine/terms/spirit-duel.js';
import type { CardBadge, CardModel } from './card.js';

export const spiritCardName = (c: SpiritCardFace): string => c.name.th || c.name.en;

/** An Equipment's bonus: "ATK +1 HP +2". */
const bonus = (c: { atk?: number; hp?: number }): string => [c.atk ? `${STAT.atk.th} +${c.atk}` : '', c.hp ? `${STAT.hp.th} +${c.hp}` : ''].filter(Boolean).join(' ');

export function spiritFaceModel(c: SpiritCardFace, withText = false): CardModel {
  const model: CardModel = { name: spiritCardName(c), color: spiritTypeColor[c.type], cost: c.cost, costLabel: STAT.core.th, typeLine: CARD_TYPE[c.type].th };
  if (c.type === 'spirit' && c.atk !== undefined && c.hp !== undefined) {
    model.stats = [
      { label: STAT.atk.th, value: String(c.atk) },
      { label: STAT.hp.th, value: String(c.hp) },
    ];
  } else if (c.type === 'equipment') {
    model.notes = [bonus(c)];
  }
  if (withText) model.body = c.text.th || c.text.en;
  if (c.manual) model.badges = [{ text: 'ตัดสินเอง', color: '#7a5cc4' }];
  return model;
}

export interface SpiritMarks {
  attacking: boolean;
  targeted: boolean;
}

export function spiritModel(s: SpiritView, marks: SpiritMarks): CardModel {
  const notes: string[] = [];
  if (s.equipment) {
    const e = s.equipment;
    const plus = bonus(e);
    notes.push(`+ ${spiritCardName(e)}${plus ? ` (${plus})` : ''}`);
  }
  const badges: CardBadge[] = [];
  if (marks.attacking) badges.push({ text: 'โจมตี', color: colors.attack });
  if (s.damage > 0) badges.push({ text: `${STAT.damage.th} ${s.damage}`, color: colors.damage });
  if (s.summonedThisTurn) badges.push({ text: STATE.newSummon.th, color: '#4b5368' });
  else if (s.attackedThisTurn) badges.push({ text: STATE.attacked.th, color: '#4b5368' });
  else if (s.rested) badges.push({ text: STATE.rested.th, color: '#4b5368' });
  const hpLeft = Math.max(0, s.maxHp - s.damage);
  const model: CardModel = {
    name: spiritCardName(s),
    color: spiritTypeColor.spirit,
    cost: s.cost,
    typeLine: CARD_TYPE.spirit.th,
    notes,
    badges,
    stats: [
      { label: STAT.atk.th, value: String(Math.max(0, s.currentAtk)), ...(s.atk !== undefined && s.currentAtk !== s.atk ? { color: s.currentAtk > s.atk ? '#7be39b' : '#ff9b9b' } : {}) },
      { label: STAT.hp.th, value: `${hpLeft}/${s.maxHp}`, ...(s.damage > 0 ? { color: '#ff9b9b' } : {}) },
    ],
  };
  if (marks.attacking) model.outline = colors.attack;
  else if (marks.targeted) model.outline = colors.gold;
  return model;
}
