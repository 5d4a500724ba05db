/** Four preconstructed decks of 25 Seals + 20 Mystics (the casual size, §1.3), from the Nihil and original cards. */
import type { PreconInfo } from '../../../core/api-types.js';
import { t } from '../../../core/text.js';
import type { SmDeck } from '../deck.js';

const x = (n: number, id: string): string[] => Array.from({ length: n }, () => id);
const deck = (seals: Array<[number, string]>, mystics: Array<[number, string]>): SmDeck => ({ seals: seals.flatMap(([n, id]) => x(n, id)), mystics: mystics.flatMap(([n, id]) => x(n, id)) });

export const SM_PRECONS: PreconInfo[] = [
  {
    id: 'sm-blazing-kaijuu', name: t('ไคจูเพลิงกัลป์', 'Blazing Kaijuu'), format: 'casual',
    deck: deck(
      [[3, 'phoenix-chick'], [3, 'lava-wolf'], [3, 'lava-kaijuu'], [3, 'palanalcar'], [3, 'dragons-egg-temple'], [2, 'ancient-fire-dragon'], [3, 'dawn-knight'], [3, 'light-guardian-ninja'], [2, 'golden-unicorn']],
      [[2, 'flame-surge'], [2, 'holy-sword'], [2, 'stone-armour'], [2, 'thunder-strike'], [2, 'fountain-of-power'], [2, 'blazing-battlefield'], [2, 'ancient-wisdom'], [2, 'curse-of-stone'], [2, 'altar-of-flames'], [2, 'returning-wind']],
    ),
  },
  {
    id: 'sm-tidal-sniper', name: t('พลซุ่มยิงแห่งกระแสน้ำ', 'Tidal Sniper'), format: 'casual',
    deck: deck(
      [[3, 'north-newland-sniper'], [3, 'tide-warrior'], [3, 'azure-sea-serpent'], [3, 'stream-gunner'], [3, 'wind-shaman'], [3, 'storm-falcon'], [3, 'gale-ninja'], [2, 'grave-keeper'], [2, 'grove-sprite']],
      [[2, 'water-shield'], [2, 'returning-wind'], [2, 'dispel-counters'], [2, 'nihil-silence'], [2, 'ancient-wisdom'], [2, 'stone-armour'], [2, 'holy-sword'], [2, 'fountain-of-power'], [2, 'curse-of-stone'], [2, 'dimension-rift']],
    ),
  },
  {
    id: 'sm-living-grove', name: t('ป่าแห่งชีวิต', 'Living Grove'), format: 'casual',
    deck: deck(
      [[3, 'live-branch-fairy'], [3, 'grove-sprite'], [3, 'mirror-knight'], [3, 'cliff-golem'], [3, 'seraphs-portrait'], [2, 'seraph'], [3, 'light-priest'], [3, 'tide-warrior'], [2, 'storm-falcon']],
      [[2, 'stone-armour'], [2, 'water-shield'], [2, 'holy-sword'], [2, 'ancient-wisdom'], [2, 'fountain-of-power'], [2, 'nihil-silence'], [2, 'eternal-seal'], [2, 'curse-of-stone'], [2, 'blazing-battlefield'], [2, 'relic-amplifier']],
    ),
  },
  {
    id: 'sm-twilight-curse', name: t('คำสาปสนธยา', 'Twilight Curse'), format: 'casual',
    deck: deck(
      [[3, 'shadow-fiend'], [3, 'cursed-witch'], [3, 'crimson-reaper'], [3, 'light-guardian-ninja'], [3, 'dawn-knight'], [3, 'light-priest'], [3, 'golden-unicorn'], [2, 'seraphs-portrait'], [2, 'seraph']],
      [[2, 'curse-of-stone'], [2, 'thunder-strike'], [2, 'holy-sword'], [2, 'flame-surge'], [2, 'ancient-wisdom'], [2, 'returning-wind'], [2, 'nihil-silence'], [2, 'sirens-charm'], [2, 'blazing-battlefield'], [2, 'stone-armour']],
    ),
  },
];
