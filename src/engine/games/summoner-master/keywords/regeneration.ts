/**
 * smn:regeneration — a Seal already on the field with a "Growth/Regeneration" box may, on entering its
 * owner's attack subturn, remove the Growth materials from the game and be in the Growth state (gaining
 * the Growth-box text) without being a Growth: "when [S] Growths" does not fire. Once per subturn per
 * player; only on normal entry into the attack subturn; not for a Seal already in the Growth state; no
 * draw skip. Defaults: materials from your own field (§14.6); blocked while its abilities are off (§15 q17).
 */
import { placedNames } from '../place.js';
import { option, t, type Seat } from '../../../core/kernel.js';
import { ask, log } from '../ask.js';
import { sealDef } from '../cards/catalog.js';
import type { SmEvent, SmKeyword } from '../hooks.js';
import type { SmPorts } from '../ports.js';
import type { SmState } from '../types.js';
import { cardName, data, fieldSeals, move } from '../zones.js';

export function regenerationChoices({ abilitiesOff, growthSets }: SmPorts, s: SmState, seat: Seat): Array<{ id: string; mats: string[] }> {
  const out: Array<{ id: string; mats: string[] }> = [];
  for (const o of fieldSeals(s, seat)) {
    if (!sealDef(s, o.card)?.growth?.regeneration || data(o).growth || abilitiesOff(s, o.id)) continue;
    for (const mats of growthSets(s, seat, o.id)) out.push({ id: o.id, mats });
  }
  return out;
}

export const regeneration = (p: SmPorts): SmKeyword => ({
  name: 'REGENERATION',
  rule: 'smn:regeneration',
  subscribe: (subs) =>
    subs.on<SmEvent>('check-up', 'REGENERATION', (s, e) => {
      // Only on entering the attack subturn in normal turn order: not in an extra subturn (Encore).
      if (!s.encore && regenerationChoices(p, s, e.seat!).length) s.tasks.push({ k: 'regeneration-offer', seat: e.seat! });
    }),
  tasks: {
    'regeneration-offer': (s, _bus, task) => {
      if (s.players[task.seat].regenUsed) return;
      const ch = regenerationChoices(p, s, task.seat);
      if (!ch.length) return;
      ask(s, task.seat, 'optional', t('Regeneration หรือไม่', 'Regenerate?'), [
        ...ch.map((c) => {
          // Two choices that read the same (two Eggs in the Shrine) say where each card is.
          const plain = (x: typeof c) => `${cardName(s, x.id).en}:${x.mats.map((m) => cardName(s, m).en).join(',')}`;
          // Only the part that differs gets places: a button holds 80 characters.
          const who = placedNames(s, [c.id], ch.some((o) => o.id !== c.id && plain(o) === plain(c)));
          const mats = placedNames(s, c.mats, ch.some((o) => o.mats.join() !== c.mats.join() && plain(o) === plain(c)));
          return option(`rg:${c.id}:${c.mats.join('.')}`, t(`${who.th}: Remove ${mats.th}`, `${who.en}: remove ${mats.en}`));
        }),
        option('skip', t('ไม่ Regeneration', 'No Regeneration')),
      ], { k: 'regeneration' }, 'smn:regeneration');
    },
  },
  answers: {
    regeneration: (s, bus, c) => {
      if (c[0] === 'skip') return;
      const [, id, mats] = c[0]!.split(':') as [string, string, string];
      const o = s.zones.objs[id]!;
      // Stryker disable next-line StringLiteral,ObjectLiteral: the zone-change cause is read by no rule, view or log
      const why = { cause: 'regeneration' };
      for (const m of mats.split('.')) move(s, bus, m, 'remove', why);
      data(o).growth = true;
      s.players[o.ctrl].regenUsed++;
      log(s, t(`${cardName(s, id).th} Regeneration: อยู่ในสภาพ Growth`, `${cardName(s, id).en} Regenerates: now in the Growth state`));
    },
  },
});
