/** Fadalgia card views → CardModel, shared by the board and the hand image. */
import type { AttachmentView, CardFace, UnitView } from '../../engine/games/fadalgia/view-types.js';
import { colors, elementColor } from '../theme.js';
import { TURN } from '../../engine/terms/common.js';
import { CARD_TYPE, ELEMENT, MODE, STAT } from '../../engine/terms/fadalgia.js';
import type { CardBadge, CardModel } from './card.js';

export const cardName = (face: CardFace): string => face.name.th || face.name.en;

export function typeLine(face: CardFace): string {
  const sub = face.subtypes.length ? ` - ${face.subtypes.join(' / ')}` : '';
  const timing = face.timing?.length ? ` [${face.timing.join('/')}]` : '';
  return `${CARD_TYPE[face.type].th}${sub}${timing} · ${ELEMENT[face.element].th} · ${STAT.mana.th} ${face.mana}`;
}

export const turnsLeftLabel = (turnsLeft: number | null): string => (turnsLeft === null ? 'ถาวร' : `เหลือ ${turnsLeft} ${TURN.th}`);

export function faceModel(face: CardFace, withText = false): CardModel {
  const model: CardModel = { name: cardName(face), color: elementColor[face.element], cost: face.cost, costLabel: STAT.cost.th, typeLine: typeLine(face) };
  if (face.type === 'unit' && face.at !== undefined && face.df !== undefined) {
    model.stats = [
      { label: STAT.at.th, value: String(face.at) },
      { label: STAT.df.th, value: String(face.df) },
    ];
  }
  if (face.duration !== undefined) model.notes = [face.duration === null ? 'อยู่จนจบเกม' : `อยู่ ${face.duration} ${TURN.th}`];
  if (withText) model.body = face.text.th || face.text.en;
  if (face.manual) model.badges = [{ text: 'ตัดสินเอง', color: '#7a5cc4' }];
  return model;
}

export function attachmentModel(item: AttachmentView): CardModel {
  return {
    name: cardName(item),
    color: elementColor[item.element],
    cost: item.cost,
    typeLine: typeLine(item),
    badges: [{ text: turnsLeftLabel(item.turnsLeft), color: '#4b5368' }],
  };
}

export interface UnitMarks {
  attacking: boolean;
  blocking: boolean;
  targeted: boolean;
}

export function unitModel(unit: UnitView, marks: UnitMarks): CardModel {
  const notes: string[] = [];
  for (const item of unit.items) notes.push(`+ ${cardName(item)} (${item.turnsLeft === null ? 'ถาวร' : item.turnsLeft})`);
  for (const [name, n] of Object.entries(unit.counters)) if (n) notes.push(`${name} ×${n}`);
  const badges: CardBadge[] = [];
  if (marks.attacking) badges.push({ text: 'โจมตี', color: colors.attack });
  if (marks.blocking) badges.push({ text: 'บล็อก', color: colors.block });
  if (unit.damage > 0) badges.push({ text: `${STAT.damage.th} ${unit.damage}`, color: colors.damage });
  if (!unit.canAttackByAge) badges.push({ text: 'เพิ่งลง', color: '#4b5368' });
  if (unit.summon === 'phantom') badges.push({ text: 'Phantom', color: '#7a5cc4' });
  const changed = (now: number, printed: number | undefined): string | undefined =>
    printed === undefined || now === printed ? undefined : now > printed ? '#7be39b' : '#ff9b9b';
  const atColor = changed(unit.currentAt, unit.at);
  const dfColor = changed(unit.currentDf, unit.df);
  const model: CardModel = {
    name: cardName(unit),
    color: elementColor[unit.element],
    cost: unit.cost,
    typeLine: `${MODE[unit.mode].th}${unit.subtypes.length ? ` · ${unit.subtypes.join(' / ')}` : ''}`,
    notes,
    badges,
    stats: [
      { label: STAT.at.th, value: String(Math.max(0, unit.currentAt)), ...(atColor ? { color: atColor } : {}) },
      { label: STAT.df.th, value: String(Math.max(0, unit.currentDf)), ...(dfColor ? { color: dfColor } : {}) },
    ],
  };
  if (marks.attacking) model.outline = colors.attack;
  else if (marks.blocking) model.outline = colors.block;
  else if (marks.targeted) model.outline = colors.gold;
  return model;
}
