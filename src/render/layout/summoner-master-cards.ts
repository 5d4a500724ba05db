/** Summoner Master card views → the shared card frame (Seals with At/Df/Sp, attached Mystics, counters, curses). */
import type { SmCardView, SmMysticView, SmSealView } from '../../engine/games/summoner-master/view-types.js';
import { CARD_KIND, COMBINATION, CURSE, ELEMENT, SEAL_MARK, STAT, SUBTURN, combinationName } from '../../engine/terms/summoner-master.js';
import { colors } from '../theme.js';
import type { CardModel } from './card.js';

export const smElementColor: Record<string, string> = {
  fire: '#c9402f', water: '#2a6fca', wind: '#2c9a5a', earth: '#9c6b2b', dark: '#5b3f8c', light: '#c9a227',
};
export const MYSTIC_COLOR = '#8e3b5c';

export const smName = (c: SmCardView): string => c.name.th || c.name.en;

export function sealModel(s: SmSealView): CardModel {
  const notes: string[] = [];
  if (s.combo) notes.push(`${COMBINATION.th}: ${combinationName(s.combo, 'th', true)}${s.supports.length ? ` (+${s.supports.map(smName).join(', ')})` : ''}`);
  for (const m of s.mystics) notes.push(`◆ ${smName(m)}${m.left >= 0 ? ` (${m.left})` : ''}${pmNote(m)}`);
  for (const c of s.curses) notes.push(`Curse ${CURSE[c.kind]?.th ?? c.kind} (${c.left})`);
  const badges = [];
  if (!s.active) badges.push({ text: SEAL_MARK.inactive.th, color: '#59627a' });
  if (s.growth) badges.push({ text: SEAL_MARK.growth.th, color: '#2f8f5b' });
  if (s.progressed) badges.push({ text: SEAL_MARK.progress.th, color: '#7a5cc4' });
  if (s.charge) badges.push({ text: `${SEAL_MARK.charge.th} ${s.charge}`, color: '#3b6fb0' });
  if (s.fcc) badges.push({ text: `${SEAL_MARK.fcc.th} ${s.fcc}`, color: '#b0663b' });
  // 709: a Dimension-cursed Seal is drawn beside a Line but stands in none.
  if (s.curses.some((c) => c.kind === 'dimension')) badges.push({ text: 'ไม่อยู่ใน Line', color: '#3d3d6b' });
  return {
    name: smName(s),
    color: smElementColor[s.elements[0] ?? ''] ?? colors.empty,
    cost: s.atkMp,
    typeLine: `${s.types.join('/')} · ${s.elements.map((e) => ELEMENT[e]?.th ?? e).join('/')} · ${STAT.level.th} ${s.level}`,
    notes,
    stats: [{ label: STAT.at.th, value: String(s.at), color: colors.attack }, { label: STAT.df.th, value: String(s.df), color: colors.block }, { label: STAT.sp.th, value: String(s.sp) }],
    badges,
    dim: !s.active,
  };
}

/** PM Mystics attached to a Mystic (610.12.4), after its name. */
export const pmNote = (m: SmMysticView): string => (m.attached?.length ? ` + ${m.attached.map(smName).join(', ')}` : '');

export function mysticModel(m: SmMysticView): CardModel {
  return { name: `${smName(m)}${pmNote(m)}`, color: MYSTIC_COLOR, typeLine: `${CARD_KIND.mystic.th} ${m.attach}${m.left >= 0 ? ` · เหลือ ${m.left} ${SUBTURN.th}` : ''}` };
}
