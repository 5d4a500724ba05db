/**
 * The 35 keyword abilities of 606.5.1–606.5.35 as data: the key a card names, Thai/English names, the rule,
 * what kind of ability the text says it is, which parameters its printed form carries, and whether the
 * rules limit it to once per turn per name (606.5.12 / 606.5.14 / 606.5.15). Card definitions are checked
 * against this table (schema.ts); the engine's KEYWORDS registry (../keywords) says which of them it models.
 */

/** 606.2 / 606.3 / 606.4, plus 'deck' for deck-building abilities (606.5.33). */
export type KeywordKind = 'continuous' | 'trigger' | 'activated' | 'deck';

/**
 * Parameter shapes of a printed keyword:
 * 'none'        — the bare keyword ("Airborne");
 * 'from'        — Resist : [X], what it resists (an element, a card type, damage or abilities);
 * 'name'        — Clan : [Name], Skill User : [Name], Live : [Name], Streamlink [card], Transform [card];
 * 'count-cond'  — Reinforce X : [Condition] (X units with a subtype);
 * 'cond'        — Avatar : [Condition] (a card name or a subtype, paid from the grave or the hand);
 * 'tarot'       — Tarot : [Name] or Tarot X (606.5.34.1 / 606.5.34.2).
 */
export type KeywordParam = 'none' | 'from' | 'name' | 'count-cond' | 'cond' | 'tarot';

/** Where the keyword's ability works (400–408): 'field' unless the text names another zone. */
export type KeywordZone = 'field' | 'hand' | 'grave' | 'life' | 'outer' | 'mana' | 'main' | 'deck';

export interface KeywordInfo {
  key: string;
  /**
   * The Thai name, shown only (cards name a keyword by `key` or an alias). 606.5 writes each keyword in English;
   * where this is the same as `en` (Refresh, Non Break: the Thai rules' own spelling, issue 30) a label shows it once.
   */
  th: string;
  en: string;
  rule: string;
  kind: KeywordKind;
  param: KeywordParam;
  /** The keyword carries an ability written after it (effects, an activated ability, gained abilities). */
  carries: boolean;
  zone: KeywordZone;
  /** "happens once in a turn, whatever ability the card names" (606.5.12 / 606.5.14 / 606.5.15). */
  oncePerTurnPerName: boolean;
  /** Other printed spellings a card may use. */
  aliases?: string[];
}

const k = (key: string, th: string, en: string, rule: string, kind: KeywordKind, param: KeywordParam, carries: boolean, zone: KeywordZone, once = false, aliases?: string[]): KeywordInfo =>
  ({ key, th, en, rule, kind, param, carries, zone, oncePerTurnPerName: once, ...(aliases ? { aliases } : {}) });

export const KEYWORD_TABLE: readonly KeywordInfo[] = [
  k('HIGH SPEED', 'ไฮสปีด', 'High Speed', '606.5.1', 'continuous', 'none', false, 'field'),
  k('LOCK UP', 'ล็อกอัป', 'Lock Up', '606.5.2', 'continuous', 'none', false, 'field'),
  k('AIRBORNE', 'บินได้', 'Airborne', '606.5.3', 'continuous', 'none', false, 'field'),
  k('REFRESH', 'Refresh', 'Refresh', '606.5.4', 'trigger', 'none', false, 'field'),
  k('DOUBLE ATTACK', 'โจมตีสองครั้ง', 'Double Attack', '606.5.5', 'trigger', 'none', false, 'field'),
  k('HIDE', 'ซ่อนตัว', 'Hide', '606.5.6', 'continuous', 'none', false, 'field'),
  k('RESIST', 'ต้านทาน', 'Resist', '606.5.7', 'continuous', 'from', false, 'field'),
  k('DEFEND', 'ป้องกันมั่น', 'Defend', '606.5.8', 'continuous', 'none', false, 'field'),
  k('TRANSFORM', 'แปลงร่าง', 'Transform', '606.5.9', 'trigger', 'name', false, 'field'),
  k('JUMP', 'จัมป์', 'Jump', '606.5.10', 'continuous', 'none', false, 'hand'),
  k('IMMORTAL', 'อมตะ', 'Immortal', '606.5.11', 'trigger', 'none', false, 'grave'),
  k('TIMEKEEPER', 'ผู้รักษาเวลา', 'Timekeeper', '606.5.12', 'trigger', 'none', true, 'main', true, ['TIME KEEPER']),
  k('FAMOUS', 'มีชื่อเสียง', 'Famous', '606.5.13', 'trigger', 'none', false, 'field'),
  k('GUERILLA CONCERT', 'คอนเสิร์ตกองโจร', 'Guerilla Concert', '606.5.14', 'continuous', 'none', true, 'field', true),
  // 606.5.15 says "Remove Zone"; 408.1 / 408.4 call the zone of removed cards the Outer Zone and name Encore as
  // its example, so the reading taken is the Outer Zone.
  k('ENCORE', 'อังกอร์', 'Encore', '606.5.15', 'trigger', 'none', true, 'outer', true),
  k('NON BREAK', 'Non Break', 'Non Break', '606.5.16', 'continuous', 'none', false, 'hand', false, ['NB', '[NB]']),
  k('STREAMLINK', 'สตรีมลิงก์', 'Streamlink', '606.5.17', 'continuous', 'name', true, 'field'),
  k('FLIP', 'พลิก', 'Flip', '606.5.18', 'activated', 'none', true, 'mana'),
  k('UNBLOCKABLE', 'ป้องกันไม่ได้', 'Unblockable', '606.5.19', 'continuous', 'none', false, 'field'),
  k('UNIQUE', 'เอกลักษณ์', '[Unique]', '606.5.20', 'continuous', 'none', true, 'field', false, ['[UNIQUE]']),
  k('ONCE', 'ครั้งเดียว', '[Once]', '606.5.21', 'continuous', 'none', false, 'field', false, ['[ONCE]']),
  k('RESERVIST', 'กองหนุน', 'Reservist', '606.5.22', 'continuous', 'none', false, 'hand'),
  k('TRAINEE', 'เด็กฝึก', 'Trainee', '606.5.23', 'trigger', 'none', false, 'field'),
  k('ASSASSINATE', 'ลอบสังหาร', 'Assassinate', '606.5.24', 'activated', 'none', true, 'grave'),
  k('FOCUS', 'จดจ่อ', 'Focus', '606.5.25', 'continuous', 'none', false, 'field'),
  k('AFTER LIFE', 'ชีวิตหลังความตาย', 'After Life', '606.5.26', 'trigger', 'none', true, 'life', false, ['AFTERLIFE']),
  k('CLAN', 'แคลน', 'Clan', '606.5.27', 'continuous', 'name', true, 'field'),
  k('AVATAR', 'อวตาร', 'Avatar', '606.5.28', 'activated', 'cond', true, 'field'),
  k('REINFORCE', 'กำลังเสริม', 'Reinforce', '606.5.29', 'trigger', 'count-cond', false, 'field'),
  k('ARRIVE', 'มาถึง', 'Arrive', '606.5.30', 'trigger', 'none', true, 'field'),
  k('SKILL USER', 'ผู้ใช้สกิล', 'Skill User', '606.5.31', 'continuous', 'name', true, 'hand'),
  k('LIVE', 'ไลฟ์', 'Live', '606.5.32', 'trigger', 'name', true, 'field', false, ['LIVE O']),
  k('UNLIMITED', 'ไม่จำกัด', 'UNLIMITED', '606.5.33', 'deck', 'none', false, 'deck'),
  k('TAROT', 'ทาโรต์', 'Tarot', '606.5.34', 'trigger', 'tarot', true, 'field'),
  k('STAMPEDE', 'แตกตื่น', 'Stampede', '606.5.35', 'continuous', 'none', true, 'field'),
];

const BY_NAME = new Map<string, KeywordInfo>();
for (const info of KEYWORD_TABLE) for (const n of [info.key, ...(info.aliases ?? [])]) BY_NAME.set(n, info);

export const KEYWORD_KEYS = KEYWORD_TABLE.map((i) => i.key) as [string, ...string[]];

/** The table row for a printed keyword name (any case, aliases included). */
export function keywordInfo(name: string): KeywordInfo | undefined {
  return BY_NAME.get(name.trim().toUpperCase().replace(/\s+/g, ' '));
}

/** A keyword's Thai label: its Thai name with the English beside it, or the one name where both are the same. */
export function keywordThai(info: KeywordInfo): string {
  return info.th === info.en ? info.th : `${info.th} (${info.en})`;
}
