/**
 * Meaning links (issue 33): the ideas the rulebooks state in their own words and players ask about in theirs.
 * Unlike the glossary, whose forms are spellings of one term and replace each other, the forms of a concept
 * only share a topic ("ออกจากสนาม" is one way a card "ย้ายโซน"): each adds one concept token (≈name) next to
 * the words, at a lower weight, to the rule text, its English gist, the situations and the question alike.
 * Written from reading /work/shared/rules/ (the phrases each rulebook uses for the idea, then the everyday
 * words and English for it); a few players' words (ฝ่ายรับ, คิดดาเมจ, อีโว) were added after reading the sixth
 * evaluation batch's tuning misses, never its held-out questions.
 *
 * Thai forms match anywhere in the text (Thai has no spaces); Latin forms match as whole words.
 */
export interface Concept {
  name: string;
  forms: readonly string[];
}

export const CONCEPTS: readonly Concept[] = [
  // A card changes zone (400.5, 400.6, 605.2.5.3.2, 607.2/607.3/607.7, 610.4, 612.2; Spirit Duel's "ลง Discard").
  {
    name: 'move-zone',
    forms: ['ย้าย', 'ออกจากสนาม', 'ออกจากโซน', 'ลงสุสาน', 'ไปสุสาน', 'เข้าสุสาน', 'ลงหลุม', 'ลงโซน', 'ขึ้นมือ', 'กลับมือ', 'กลับขึ้นมือ',
      'ลง discard', 'ไปที่ discard', 'ออกจากเกม', 'เข้าสู่สนาม', 'เข้ามาในสนาม', 'leaves the field', 'leave the field', 'left the field',
      'leaves play', 'leave play', 'changes zone', 'change zone', 'moved', 'moves to', 'sent to', 'put into', 'goes to the grave',
      'go to the grave', 'goes back', 'returned'],
  },
  // What stays with a card or a stack of counters, and what is lost with it (400.5, 410/612.2, 610.4, sd:battle.4, sd:field.3).
  {
    name: 'cease',
    forms: ['ไม่เคยอยู่ในเกม', 'ไม่เคยมีอยู่', 'การ์ดใบใหม่', 'ไม่ได้อยู่ในเกม', 'หายไป', 'ค่าที่เพิ่มหายไป', 'คงอยู่', 'ยังอยู่', 'ค้าง', 'อยู่ต่อ', 'ไม่หาย', 'หายไหม', 'หายมั้ย', 'หายมั๊ย', 'หายป่าว', 'หายเลย',
      'disappear', 'disappears', 'gone', 'cease', 'ceases', 'stay', 'stays', 'remain', 'remains', 'persist',
      'carry over', 'new object', 'keep', 'keeps', 'lose', 'loses'],
  },
  // Giving up the break and letting the game go on (502.2.5, 502.3.3, 502.4, 601.5.2/601.5.3, 601.8, 605.2.5).
  { name: 'pass', forms: ['สละสิทธิ์', 'กดผ่าน', 'ผ่านสิทธิ์', 'ไม่ทำอะไร', 'ไม่มีการกระทำ', 'pass', 'passes', 'passed', 'passing'] },
  // Answering a card or ability before it resolves (407.3, 601.5, 502.2.1.2; Spirit Duel's trap "ตอบโต้").
  { name: 'respond', forms: ['ตอบโต้', 'โต้ตอบ', 'ขัดขวาง', 'ขัดได้', 'แทรก', 'ขัด', 'respond', 'response', 'responded', 'interrupt', 'chain'] },
  // Which comes first (400.6, 601.2.1, 601.3, 407.1.2).
  { name: 'order', forms: ['ลำดับ', 'เรียงลำดับ', 'ก่อนหลัง', 'อันไหนก่อน', 'ขึ้นก่อน', 'ซ้อนทับ', 'order', 'ordering', 'first or'] },
  // Several things at once (400.6, 601.2.1, 613.x).
  { name: 'simultaneous', forms: ['พร้อมกัน', 'ในเวลาเดียวกัน', 'same time', 'simultaneous', 'simultaneously', 'at once'] },
  // Looking at cards: open and closed zones, the face of a card (400.2, 401.1, 402.1, 403.3, 400.8, sd:trap.1).
  { name: 'look', forms: ['ดูด้านหน้า', 'ตรวจสอบได้', 'เปิดดู', 'มองเห็น', 'เห็น', 'look at', 'see', 'sees', 'peek', 'check'] },
  // Counting cards (401.2, 402.2).
  { name: 'count', forms: ['นับ', 'จำนวนการ์ดที่เหลือ', 'count', 'counts', 'how many cards'] },
  // Winning and losing the game (101.3.x, fb:win, sd:goal).
  { name: 'game-end', forms: ['แพ้', 'ชนะ', 'จบเกม', 'เกมจะจบ', 'เกมจบ', 'lose the game', 'win', 'wins', 'lose', 'loses', 'losing'] },
  // Who starts and the first turn (500.1.1.2, fb:setup.start, sd:setup.3).
  {
    name: 'first-turn',
    forms: ['เริ่มก่อน', 'เริ่มคนแรก', 'คนเริ่ม', 'ตาแรก', 'เทิร์นแรก', 'เป่ายิงฉุบ', 'โยนเหรียญ', 'go first', 'going first', 'first turn', 'starting player',
      'who starts', 'rock paper scissors', 'coin flip'],
  },
  // A card that has just come in cannot act yet (304.3.1, 609.2.2, sd:summon.4, sd:trap.2).
  {
    name: 'just-arrived',
    forms: ['เพิ่งลง', 'เพิ่งเรียก', 'เพิ่งตั้ง', 'เพิ่งร่าย', 'เทิร์นที่ลง', 'เทิร์นเดียวกัน', 'ตั้งแต่ผ่านจบเทิรน์ล่าสุด',
      'ก่อน clean up step ล่าสุด', 'just played', 'just summoned', 'just set', 'same turn', 'summoning sickness', 'this turn'],
  },
  // Damage and values that last until something clears them (503.5.x, 604.6, 608.3.2, sd:battle.4).
  { name: 'until', forms: ['จนจบเทิร์น', 'จนจบเทริน์', 'จนกว่า', 'สะสม', 'until', 'accumulate', 'accumulates', 'build up'] },
  // Restoring (sd:battle.4 ฟื้นฟู; 607 Heal).
  { name: 'restore', forms: ['ฟื้นฟู', 'ฟื้น', 'รักษา', 'restore', 'recover', 'recovers'] },
  // Putting an Item or Equipment on a unit (302.2, 302.2.1, 302.2.2, 303.2, sd:field.2, sd:field.3).
  { name: 'attach', forms: ['สวมใส่', 'ติดตั้ง', 'ติดกับ', 'ติดอยู่', 'ติดไอเทม', 'ใส่ของ', 'ใส่ให้', 'ใส่อาวุธ', 'ใส่อุปกรณ์', 'ถือดาบ', 'ถืออาวุธ', 'attach', 'attached', 'equip', 'equipped', 'wear'] },
  // Paying for something (603, 605.2.2, 605.2.5.1.1, sd:turn.4, sd:trap.1).
  { name: 'pay', forms: ['จ่าย', 'ชำระ', 'เสียมานา', 'ใช้มานา', 'pay', 'pays', 'paid', 'paying', 'afford'] },
  // A card's element (202.1, 202.1.2, 604.3.1, 605.2.3.3).
  { name: 'element', forms: ['ธาตุ', 'ไร้ธาตุ', 'สีการ์ด', 'element', 'elements', 'color', 'colour', 'attribute'] },
  // A ceiling on how many (403.2, 404.1.1, sd:setup.x, sd:summon.5, sd:trap.4).
  { name: 'limit', forms: ['สูงสุด', 'ไม่เกิน', 'เพดาน', 'ได้แค่', 'เต็ม', 'maximum', 'max', 'limit', 'at most', 'full', 'cap'] },
  // Attacking the player rather than a unit (609.5.1, 609.7.3, 610.2, sd:battle.5, fb:turn.battle).
  {
    name: 'direct-attack',
    forms: ['โจมตีผู้เล่น', 'ตีผู้เล่น', 'โดยตรง', 'ตีตรง', 'ตีหน้า', 'เข้าหน้า', 'เข้าไลฟ์', 'ตีไลฟ์', 'โจมตี soul', 'เข้าเลือด', 'ตีเลือด', 'เข้าโซล', 'ตีโซล', 'ใส่ผู้เล่น', 'เข้าผู้เล่น',
      'directly', 'direct attack', 'attack the player', 'attack a player', 'attack players', 'attack on the player', 'go face', 'unblocked'],
  },
  // Choosing whether to do something (606.4.2.1, 606.4.2.1.2, sd:summon.2).
  { name: 'optional', forms: ['เลือกที่จะ', 'เลือกไม่', 'ไม่จั่วก็ได้', 'ก็ได้', 'หรือไม่ก็ได้', 'optional', 'choose not', 'may', 'decline'] },
  // A card or ability that fails or is cancelled (602.3, 605.2.5.4, 606.3.2.7, sd:battle.2).
  { name: 'fail', forms: ['ไม่สำเร็จ', 'โมฆะ', 'ยกเลิกผล', 'ถูกยกเลิก', 'fizzle', 'fizzles', 'fail', 'fails', 'countered'] },
  // Changed stats and gained abilities (400.5, 612.3, sd:field.2/3).
  { name: 'buff', forms: ['บัฟ', 'เพิ่มพลัง', 'เพิ่ม at', 'เพิ่ม atk', 'ค่าที่เพิ่ม', '+1/+1', 'ความสามารถต่างๆที่ได้', 'buff', 'buffs', 'boost', 'pump'] },
  // The material an evolution or a sacrifice uses up (607 Sacrifice, sd:summon.2, sd:summon.3).
  // Spirit Duel's evolution is its sacrifice (sd:summon.2 "การพัฒนาร่าง", sd:summon.3 "การสังเวย"): players say อีโว for both.
  {
    name: 'material',
    forms: ['วัตถุดิบ', 'สังเวย', 'ใช้เป็นวัตถุดิบ', 'พัฒนาร่าง', 'อีโว', 'tribute', 'material', 'materials', 'fodder', 'evolve', 'evolves',
      'evolved', 'evolution', 'evo'],
  },
  // Doing something a second time, and how often per turn (502.2.1.3, 606.5.21, 609.8, sd:summon.1, sd:turn.5, sd:trap.4).
  { name: 'again', forms: ['อีกครั้ง', 'อีกรอบ', 'ซ้ำ', 'ครั้งที่สอง', 'สองครั้ง', 'มากกว่า 1 ครั้ง', 'again', 'twice', 'second time', 'more than once'] },
  { name: 'per-turn', forms: ['ครั้งต่อเทิร์น', 'ต่อเทิร์น', 'ต่อ 1 เทิร์น', 'ต่อ 1 เทิรน์', 'เทิร์นละ', 'per turn', 'each turn', 'a turn', 'every turn'] },
  // Whose turn it is: Fadalgia's AT Turn and DF Turn, players' "my turn" and "the opponent's turn". One concept for
  // both sides, since "can I do this on the opponent's turn" is answered by a rule that says "only in AT Turn"
  // (500.1, 502.2, 502.3, 503.2, 503.4, 301.1.1, 302.1, 303.1).
  {
    name: 'whose-turn',
    forms: ['at turn', 'df turn', 'sub-df turn', 'เทิร์นโจมตี', 'เทิร์นป้องกัน', 'เทิร์นตัวเอง', 'เทิร์นของเรา', 'เทิร์นเรา', 'ตาเรา', 'ตาของเรา',
      'เทิร์นคู่แข่ง', 'เทิร์นของคู่แข่ง', 'เทิร์นคนอื่น', 'เทิร์นของคนอื่น', 'ตาคนอื่น', 'เทิร์นอีกฝ่าย', 'เทิร์นฝ่ายตรงข้าม', 'ตาคู่แข่ง', 'ตาของคู่แข่ง', 'ตาอีกฝ่าย', 'my turn', 'own turn',
      'your turn', 'attack turn', 'attacking turn', 'attacking player', "opponent's turn", 'opponents turn', 'their turn', 'defense turn',
      'defending turn', 'defending player',
      // The defending side as players name it, and Spirit Duel's ฝ่ายป้องกัน (sd:battle.1).
      'ฝ่ายรับ', 'ฝั่งรับ', 'เทิร์นรับ', 'ตารับ', 'ฝ่ายป้องกัน', 'ฝั่งป้องกัน', 'defender', 'defending side'],
  },
  // Before the game: the opening hand and who starts (fb:setup.start, 101.2, sd:setup).
  { name: 'setup', forms: ['เริ่มเกม', 'เตรียมเกม', 'ก่อนเริ่ม', 'มือแรก', 'จั่วเริ่มต้น', 'เริ่มต้น', 'start of the game', 'game start', 'opening hand', 'setup', 'mulligan'] },
  // Building a deck: size and copies (100.x, fb:setup, fb:format, sd:setup.1, 606.5.34.1).
  { name: 'deck-building', forms: ['ชื่อเดียวกัน', 'ชื่อซ้ำ', 'ใส่ได้กี่ใบ', 'ไม่ต่ำกว่า', 'จัดเด็ค', 'same name', 'copies', 'copy', 'deck building', 'deckbuilding', 'deck size'] },
  // The kinds of card (205, 300, fb:card-type).
  { name: 'card-kind', forms: ['ประเภท', 'ชนิด', 'แบ่งเป็น', 'type', 'types', 'subtype', 'kind', 'kinds'] },
  // A pile's top and bottom (401.3, 402.3, 402.4, 607.2).
  { name: 'top-bottom', forms: ['บนสุด', 'ใบบน', 'ล่างสุด', 'ใต้กอง', 'ตำแหน่งที่ระบุ', 'top', 'bottom'] },
  // Ready again: Fadalgia's Empty → Ready/Active in the Refresh phase, Spirit Duel's resting spirits (501.3, 604.4, fb:turn.refresh, sd:turn.2).
  { name: 'ready', forms: ['พร้อมใช้', 'กลับมาพร้อม', 'พร้อมใหม่', 'พร้อมตี', 'พร้อมโจมตี', 'ตั้งตัว', 'ready', 'active', 'untap', 'untapped', 'ตั้งขึ้น', 'ที่พักอยู่'] },
  // Spirit Duel's other ways to lose (sd:goal.2).
  { name: 'time-limit', forms: ['หมดเวลา', 'วินาที', 'กี่วิ', 'จับเวลา', 'timer', 'time limit', 'timeout', 'seconds', 'run out of time'] },
  { name: 'leave-match', forms: ['ออกจากห้อง', 'หลุด', 'เน็ตหลุด', 'disconnect', 'disconnected', 'leave the room', 'quit', 'rage quit'] },
  // One more than the rule allows, when an ability says so (502.2.1.3, sd:summon.1, 603.2 additional cost).
  { name: 'extra', forms: ['เพิ่มเติม', 'เพิ่มได้อีก', 'วางเพิ่ม', 'เรียกเพิ่ม', 'additional', 'extra', 'another one'] },
  // Running out of cards to draw (101.3.3.3, 101.3.2.3, fb:win, sd:goal.2).
  { name: 'deck-out', forms: ['เด็คที่ว่างเปล่า', 'เด็คหมด', 'หมดกอง', 'การ์ดหมด', 'กองหลักของเราเป็น 0', 'deck out', 'decked', 'empty deck', 'run out of cards', 'no cards left'] },
  // Working out a fight's result: Fadalgia's "เทียบค่า" (609.7.x), Spirit Duel's "คำนวณความเสียหาย" (sd:battle.1, sd:trap.3).
  { name: 'calculate', forms: ['คำนวณ', 'เทียบค่า', 'คิดดาเมจ', 'คิดความเสียหาย', 'calculate', 'calculation', 'damage step', 'compare', 'compared'] },
  // A card put in the place of another of its kind (sd:field.1's new field card, 303.3.1's second Terrain, 613.2's new Avatar).
  { name: 'replace', forms: ['ลงใบใหม่ทับ', 'ลงทับ', 'แทนที่', 'ใบใหม่ทับ', 'replace', 'replaced', 'replaces', 'overwrite', 'overwritten'] },
  // Spirit Duel's slots on the board (sd:setup.4, sd:summon.5).
  { name: 'slot', forms: ['ช่อง', 'ที่ว่าง', 'slot', 'slots', 'space', 'board space'] },
];
