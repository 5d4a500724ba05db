import { GLOSSARY } from '../data/glossary.js';

/**
 * Search aids, not rule text: the ways players write the rulebook's terms in Discord (English names, Thai
 * transliterations, slang, the rulebook's own misspellings). Each group is a set of equivalent forms; a group
 * inherits the defining sections of any form the rulebook itself names (see glossary.ts).
 */
export const ALIAS_GROUPS: readonly (readonly string[])[] = GLOSSARY.map((t) => withPlurals([t.term, ...t.variants, ...(t.queryOnly ?? [])]));

/** Forms matched in questions but not in the rule text (see GlossaryTerm.queryOnly). */
export const QUERY_ONLY_FORMS: ReadonlySet<string> = new Set(GLOSSARY.flatMap((t) => t.queryOnly ?? []));

/** English plurals of the Latin forms ("reinforces", "blockers"): a rule, so the data lists only typos. */
function withPlurals(forms: string[]): string[] {
  const plural = forms.filter((f) => /^[a-z][a-z ]*[a-rt-z]$/.test(f) && f.length > 3).map((f) => `${f}s`);
  return [...new Set([...forms, ...plural])];
}

/** Words that carry the question, not its subject: dropped from queries before bigrams and glossary matching. */
export const QUERY_STOPWORDS = new Set([
  'ไหม', 'มั้ย', 'มั๊ย', 'มะ', 'ป่าว', 'เปล่า', 'ครับ', 'คับ', 'ค่ะ', 'คะ', 'นะ', 'อ่ะ', 'อะ', 'ละ', 'ล่ะ', 'จ้า', 'ฮะ',
  'ป่ะ', 'ปะ', 'ไร', 'ทำไง', 'เป็นไง', 'เอา', 'ไป', 'อ่า', 'งะ', 'ง่ะ', 'เนอะ', 'ด้วย', 'เหรอ', 'หรอ', 'ยังไง', 'ไง', 'อย่างไร', 'อะไร', 'บ้าง', 'คือ', 'ไหน', 'เท่าไหร่', 'เท่าไร', 'แล้ว', 'ก็', 'ว่า',
  'หน่อย', 'ช่วย', 'สงสัย', 'ถาม', 'คำถาม', 'พี่', 'ผม', 'หนู', 'เรา', 'เค้า', 'รึ', 'หรือเปล่า', 'มั่ง', 'ยัง', 'นี่',
  'what', 'is', 'the', 'a', 'an', 'does', 'do', 'how', 'can', 'i', 'rule', 'rules', 'my', 'me', 'it', 'its', 'if',
  'you', 'your', 'to', 'of', 'in', 'on', 'with', 'be', 'are', 'was', 'were', 'or', 'and', 'for', 'there', 'this',
  'that', 'happens', 'happen', 'will', 'which', 'any', 'have', 'has', 'should', 'would', 'could', 'please', 'about',
  'mean', 'means', 'work', 'works', 'still', 'get', 'gets', 'when', 'then', 'so', 'need', 'they', 'them', 'we', 'keyword', 'คีย์เวิร์ด', 'คีย์เวิด',
  // Incidental words that outweigh a subject ("attack again" is about attacking, not the shuffle's "อีกรอบ").
  'อีกรอบ', 'อีก', 'รอบ', 'อีกที', 'อีกครั้ง', 'again', 'เลยไหม', 'หรอก',
  'หมายถึง', 'อธิบาย', 'กฎ', 'ข้อ', 'ได้', 'กี่', 'เลย', 'ใช่', 'ที่', 'นี้', 'นั้น', 'จะ', 'ให้', 'และ', 'หรือ', 'ของ', 'มัน', 'อัน', 'ตัว', 'ตอนไหน', 'ยังไงบ้าง', 'มั๊ยคะ', 'ไหมครับ',
]);

/**
 * Forms of a term that players use for both games' creatures (a Fadalgia Unit, a Spirit Duel Spirit): they match
 * the term's text but hint no game (the latent space may still tell which game the question is about).
 */
export const CROSS_GAME_FORMS: ReadonlySet<string> = new Set(['มอน', 'มอนสเตอร์', 'monster', 'monsters', 'creature', 'creatures']);

/** Words that only one game uses: a query containing them prefers that game's documents. */
export const GAME_HINTS: Record<string, readonly string[]> = {
  fadalgia: ['unit', 'ยูนิต', 'ยูนิท', 'fadalgia', 'ฟาดัลเกีย', 'stream', 'สตรีม', 'life pile', 'กองไลฟ์', 'terrain', 'item',
    'at mode', 'df mode', 'break', 'เบรค', 'เบรก', 'avatar', 'อวตาร', 'guild', 'reinforce', 'airborne', 'กองหลัก',
    // Spirit Duel has no mana, DF or grave (it pays Core, counts HP and discards).
    'df', 'mana', 'grave'],
  'spirit-duel': ['spirit', 'สปิริต', 'soul', 'โซล', 'core', 'คอร์', 'trap', 'แทรป', 'spirit duel', '¤spirit duel',
    'evolution', 'equipment', 'hp'],
  'summoner-master': ['¤summoner master', 'seal', 'ซีล', 'shrine', 'ชไรน์', 'subturn', 'mystic', 'มิสติก', 'nihil', 'progress', 'fortune',
    'twinkling', 'vanish', 'regeneration', 'fixed charging'],
};
