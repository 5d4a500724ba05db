/** viewFor: each field built from public information, the viewer's own hand added for that seat only. */
import { decidingOf } from './deciding.js';
import { cardsIn, t, type Seat, type Text, type Viewer } from '../../core/kernel.js';
import { def } from './cards/catalog.js';
import { chars, readOnly } from './stats.js';
import { inDimension, lineSeals } from './curses.js';
import type { Proc, SmState } from './types.js';
import type { SmCardView, SmMysticView, SmPlayerView, SmSealView, SmView, SummonerMasterView } from './view-types.js';
import { cardName, data, fieldMystics, fieldSeals, shrineLevel, supportsOf } from './zones.js';

function card(s: SmState, id: string): SmCardView {
  const o = s.zones.objs[id]!;
  const d = def(s, o.card);
  return { objectId: id, card: o.card, name: d.name, kind: d.kind, level: d.kind === 'seal' ? d.level : 0 };
}

function mystic(s: SmState, id: string): SmMysticView {
  const d = def(s, s.zones.objs[id]!.card);
  const attached = fieldMystics(s).filter((m) => m.attachedTo === id).map((m) => mystic(s, m.id));
  return { ...card(s, id), left: data(s.zones.objs[id]!).left ?? -1, attach: d.kind === 'mystic' ? d.attach : 'NP', attached };
}

function seal(s: SmState, id: string): SmSealView {
  const o = s.zones.objs[id]!;
  const d = def(s, o.card);
  const c = chars(s, id).stats;
  const od = data(o);
  const combo = d.kind === 'seal' ? d.combos.find((x) => x.id === od.combo)?.name ?? null : null;
  return {
    ...card(s, id), line: od.line ?? 'at', active: !!od.active, at: c.at ?? 0, df: c.df ?? 0, sp: c.sp ?? 0, atkMp: Math.max(0, c.atkMp ?? 0),
    elements: d.kind === 'seal' ? [...d.elements] : [], types: d.kind === 'seal' ? [...d.types] : [], combo,
    supports: supportsOf(s, id).map((x) => card(s, x.id)),
    mystics: fieldMystics(s).filter((m) => m.attachedTo === id).map((m) => mystic(s, m.id)),
    charge: o.counters?.charge ?? 0, fcc: o.counters?.fcc ?? 0, curses: (od.curses ?? []).map((x) => ({ kind: x.kind, left: x.left })),
    growth: !!od.growth, progressed: !!od.progressed,
  };
}

function player(s: SmState, p: Seat, viewer: Viewer): SmPlayerView {
  const ids = (z: string) => cardsIn(s.zones, z, p);
  const kinds = ids('hand').map((id) => def(s, s.zones.objs[id]!.card).kind);
  const seals = lineSeals(s, p);
  return {
    seat: p, name: s.players[p].name, mp: s.players[p].mp, maxMp: s.config.maxMp, shrineLevel: shrineLevel(s, p), shrineLoss: s.config.shrineLoss,
    shrine: ids('shrine').map((id) => card(s, id)), removed: ids('remove').map((id) => card(s, id)),
    decks: { seals: ids('sealDeck').length, mystics: ids('mysticDeck').length },
    handCounts: { seals: kinds.filter((k) => k === 'seal').length, mystics: kinds.filter((k) => k === 'mystic').length },
    handCount: kinds.length,
    hand: viewer === p ? ids('hand').map((id) => card(s, id)) : undefined,
    atLine: seals.filter((o) => data(o).line !== 'df').map((o) => seal(s, o.id)),
    dfLine: seals.filter((o) => data(o).line === 'df').map((o) => seal(s, o.id)),
    dimension: fieldSeals(s, p).filter(inDimension).map((o) => seal(s, o.id)),
    arena: fieldMystics(s, p).filter((m) => !m.attachedTo).map((m) => mystic(s, m.id)),
    casting: ids('casting').map((id) => card(s, id)),
  };
}

function describe(s: SmState, p: Proc): Text {
  const n = s.zones.objs[p.obj] && s.zones.objs[p.obj]!.zone !== 'hand' ? cardName(s, p.obj) : t('การ์ดจากมือ', 'a card from hand');
  const what: Record<Proc['k'], Text> = {
    cast: t('ร่าย', 'cast'), skill: t('ใช้ Skill', 'Skill'), attack: t('โจมตี', 'attack'), combine: t('รวมร่าง', 'Combination'),
    break: t('แยกร่าง', 'Break'), line: t('เปลี่ยน Line', 'Line change'), fall: t('ตก Shrine', 'falls to the Shrine'),
  };
  return t(`${n.th}: ${what[p.k].th}`, `${n.en}: ${what[p.k].en}`);
}

export function viewFor(s: SmState, viewer: Viewer): SummonerMasterView {
  return readOnly(() => buildView(s, viewer));
}

function buildView(s: SmState, viewer: Viewer): SummonerMasterView {
  // A Twinkling card stays in its owner's hand until its Skill resolves; the view names it only once used (its use was declared publicly).
  const v: SmView = {
    game: 'summoner-master', viewer, matchId: s.matchId, version: s.version, format: s.format, subturn: s.subturn, turn: s.subturn, active: s.active, step: s.step,
    players: [player(s, 0, viewer), player(s, 1, viewer)], pending: s.stack.items.map((p) => describe(s, p)), pendingBy: s.stack.items.map((p) => ({ id: `d${p.n ?? 0}`, seat: p.ctrl, kind: p.k })),
    waitingFor: s.result ? null : (s.prompt?.seat ?? null), deciding: decidingOf(s), log: s.log.slice(-8), result: s.result ? { winner: s.result.winner, reason: s.result.reason } : null,
  };
  return v as SummonerMasterView;
}
