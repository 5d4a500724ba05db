/** Spirit Duel card views → CardModel, shared by the board and the hand image. */
import type { SpiritCardFace, SpiritView } from '../../engine/games/spirit-duel/view-types.js';
import { colors, spiritTypeColor, spiritTypeLabel } from '../theme.js';
import type { CardBadge, CardModel } from './card.js';

export const spiritCardName = (c: SpiritCardFace): string => c.name.th || c.name.en;

export function spiritFaceModel(c: SpiritCardFace, withText = false): CardModel {
  const model: CardModel = { name: spiritCardName(c), color: spiritTypeColor[c.type], cost: c.cost, typeLine: spiritTypeLabel[c.type] };
  if (c.type === 'spirit' && c.atk !== undefined && c.hp !== undefined) {
    model.stats = [
      { label: 'ATK', value: String(c.atk) },
      { label: 'HP', value: String(c.hp) },
    ];
  } else if (c.type === 'equipment') {
    model.notes = [[c.atk ? `ATK +${c.atk}` : '', c.hp ? `HP +${c.hp}` : ''].filter(Boolean).join(' ')];
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
    const bonus = [e.atk ? `ATK +${e.atk}` : '', e.hp ? `HP +${e.hp}` : ''].filter(Boolean).join(' ');
    notes.push(`+ ${spiritCardName(e)}${bonus ? ` (${bonus})` : ''}`);
  }
  const badges: CardBadge[] = [];
  if (marks.attacking) badges.push({ text: 'โจมตี', color: colors.attack });
  if (s.damage > 0) badges.push({ text: `ดาเมจ ${s.damage}`, color: colors.damage });
  if (s.summonedThisTurn) badges.push({ text: 'เพิ่งเรียก', color: '#4b5368' });
  else if (s.attackedThisTurn) badges.push({ text: 'โจมตีแล้ว', color: '#4b5368' });
  else if (s.rested) badges.push({ text: 'พัก', color: '#4b5368' });
  const hpLeft = Math.max(0, s.maxHp - s.damage);
  const model: CardModel = {
    name: spiritCardName(s),
    color: spiritTypeColor.spirit,
    cost: s.cost,
    typeLine: 'Spirit',
    notes,
    badges,
    stats: [
      { label: 'ATK', value: String(Math.max(0, s.currentAtk)), ...(s.atk !== undefined && s.currentAtk !== s.atk ? { color: s.currentAtk > s.atk ? '#7be39b' : '#ff9b9b' } : {}) },
      { label: 'HP', value: `${hpLeft}/${s.maxHp}`, ...(s.damage > 0 ? { color: '#ff9b9b' } : {}) },
    ],
  };
  if (marks.attacking) model.outline = colors.attack;
  else if (marks.targeted) model.outline = colors.gold;
  return model;
}
