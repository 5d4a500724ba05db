/**
 * smn:progress — not a Skill or Ability. On entering your attack subturn (Check Up, 401.2.6) you may remove
 * from the game the Seal named in a Progress Box and bring that box's Seal onto the field from your hand
 * or Seal deck; it gets its Progress-box text; a successful Progress skips that subturn's Draw Step. Once
 * per subturn; only on normal entry into the attack subturn (the engine has no extra subturns). Defaults
 * (§14.1): a Combined or Support source cannot Progress; the deck is shuffled after a search.
 */
import { smPlace } from '../place.js';
import { cardsIn, option, t, type Seat } from '../../../core/kernel.js';
import { ask, log } from '../ask.js';
import { SM_CARDS, sealDef } from '../cards/catalog.js';
import { shuffle } from '../draw.js';
import type { SmEvent, SmKeyword } from '../hooks.js';
import type { SmState } from '../types.js';
import { cardName, data, fieldSeals, move, obj } from '../zones.js';

/** (source on field, progressing card: a hand object id or 'deck:<card>') pairs. */
export function progressChoices(s: SmState, seat: Seat): Array<{ src: string; from: 'hand' | 'deck'; id: string }> {
  const out: Array<{ src: string; from: 'hand' | 'deck'; id: string }> = [];
  for (const src of fieldSeals(s, seat)) {
    if (data(src).combo) continue;
    for (const id of cardsIn(s.zones, 'hand', seat)) if (sealDef(s, obj(s, id).card)?.progress?.from === src.card) out.push({ src: src.id, from: 'hand', id });
    const seen = new Set<string>();
    for (const id of cardsIn(s.zones, 'sealDeck', seat)) {
      const c = obj(s, id).card;
      if (!seen.has(c) && sealDef(s, c)?.progress?.from === src.card) {
        seen.add(c);
        out.push({ src: src.id, from: 'deck', id: c });
      }
    }
  }
  return out;
}

/**
 * Whether `seat` is offered Progress at Check Up: a Seal of theirs on the field that some card's Progress Box names.
 * Public facts only (the field and the card list), never whether the hand or deck holds that card: asking only when
 * one is there would tell the opponent so (issue 30). With none there, the offer is "No Progress" alone.
 */
export function progressPossible(s: SmState, seat: Seat): boolean {
  const from = new Set<string>();
  for (const d of [...Object.values(SM_CARDS), ...Object.values(s.extraCards ?? {})]) if (d.kind === 'seal' && d.progress) from.add(d.progress.from);
  return fieldSeals(s, seat).some((src) => !data(src).combo && from.has(src.card));
}

export const progress: SmKeyword = {
  name: 'PROGRESS',
  rule: 'smn:progress',
  subscribe: (subs) =>
    subs.on<SmEvent>('check-up', 'PROGRESS', (s, e) => {
      // Only on entering the attack subturn in normal turn order: not in an extra subturn (Encore).
      if (!s.encore && progressPossible(s, e.seat!)) s.tasks.push({ k: 'progress-offer', seat: e.seat! });
    }),
  tasks: {
    'progress-offer': (s, _bus, task) => {
      if (s.players[task.seat].progressUsed) return;
      const opts = [];
      const choices = progressChoices(s, task.seat);
      const offered = new Set<string>();
      for (const c of choices) {
        const name = sealDef(s, c.from === 'hand' ? obj(s, c.id).card : c.id)!.name;
        // Two copies of one card in hand are the same choice: offer it once (either copy is as good).
        const key = `${c.src}:${c.from}:${c.from === 'hand' ? obj(s, c.id).card : c.id}`;
        if (offered.has(key)) continue;
        offered.add(key);
        // Two sources of one name on the field: say which one Progresses.
        const where = choices.some((o) => o.src !== c.src && cardName(s, o.src).en === cardName(s, c.src).en) ? smPlace(s, c.src) : undefined;
        const src = (lang: 'th' | 'en') => `${cardName(s, c.src)[lang]}${where ? ` [${where[lang]}]` : ''}`;
        for (const line of ['at', 'df'] as const) {
          opts.push({ ...option(`pg:${c.src}:${c.from === 'hand' ? `h${c.id}` : `d${c.id}`}:${line}`, t(`Progress ${src('th')} → ${name.th} (${c.from === 'hand' ? 'มือ' : 'กอง'}, ${line === 'at' ? 'At' : 'Df'} Line)`, `Progress ${src('en')} → ${name.en} (${c.from}, ${line === 'at' ? 'At' : 'Df'} Line)`)), visibility: 'private' as const });
        }
      }
      ask(s, task.seat, 'optional', t('Progress หรือไม่', 'Progress?'), [...opts, option('skip', t('ไม่ Progress', 'No Progress'))], { k: 'progress' }, 'smn:progress');
    },
  },
  answers: {
    progress: (s, bus, c) => {
      if (c[0] === 'skip') return;
      const [, src, pick, line] = c[0]!.split(':') as [string, string, string, 'at' | 'df'];
      const seat = obj(s, src).ctrl;
      const fromDeck = pick.startsWith('d');
      const id = fromDeck ? cardsIn(s.zones, 'sealDeck', seat).find((x) => obj(s, x).card === pick.slice(1))! : pick.slice(1);
      log(s, t(`Progress: ${cardName(s, src).th} → ${cardName(s, id).th}`, `Progress: ${cardName(s, src).en} → ${cardName(s, id).en}`));
      move(s, bus, src, 'remove', { cause: 'progress' });
      const entered = move(s, bus, id, 'field', { cause: 'progress', data: { line, active: true, entered: s.subturn, progressed: true } })!;
      if (fromDeck) shuffle(s, seat, 'sealDeck');
      const p = s.players[seat];
      p.progressUsed++;
      p.skipDraw = true;
      p.broughtSeal = true;
      bus.emit<SmEvent>({ kind: 'entered', obj: entered.id, seat });
    },
  },
};
