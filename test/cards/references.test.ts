/**
 * Every game's generated card-language reference states the rule a set file is refused by most often after
 * the fields: names are unique (deck lists find cards by name), in Thai and English.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FILES = {
  fadalgia: '../../src/engine/games/fadalgia/cards/CARD-LANGUAGE.md',
  'spirit-duel': '../../src/engine/games/spirit-duel/CARD-LANGUAGE.md',
  'summoner-master': '../../src/engine/games/summoner-master/CARD-LANGUAGE.md',
};

describe('card-language references state the unique-name rule', () => {
  for (const [game, path] of Object.entries(FILES)) {
    it(game, () => {
      const text = readFileSync(new URL(path, import.meta.url), 'utf8');
      expect(text).toContain('a name repeats no other card’s');
      expect(text).toContain('ignoring case, spaces and punctuation');
      expect(text).toContain('ชื่อห้ามซ้ำการ์ดอื่น');
      expect(text).toContain('ไม่นับตัวพิมพ์ ช่องว่าง เครื่องหมาย');
    });
  }
});
