/**
 * "Why can't I play this card now?" for the hand panel: the same checks the Main Phase options are built from
 * (legal.ts), asked of one hand card, each naming its paragraph. Read-only. A card the current prompt offers
 * is playable (null); otherwise the first check that refuses every way of playing it is the reason.
 */
import { ruleError, type RuleError, type Seat } from '../../core/kernel.js';
import { spiritsOf } from './board.js';
import { sdCard } from './cards.js';
import { equipBlock, fromHand, evolveBlock, fieldBlock, magicBlock, magicTargets, materialSets, setBlock, summonBlock } from './legal.js';
import { R } from './rules.js';
import type { SDState } from './state.js';
import { CARD_TYPE as SD_TYPE } from '../../terms/spirit-duel.js';

const err = ruleError;

export function whyNotPlay(s: SDState, seat: Seat, id: string): RuleError | null {
  const o = s.zones.objs[id];
  if (!o || o.zone !== 'hand' || o.owner !== seat) return err('play/not-in-hand', R.main, 'การ์ดใบนั้นไม่ได้อยู่ในมือคุณ', 'That card is not in your hand');
  const p = s.result ? null : s.prompt;
  if (p?.seat === seat && p.options.some((x) => x.objectId === id)) return null;
  if (s.active !== seat) return err('play/not-your-turn', R.main, 'เล่นการ์ดจากมือได้เฉพาะใน Main Phase ของคุณเอง', 'Cards are played from hand in your own Main Phase only');
  if (s.phase !== 'main') return err('play/not-main', R.main, 'เล่นการ์ดจากมือได้เฉพาะใน Main Phase', 'Cards are played from hand in the Main Phase only');
  if (p?.seat !== seat || s.resolving) return err('play/busy', R.main, 'รอให้การเลือกตอนนี้เสร็จก่อน', 'Finish the choice under way first');
  const base = fromHand(s, seat, id);
  if (base) return base;
  const c = sdCard(s, o.card);
  const fallback = err('play/not-now', R.main, 'ตอนนี้เล่นการ์ดนี้ไม่ได้', 'This card cannot be played now');
  switch (c.type) {
    case 'spirit': {
      if (!c.materials) return summonBlock(s, seat, id) ?? fallback;
      const sets = materialSets(s, seat, id);
      if (!sets.length) return err('evolve/no-materials', R.sacrifice, `ไม่มี Spirit บนสนามของคุณครบตามที่ต้องสังเวย: ${c.text.th}`, `Your field lacks the Spirits to sacrifice: ${c.text.en}`);
      return evolveBlock(s, seat, id, sets[0]!) ?? fallback;
    }
    case 'magic': {
      const targets = magicTargets(s, seat, c);
      if (targets === null) return magicBlock(s, seat, id, null) ?? fallback;
      const cond = magicBlock(s, seat, id, null);
      if (cond?.code === 'magic/condition') return cond;
      if (!targets.length) return err('magic/no-target', R.main, 'ไม่มีเป้าหมายที่เลือกได้', 'No legal target');
      return magicBlock(s, seat, id, targets[0]!) ?? fallback;
    }
    case 'field':
      return fieldBlock(s, seat, id) ?? fallback;
    case 'equipment': {
      const mine = spiritsOf(s, seat);
      if (!mine.length) return err('equip/no-spirit', R.equip, `ไม่มี Spirit ของคุณบนสนามให้ติด${SD_TYPE.equipment.th}`, 'You have no Spirit on the field to equip');
      return equipBlock(s, seat, id, mine[0]!) ?? fallback;
    }
    case 'trap':
      return setBlock(s, seat, id) ?? fallback;
  }
}
