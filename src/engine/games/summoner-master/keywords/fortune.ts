/**
 * smn:fortune — a trigger effect inside a Skill or Ability: N options are shuffled, one of them "true";
 * the controller picks one blind; the [true] branch or the [Fault] branch (or nothing) follows. The RNG
 * of the match decides which option is true at resolution (§15 q19: one true option, P = 1/N).
 */
import { option, t } from '../../../core/kernel.js';
import { nextInt } from '../../../core/rng.js';
import { ask, log } from '../ask.js';
import { VERBS, type SmKeyword } from '../hooks.js';
import type { Verb } from '../types.js';

export const fortune: SmKeyword = {
  name: 'FORTUNE',
  rule: 'smn:fortune',
  answers: {
    fortune: (s, _bus, c, a) => {
      const f = s.frames.at(-1)!;
      const hit = Number(c[0]!.slice(2)) === a.n;
      const v = a.data!.verb as Extract<Verb, { v: 'fortune' }>;
      log(s, hit ? t('Fortune: ทายถูก', 'Fortune: true') : t('Fortune: ทายผิด (Fault)', 'Fortune: Fault'));
      f.verbs.splice(f.pc, 0, ...(hit ? v.ok : v.fault));
    },
  },
};

VERBS.set('fortune', (s, _bus, f, v) => {
  const fv = v as Extract<Verb, { v: 'fortune' }>;
  const truth = nextInt(s.rng, fv.n);
  const opts = Array.from({ length: fv.n }, (_, i) => option(`f:${i}`, t(`ใบที่ ${i + 1}`, `Card ${i + 1}`)));
  ask(s, f.ctrl, 'optional', t(`Fortune ${fv.n}: เลือก 1 ใบ`, `Fortune ${fv.n}: pick one`), opts, { k: 'fortune', n: truth, data: { verb: fv } }, 'smn:fortune');
});
