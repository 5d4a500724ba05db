/** A mid-game Summoner Master position built through the engine's scenario API, so the view is a real viewFor() view. */
import { summonerMaster as m } from '../../src/engine/games/summoner-master/module.js';
import type { SummonerMasterView } from '../../src/engine/games/summoner-master/view-types.js';
import type { Viewer } from '../../src/engine/core/view-types.js';

export const SECRET_HAND_CARD = 'thunder-strike';

export function smMidGame(viewer: Viewer = 0): SummonerMasterView {
  const r = m.scenario!.build({
    game: 'summoner-master',
    seats: [
      {
        name: 'ต้นข้าว',
        zones: {
          at: [{ card: 'dawn-knight', as: 'main', state: { combo: 'sunrise', combinedAt: 1 } }, { card: 'lava-kaijuu', as: 'k' }, { card: 'north-newland-sniper', counters: { fcc: 2 } }],
          df: [{ card: 'cliff-golem', as: 'golem', state: { active: false } }, { card: 'palanalcar', state: { growth: true } }],
          support: [{ card: 'light-priest', state: { supportOf: 'main' } }],
          arena: [{ card: 'holy-sword', attachedTo: 'k', state: { left: 3 } }, { card: 'blazing-battlefield', state: { left: 2 } }],
          hand: ['seraph', 'water-shield', 'flame-surge'],
          shrine: ['flame-trooper', 'tide-warrior', 'ancient-wisdom'],
          remove: ['dragons-egg-temple'],
          sealDeck: Array(12).fill('tide-warrior'),
          mysticDeck: Array(9).fill('water-shield'),
        },
        state: { mp: 5 },
      },
      {
        name: 'Somchai',
        zones: {
          at: [{ card: 'crimson-reaper', state: { curses: [{ kind: 'poison', left: 3 }] } }, { card: 'wind-shaman', counters: { charge: 1 } }],
          df: [{ card: 'azure-sea-serpent' }],
          hand: [SECRET_HAND_CARD, 'shadow-fiend'],
          shrine: ['cursed-witch', 'gale-ninja', 'stone-armour'],
          sealDeck: Array(15).fill('tide-warrior'),
          mysticDeck: Array(14).fill('water-shield'),
        },
        state: { mp: 8 },
      },
    ],
    turn: 7,
  });
  if ('code' in r) throw new Error(r.message.en);
  return m.viewFor(r.state, viewer);
}

const SEALS = ['dawn-knight', 'lava-kaijuu', 'north-newland-sniper', 'cliff-golem', 'palanalcar', 'crimson-reaper', 'wind-shaman', 'azure-sea-serpent', 'tide-warrior', 'flame-trooper', 'gale-ninja', 'cursed-witch', 'seraph'];

/** `n` Seals on seat 0's At Line (and many on the other Lines), with Mystics, counters and curses on them. */
export function smCrowded(n: number, viewer: Viewer = 'spectator'): SummonerMasterView {
  const line = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, i) => ({
      card: SEALS[i % SEALS.length]!,
      as: `${prefix}${i}`,
      ...(i % 3 === 0 ? { counters: { fcc: 2, charge: 1 } } : {}),
      state: { ...(i % 4 === 1 ? { active: false } : {}), ...(i % 5 === 2 ? { curses: [{ kind: 'poison', left: 3 }] } : {}), ...(i % 6 === 3 ? { growth: true } : {}) },
    }));
  const r = m.scenario!.build({
    game: 'summoner-master',
    seats: [
      {
        name: 'ต้นข้าว',
        zones: {
          at: line(n, 'a'),
          df: line(Math.max(1, n - 5), 'd'),
          arena: [{ card: 'holy-sword', attachedTo: 'a0', state: { left: 3 } }, { card: 'holy-sword', attachedTo: 'a1', state: { left: 2 } }, { card: 'blazing-battlefield', state: { left: 2 } }],
          hand: ['seraph', 'water-shield'],
          shrine: ['flame-trooper', 'tide-warrior'],
          sealDeck: Array(12).fill('tide-warrior'),
          mysticDeck: Array(9).fill('water-shield'),
        },
        state: { mp: 5 },
      },
      {
        name: 'Somchai Longname-Wattanasiri',
        zones: {
          at: line(Math.max(1, n - 3), 'x'),
          df: line(Math.max(1, n - 7), 'y'),
          hand: [SECRET_HAND_CARD, 'shadow-fiend'],
          shrine: ['cursed-witch', 'gale-ninja', 'stone-armour'],
          sealDeck: Array(15).fill('tide-warrior'),
          mysticDeck: Array(14).fill('water-shield'),
        },
        state: { mp: 8 },
      },
    ],
    turn: 9,
  });
  if ('code' in r) throw new Error(r.message.en);
  return m.viewFor(r.state, viewer);
}
