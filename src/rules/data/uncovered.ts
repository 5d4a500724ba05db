/**
 * Vocabulary of questions our rulebooks cannot answer (ours, not rule text). We hold Summoner Master's Nihil
 * keyword document only: a question in Summoner Master's words that names none of its six keywords is about
 * the base game, whose Complete Rule we do not have. Other card games are named by title.
 */

/** The Nihil keywords (glossary terms): a question naming one is answered by the Nihil document. */
export const NIHIL_TERMS: readonly string[] = ['progress', 'fortune', 'twinkling', 'vanish', 'regeneration', 'fixed charging'];

/** Words only Summoner Master uses (its base game's mechanics and parts). Thai forms match inside a run. */
export const SUMMONER_MASTER_WORDS = {
  terms: ['summoner master', 'seal', 'shrine', 'subturn', 'growth'],
  thai: ['รวมร่าง', 'คอมบิเนชั่น', 'คอมบิเนชัน', 'ตีขึ้นมือ', 'โจมตีขึ้นมือ', 'มิสติก', 'เคิร์ส', 'เคิส', 'ลิบรารี่', 'ไลบรารี่',
    'ไลบรารี', 'เช็คอัพ', 'เช็กอัพ', 'เช็คอัป', 'อินเตอร์เฟียร์', 'อินเทอร์เฟียร์', 'แอทแทคออล', 'แอทแทกออล', 'แนวหน้า', 'แนวหลัง', 'อินแอคทีฟ'],
  latin: ['combination', 'combine', 'hand attack', 'mystic', 'curse', 'curses', 'library', 'check up', 'checkup', 'interfere',
    'attack all', 'front line', 'back line', 'inactive', 'seals', 'summoner'],
} as const;

/** Other card games, by the names players use for them. */
export const OTHER_GAMES = {
  thai: ['ยูกิ', 'ยูกิโอ', 'โปเกมอน', 'โปเกม่อน', 'ดิจิมอน', 'แวนการ์ด', 'วันพีซ', 'ดูเอลมาสเตอร์', 'เมจิก'],
  latin: ['yugioh', 'yu-gi-oh', 'ygo', 'mtg', 'magic the gathering', 'pokemon', 'ptcg', 'digimon', 'vanguard', 'one piece',
    'hearthstone', 'duel masters', 'lorcana', 'flesh and blood'],
} as const;
