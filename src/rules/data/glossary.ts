/**
 * The reviewed glossary of search variants (ours, not rule text): for each game term, the ways players write
 * it in Discord — the English name and its typos, the Thai word, English terms in Thai script with their
 * final-consonant, tone-mark and doubled-letter variants (ค/ก/ท endings, ๊/็, ซ/ส, ะ/ั). Every form of a term
 * becomes one concept token, so any spelling meets the rulebook's own. A term that the rulebook names (a
 * keyword section, a zone heading) also resolves to that section directly. English plurals of Latin forms
 * are added by the builder (aliases.ts); list only what a rule cannot produce.
 *
 * Short Thai forms (three letters or fewer, e.g. ตี, กัน) count only where ICU finds them as a whole word.
 */
export interface GlossaryTerm {
  term: string;
  variants: readonly string[];
  /**
   * Forms recognised in questions only, never in the rule text: everyday words players use for the term that
   * the rulebook also uses in other senses (กัน "block" vs เท่ากัน "equal").
   */
  queryOnly?: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // Keyword abilities (606.5.x)
  { term: 'high speed', variants: ['highspeed', 'hi speed', 'hispeed', 'haste', 'ไฮสปีด', 'ไฮสปีต', 'ไฮสปีท', 'ไฮสปีดส์'] },
  { term: 'lock up', variants: ['lockup', 'ล็อกอัพ', 'ล็อคอัพ', 'ล๊อคอัพ', 'ล็อคอัป', 'ล็อกอัป', 'ล็อคอั๊พ', 'ล๊อกอัพ'] },
  { term: 'airborne', variants: ['airbone', 'airborn', 'air borne', 'arborne', 'flying', 'flyer', 'flier', 'แอร์บอร์น', 'แอร์บอน', 'แอร์บอร์', 'แอบอน', 'แอร์บอร์ด', 'บินได้', 'ตัวบิน'] },
  { term: 'double attack', variants: ['double atk', 'doubleattack', 'ดับเบิลแอทแทค', 'ดับเบิ้ลแอทแทค', 'ดับเบิ้ลแอทแท็ค', 'ดับเบิลแอตแทค', 'ดับเบิ้ลแอตแทค', 'ดับเบิลแอทแทก', 'ตีสองครั้ง', 'โจมตีสองครั้ง', 'ตีสองที'] },
  { term: 'hide', variants: ['hidden', 'ไฮด์', 'ไฮ้ด์', 'ไฮด'] },
  { term: 'resist', variants: ['resistance', 'rezist', 'รีซิสต์', 'รีซิส', 'รีซิสท์', 'รีซิสส์'] },
  { term: 'defend', variants: ['ดีเฟนด์', 'ดีเฟน', 'ดีเฟ้นด์'] },
  { term: 'transform', variants: ['transfrom', 'tranform', 'transfrorm', 'ทรานส์ฟอร์ม', 'ทรานฟอร์ม', 'ทรานสฟอร์ม', 'ทรานส์ฟอม', 'แปลงร่าง'] },
  { term: 'jump', variants: ['จัมพ์', 'จั๊มพ์', 'จั้มพ์', 'จัมป์', 'จั๊มป์', 'จัมพ'] },
  { term: 'immortal', variants: ['imortal', 'immotal', 'immortals', 'อิมมอร์ทัล', 'อิมมอทอล', 'อิมมอทัล', 'อิมมอร์ตัล', 'อมตะ'] },
  { term: 'timekeeper', variants: ['time keeper', 'timekeep', 'ไทม์คีปเปอร์', 'ไทม์คีปเปอ', 'ไทม์คีพเปอร์'] },
  { term: 'famous', variants: ['famus', 'famouse', 'เฟมัส', 'เฟมัซ', 'เฟมัต'] },
  { term: 'guerilla concert', variants: ['guerrilla concert', 'gorilla concert', 'guerila concert', 'เกอริลล่าคอนเสิร์ต', 'กอริลล่าคอนเสิร์ต', 'เกอริลลาคอนเสิร์ต'] },
  { term: 'encore', variants: ['อังกอร์', 'อองกอร์', 'อังกอ', 'อองคอร์', 'อังคอร์'] },
  { term: 'non break', variants: ['nb', 'nonbreak', 'นอนเบรค', 'นอนเบรก', 'นอนเบรด', 'เอ็นบี'] },
  { term: 'streamlink', variants: ['stream link', 'สตรีมลิงก์', 'สตรีมลิงค์', 'สตรีมลิ้งค์'] },
  { term: 'flip', variants: ['ฟลิป', 'ฟลิพ', 'ฟลิ๊บ'] },
  { term: 'unblockable', variants: ['unblock', 'unblockeable', 'อันบล็อกเอเบิล', 'อันบล็อคเอเบิ้ล', 'อันบล็อคเอเบิล', 'อันบล็อค', 'อันบล็อก', 'อันบล๊อค'], queryOnly: ['กันไม่ได้'] },
  { term: 'unique', variants: ['ยูนีค', 'ยูนิค', 'ยูนีก'] },
  { term: 'once', variants: ['วันซ์'] },
  { term: 'reservist', variants: ['reserve', 'reservest', 'รีเซิร์ฟวิสต์', 'รีเซอร์วิส', 'รีเซอวิส', 'รีเซิร์ฟวิส', 'รีเซอร์วิสต์'] },
  { term: 'trainee', variants: ['trainie', 'เทรนนี่', 'เทรนนี'] },
  { term: 'assassinate', variants: ['assasinate', 'assassin', 'asassinate', 'แอสแซสซิเนท', 'แอสซาสซิเนท', 'ลอบสังหาร'] },
  { term: 'focus', variants: ['โฟกัส', 'โฟกัซ'] },
  { term: 'afterlife', variants: ['after life', 'afterlive', 'อาฟเตอร์ไลฟ์', 'อาฟเตอไลฟ์', 'อาฟเตอร์ไลฟ', 'อาฟเตอไลฟ'] },
  { term: 'clan', variants: ['แคลน', 'แคลนด์'] },
  { term: 'avatar', variants: ['avatars', 'อวตาร', 'อวาตาร์', 'อาวาตาร์', 'อวาต้า', 'อวตาร์', 'อวาตาร'] },
  { term: 'reinforce', variants: ['reinforcement', 'reinfoce', 'reinforse', 'reinfroce', 'renforce', 'reinforced', 'รีอินฟอร์ซ', 'รีอินฟอร์ส', 'รีอินฟอส', 'รีอินฟอซ', 'รีอินฟอร์', 'เสริมกำลัง'] },
  { term: 'arrive', variants: ['arrival', 'arive', 'อะไรฟ์', 'อาไรฟ์', 'อะไรฟ', 'อาร์ไรฟ์'] },
  { term: 'skill user', variants: ['skilluser', 'skill-user', 'สกิลยูสเซอร์', 'สกิลยูสเซอ', 'สกิลยูเซอร์', 'สกิลยูเซอ'] },
  { term: 'unlimited', variants: ['unlimit', 'unlimted', 'unlimitted', 'อันลิมิเต็ด', 'อันลิมิเตท', 'อันลิมิเตด', 'อันลิมิต'] },
  { term: 'tarot', variants: ['ทาโรต์', 'ทาโร่', 'ทาโรท', 'ทาโรต'] },
  { term: 'stampede', variants: ['stampeed', 'stampid', 'stempede', 'สแตมปีด', 'แสตมปีด', 'สแตมปีต', 'แสตมปีต'] },
  // Keyword actions (607.x)
  { term: 'sacrifice', variants: ['sacrifise', 'sacrafice', 'sac', 'sacrificed', 'สังเวย', 'แซคริไฟซ์', 'ซาคริไฟซ์', 'แซคริไฟส์', 'แซคริไฟ'] },
  { term: 'search', variants: ['ค้นหา', 'เสิร์ช', 'เสิร์ท', 'เสริช', 'ค้น', 'ค้นเด็ค'] },
  { term: 'change up', variants: ['changeup', 'เชนจ์อัพ', 'เชนจ์อัป', 'เชนอัพ', 'เช้นจ์อัพ', 'เชนจ์อั๊พ'] },
  { term: 'heal', variants: ['ฮีล', 'ฮิล', 'ฮีลล์'] },
  { term: 'draw', variants: ['จั่ว', 'ดรอว์', 'ดรอ', 'ดรอว'] },
  { term: 'destroy', variants: ['destroyed', 'dies', 'die', 'dead', 'kill', 'killed', 'ทำลาย', 'ตาย'] },
  { term: 'discard', variants: ['ทิ้ง', 'ดิสการ์ด'] },
  { term: 'reveal', variants: ['revealed', 'แสดง', 'โชว์', 'เปิดให้ดู'] },
  { term: 'damage', variants: ['dmg', 'ดาเมจ', 'ดาเมท', 'ดาเมต', 'ดาเมด', 'ดาเมส', 'ดาเม็จ', 'ดาเมจ์', 'ความเสียหาย'] },
  { term: 'at mode', variants: ['at-mode', 'โหมดโจมตี', 'แนวตั้ง', 'เอทีโหมด', 'โหมดเอที'], queryOnly: ['untapped', 'ตัวตั้ง', 'ตัวยืน', 'ท่ายืน', 'ยืนอยู่'] },
  { term: 'df mode', variants: ['df-mode', 'โหมดป้องกัน', 'แนวนอน', 'ดีเอฟโหมด', 'โหมดดีเอฟ'], queryOnly: ['ตัวนอน', 'โหมดนอน', 'ยูนิตนอน', 'นอนอยู่', 'ท่านอน', 'ไปนอน', 'ต้องนอน'] },
  // Players "tap mana" for what the rulebook calls a mana ability ([Skill-Mana], ความสามารถมานา).
  { term: 'mana ability', variants: ['skill mana', 'skill-mana', 'ความสามารถมานา', 'สกิลมานา', 'mana abilities'], queryOnly: ['แทปมานา', 'แท็ปมานา', 'tap mana', 'tapping mana', 'กดมานา'] },
  { term: 'empty', variants: ['tap', 'tapped', 'เอ็มตี้', 'เอ็มพ์ตี้', 'แทป', 'แท็ป', 'แท๊ป'] },
  // Zones, piles and game parts
  { term: 'break', variants: ['stack', 'the stack', 'เบรค', 'เบรก', 'เบรด', 'โซนเบรค', 'โซนเบรก', 'สแต็ก', 'สแต็ค', 'การเบรก'] },
  { term: 'grave', variants: ['graveyard', 'grave zone', 'gy', 'สุสาน', 'หลุม', 'เกรฟ', 'โซนสุสาน'] },
  { term: 'life pile', variants: ['lifepile', 'life', 'กองไลฟ์', 'ไลฟ์', 'ไลฟ', 'กองชีวิต'] },
  { term: 'main pile', variants: ['main deck', 'กองหลัก', 'กองการ์ดหลัก', 'เด็คหลัก'] },
  { term: 'deck', variants: ['เด็ค', 'เด็ก', 'เด๊ค', 'เด้ค', 'เดค', 'กองการ์ด', 'จัดเด็ค'] },
  { term: 'hand', variants: ['hand zone', 'มือ', 'บนมือ', 'แฮนด์'] },
  { term: 'outer zone', variants: ['outer', 'exile', 'exiled', 'remove zone', 'removed from the game', 'นอกเกม', 'พื้นที่นอกเกม', 'เอาท์เตอร์โซน', 'เอาเตอร์โซน', 'เอาท์เตอร์'] },
  { term: 'battle zone', variants: ['field zone', 'สนาม', 'บนสนาม'] },
  { term: 'mana zone', variants: ['โซนมานา', 'มานาโซน'] },
  { term: 'enter the field', variants: ['enters the field', 'etb', 'ลงสนาม', 'เข้าสนาม', 'เข้าสู่สนาม', 'เข้ามาในสนาม', 'ลงมา'] },
  { term: 'clear', variants: ['ล้าง', 'เคลียร์', 'หาย', 'หายไป'] },
  // Offsetting counters (612.3.1 "หักล้าง") is not clearing them: its own term keeps ล้าง from matching inside it.
  { term: 'หักล้าง', variants: ['offset', 'offsets', 'cancel out', 'cancels out', 'หักกัน', 'ลบล้าง'] },
  { term: 'counter', variants: ['เคาน์เตอร์', 'เค้าเตอร์', 'เคาเตอร์', 'เคาท์เตอร์', 'เม็ด'] },
  { term: 'unit', variants: ['ยูนิต', 'ยูนิท', 'ยูนิด', 'มอน', 'มอนสเตอร์', 'creature', 'monster'] },
  { term: 'summon unit', variants: ['summon', 'token', 'ซัมมอน', 'ซัมม่อน', 'ซัมมอนยูนิต', 'โทเคน'] },
  { term: 'phantom unit', variants: ['phantom', 'แฟนท่อม', 'แฟนทอม', 'แฟนท่อมยูนิต'] },
  { term: 'stream', variants: ['steam', 'สตรีม', 'สตีม', 'สะตรีม'] },
  { term: 'mana', variants: ['มานา', 'มาน่า'] },
  { term: 'turn', variants: ['เทิร์น', 'เทิรน์', 'เทริน์', 'เทิน', 'เทิรน', 'ตา'] },
  { term: 'attack', variants: ['atk', 'attacker', 'โจมตี', 'ตี', 'แอทแทค', 'แอทแทก', 'แอ็ทแท็ค', 'แอตแทค', 'แอทแท็ค'] },
  { term: 'block', variants: ['blocker', 'blocking', 'บล็อก', 'บล็อค', 'บล๊อค', 'บล๊อก', 'บลอค', 'บล็อคเกอร์', 'ป้องกัน'], queryOnly: ['กัน'] },
  { term: 'df', variants: ['ดีเอฟ', 'ดีเฟนส์', 'ดีเฟ้นส์', 'defense', 'defence'] },
  { term: 'at', variants: ['เอที'] },
  { term: 'fight', variants: ['combat', 'ต่อสู้', 'สู้', 'ตีกัน'] },
  { term: 'priority', variants: ['สิทธิ์', 'สิทธิ', 'ไพรออริตี้'] },
  { term: 'target', variants: ['เป้าหมาย', 'เป้า', 'ทาร์เก็ต', 'ทาเก็ต'] },
  { term: 'cost', variants: ['คอส', 'คอสต์', 'ค่าร่าย'] },
  { term: 'cast', variants: ['ร่าย', 'คาสต์', 'คาส'] },
  { term: 'terrain', variants: ['เทอเรน', 'เทอร์เรน', 'เทอร์เรียน', 'เทอเรียน', 'เทอร์เรญ'] },
  { term: 'item', variants: ['ไอเทม', 'ไอเท็ม', 'ไอเต็ม'] },
  { term: 'action', variants: ['แอคชั่น', 'แอ็คชั่น', 'แอ็กชัน', 'แอคชัน', 'แอคชั้น'] },
  { term: 'guild', variants: ['กิลด์', 'กิล', 'กิลส์'] },
  { term: 'trigger ability', variants: ['trigger', 'triggered ability', 'ทริกเกอร์', 'ทริกเกอ', 'ทริเกอร์', 'ทริกเกอร'] },
  { term: 'activated ability', variants: ['activate', 'activated', 'แอคทิเวท', 'แอคติเวท', 'แอ็คทิเวท'] },
  { term: 'ability', variants: ['abilities', 'skill', 'effect', 'ความสามารถ', 'สกิล', 'สกิว', 'เอฟเฟกต์', 'เอฟเฟค', 'เอฟเฟ็กต์', 'แอบิลิตี้'] },
  { term: 'continuous ability', variants: ['static ability', 'continuous', 'คอนทินิวอัส'] },
  { term: 'clean up phase', variants: ['clean up', 'cleanup', 'cleanup step', 'clean up step', 'end step', 'end of turn', 'คลีนอัพ', 'คลีนอัป', 'จบเทิร์น', 'ตอนจบเทิร์น', 'สิ้นเทิร์น', 'ท้ายเทิร์น'] },
  { term: 'refresh phase', variants: ['refresh step', 'รีเฟรชเฟส'] },
  { term: 'main phase', variants: ['เมนเฟส', 'เมนเฟซ', 'เมน'] },
  // A step of a turn and a card's faces, in the Thai spellings players use for the English words.
  { term: 'step', variants: ['สเต็ป', 'สเตป', 'สเต๊ป', 'สเต็บ'] },
  { term: 'face down', variants: ['facedown', 'face-down', 'คว่ำหน้า', 'คว่ำ', 'หน้าคว่ำ'] },
  { term: 'face up', variants: ['faceup', 'face-up', 'หงายหน้า', 'หงาย', 'หน้าหงาย'] },
  { term: 'counterattack', variants: ['counter attack', 'counter-attack', 'hit back', 'strike back', 'โจมตีกลับ', 'ตีกลับ', 'ตีสวน'] },
  { term: 'surrender', variants: ['concede', 'forfeit', 'ยอมแพ้'] },
  { term: 'opponent', variants: ['opp', 'opponents', 'ฝั่งตรงข้าม', 'ฝ่ายตรงข้าม', 'คู่แข่ง', 'อีกฝ่าย', 'อีกฝั่ง', 'คู่ต่อสู้', 'ฝั่งนู้น', 'ฝั่งโน้น'] },
  { term: 'return to hand', variants: ['bounce', 'bounced', 'back to hand', 'กลับขึ้นมือ', 'เด้งขึ้นมือ', 'คืนขึ้นมือ', 'เด้งกลับมือ', 'กลับมือ'] },
  { term: 'arrange', variants: ['rearrange', 'reorder', 'จัดเรียง', 'เรียงลำดับ', 'สลับตำแหน่ง', 'เปลี่ยนตำแหน่ง', 'สลับที่'] },
  { term: 'shuffle', variants: ['สับ', 'สลับ', 'สุ่ม', 'สับเด็ค'] },
  { term: 'avatar uniqueness rule', variants: ['legend rule', 'avatar uniqueness'] },
  // Everyday words players spell their own way (issue 33): the rulebook's word is the term.
  { term: 'ยกเลิก', variants: ['cancel', 'cancelled', 'canceled', 'negate', 'negated', 'แคนเซิล', 'แคนเซิ่ล', 'แคนเซิ้ล'] },
  { term: 'เพิ่ง', variants: [], queryOnly: ['พึ่ง', 'พึ่งจะ'] },
  // The rulebook's own misspellings of ควบคุม (control) too; a stolen card is one whose controller changed.
  { term: 'ควบคุม', variants: ['ควมคุม', 'ความคุม', 'control', 'controls', 'controller', 'controlled'], queryOnly: ['steal', 'stolen', 'stole', 'ขโมย', 'ยึด', 'คุม'] },
  { term: 'เจ้าของ', variants: ['owner', 'owns', 'owned'] },
  // Spirit Duel
  { term: 'hp', variants: ['health', 'เลือด', 'ค่าชีวิต'] },
  { term: 'spirit duel', variants: ['spiritduel', 'สปิริตดูเอล', 'สปิริตดวล'] },
  { term: 'spirit', variants: ['สปิริต', 'สปิริท', 'สปิริด'] },
  { term: 'trap', variants: ['แทรป', 'แทร็ป', 'แทร๊ป', 'กับดัก'] },
  { term: 'core', variants: ['คอร์', 'คอร์ส'] },
  { term: 'soul', variants: ['โซล', 'โซว', 'ซาว'] },
  { term: 'equipment', variants: ['equip', 'อุปกรณ์', 'อุปกรณ์ติดตั้ง', 'อีควิป', 'อาวุธ', 'weapon', 'gear'] },
  // The turn timer (sd:goal.2): players clip วินาที to วิ.
  { term: 'วินาที', variants: ['วิ', 'sec', 'secs', 'seconds'] },
  { term: 'field', variants: ['field spell', 'เวทย์สนาม', 'เวทสนาม', 'ฟิลด์'] },
  { term: 'evolution', variants: ['evolve', 'การพัฒนาร่าง', 'พัฒนาร่าง', 'อีโวลูชั่น', 'อีโวร่าง', 'อีโว', 'evo'] },
  // Summoner Master (Nihil)
  { term: 'summoner master', variants: ['summonermaster', 'ซัมมอนเนอร์มาสเตอร์', 'ซัมมอนเนอร์'] },
  { term: 'progress', variants: ['โปรเกรส', 'โปรเกรซ', 'โปรเกส'] },
  { term: 'fortune', variants: ['ฟอร์จูน', 'ฟอจูน', 'เสี่ยงทาย'] },
  { term: 'vanish', variants: ['วานิช', 'แวนิช', 'วานิซ'] },
  { term: 'regeneration', variants: ['regen', 'regenerate', 'รีเจน', 'รีเจเนอเรชั่น', 'รีเจนเนอเรชั่น', 'รีเจนเนอเรชัน'] },
  { term: 'twinkling', variants: ['twinkle', 'ทวิงค์ลิง', 'ทวิ้งกลิ้ง', 'ทวิงคลิ่ง', 'ทวิงกลิ้ง'] },
  { term: 'fixed charging', variants: ['fixed charge', 'fixed charge counter', 'การสะสมพลังแบบจำกัด', 'ฟิกซ์ชาร์จ', 'ฟิกชาร์จ', 'ฟิกซ์ชาร์ท', 'fix charge'] },
  { term: 'shrine', variants: ['ชไรน์', 'ไชรน์'] },
  { term: 'seal', variants: ['ซีล'] },
  { term: 'subturn', variants: ['sub turn', 'ซับเทิร์น'] },
  { term: 'growth', variants: ['โกรท', 'โกรธ'] },
];
