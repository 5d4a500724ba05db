/** Every league string a user sees, in Thai and English (Discord's locale picks one). */
export type Lang = 'th' | 'en';
type Entry = { th: string; en: string };

const S = {
  // Refusals: always private, and nothing changed.
  'not-registration': { th: 'ลีกนี้ไม่ได้เปิดรับสมัครแล้ว (เริ่มไปแล้วหรือจบแล้ว) ไม่มีอะไรถูกเปลี่ยน', en: 'This league is not taking registrations (it has started or finished). Nothing was changed.' },
  'already-joined': { th: 'คุณสมัครลีกนี้ไปแล้ว สมัครซ้ำไม่ได้ ไม่มีอะไรถูกเปลี่ยน', en: 'You have already joined this league; you cannot join twice. Nothing was changed.' },
  'not-joined': { th: 'คุณไม่ได้อยู่ในลีกนี้', en: 'You are not in this league.' },
  'too-few-players': { th: 'ต้องมีผู้เล่นอย่างน้อย 2 คนจึงจะเริ่มได้', en: 'At least 2 players are needed to start.' },
  'not-running': { th: 'ลีกนี้ยังไม่เริ่ม', en: 'This league has not started.' },
  'no-match': { th: 'ไม่พบแมตช์นั้นในรอบนี้', en: 'No such match in this round.' },
  'not-in-match': { th: 'คุณไม่ได้เป็นผู้เล่นในแมตช์นี้ รายงานผลไม่ได้ ไม่มีอะไรถูกเปลี่ยน', en: 'You are not a player in this match, so you cannot report it. Nothing was changed.' },
  'round-closed': { th: 'รอบนี้ปิดแล้ว รายงานผลไม่ได้อีก ไม่มีอะไรถูกเปลี่ยน — ติดต่อผู้จัด', en: 'This round is closed; results can no longer be reported. Nothing was changed — ask the organiser.' },
  'result-set': { th: 'แมตช์นี้มีผลแล้ว', en: 'This match already has a result.' },
  'bad-score': { th: 'ผลนี้เป็นไปไม่ได้สำหรับแมตช์แบบ Bo{bo} (รอบแพ้คัดออกเสมอไม่ได้)', en: 'That score is not possible in a best-of-{bo} match (elimination matches cannot be drawn).' },
  'dropped': { th: 'คุณออกจากลีกนี้ไปแล้ว', en: 'You have already dropped from this league.' },
  'deck-deadline': { th: 'หมดเวลาส่งเด็คแล้ว ติดต่อผู้จัดเพื่อเข้าร่วมช้า', en: 'The deck-list deadline has passed; ask the organiser for a late entry.' },
  'has-results': { th: 'จับคู่ใหม่ไม่ได้: รอบนี้มีผลหรือเกมที่เริ่มไปแล้ว', en: 'Cannot re-pair: this round already has results or games under way.' },
  'not-expired': { th: 'รอบนี้ยังไม่หมดเวลา', en: 'This round has not reached its deadline.' },
  'unknown-player': { th: 'ผู้เล่นคนนี้ไม่ได้อยู่ในลีก', en: 'That player is not in the league.' },
  'finished': { th: 'ลีกนี้จบแล้ว', en: 'This league has finished.' },
  'no-league': { th: 'ไม่พบลีกนี้ — ระบุด้วยตัวเลือก league', en: 'League not found — name it with the league option.' },
  'not-organiser': { th: 'คำสั่งนี้สำหรับผู้จัดลีกเท่านั้น (ผู้สร้างลีก ผู้มีบทบาทผู้จัด หรือผู้จัดการเซิร์ฟเวอร์) ไม่มีอะไรถูกเปลี่ยน', en: 'Only the league organiser (its creator, a holder of the organiser role, or Manage Server) can do this. Nothing was changed.' },
  'not-creator': { th: 'สร้างลีกได้เฉพาะผู้มีบทบาทผู้จัด (หรือสิทธิ์จัดการเซิร์ฟเวอร์เมื่อยังไม่ได้ตั้งบทบาท)', en: 'Only holders of the organiser role (or Manage Server while no role is set) can create leagues.' },
  'not-manager': { th: 'ต้องมีสิทธิ์จัดการเซิร์ฟเวอร์จึงจะตั้งบทบาทผู้จัดได้', en: 'Setting the organiser role takes the Manage Server permission.' },
  'late-precon-only': { th: 'ผู้จัดเพิ่มผู้เล่นเข้าช้าได้ด้วยเด็คสำเร็จรูป (precon:…) เท่านั้น — ผู้จัดเปิดเด็คที่ผู้เล่นบันทึกไว้ไม่ได้ ไม่มีอะไรถูกเปลี่ยน', en: 'A late entry by the organiser takes a preconstructed deck (precon:…) only — an organiser cannot open a player\'s saved decks. Nothing was changed.' },
  'deck-not-found': { th: 'ไม่พบเด็ค "{name}"', en: 'Deck "{name}" not found.' },
  'deck-invalid': { th: 'เด็คใช้ไม่ได้ในรูปแบบ {format}:\n{errors}', en: 'Deck is not legal in {format}:\n{errors}' },
  'bad-outcome': { th: 'ระบุผล: wins_a/wins_b หรือ outcome (แพ้ทั้งคู่ / เสมอ)', en: 'Give a score (wins_a/wins_b) or an outcome (double loss / draw).' },
  'guild-only': { th: 'ใช้คำสั่งลีกได้ในเซิร์ฟเวอร์เท่านั้น', en: 'League commands work in a server only.' },
  // Confirmations and announcements.
  'created': { th: 'สร้างลีก **{name}** แล้ว (รหัส `{id}`) · {structure} · Bo{bo} · รอบละ {hours} ชม.{deadline}\nสมัครด้วย `/league join league:{id}`', en: 'League **{name}** created (id `{id}`) · {structure} · best-of-{bo} · {hours} h per round{deadline}\nJoin with `/league join league:{id}`' },
  'deck-deadline-line': { th: '\nส่งเด็คภายใน {at}', en: '\nDeck lists close {at}' },
  'joined': { th: 'สมัคร **{name}** แล้วด้วยเด็ค {deck} (เด็คถูกล็อกเมื่อเริ่มลีก)', en: 'You joined **{name}** with {deck} (decks lock when the league starts).' },
  'joined-public': { th: '<@{user}> สมัครลีก **{name}** ({count} คน)', en: '<@{user}> joined **{name}** ({count} players)' },
  'started': { th: 'เริ่มลีก **{name}** แล้ว: {players} คน {rounds} รอบ', en: 'League **{name}** started: {players} players, {rounds} rounds' },
  'round': { th: '**{name}** — รอบที่ {n} ({phase}) · ปิดรอบ {deadline} ({rel})', en: '**{name}** — round {n} ({phase}) · closes {deadline} ({rel})' },
  'bye': { th: 'ได้บาย (ชนะ 2–0)', en: 'bye (a 2–0 win)' },
  'report-waiting': { th: 'บันทึกผลของคุณแล้ว รอคู่แข่งยืนยัน', en: 'Your report is recorded; waiting for your opponent to confirm.' },
  'report-confirmed': { th: 'ผลตรงกัน ยืนยันแล้ว: โต๊ะ {table} {score}', en: 'Both reports agree; confirmed: table {table} {score}' },
  'report-disputed': { th: 'ผลที่รายงานไม่ตรงกัน ส่งให้ผู้จัดตัดสินแล้ว', en: 'The reports disagree; the organiser has been asked to decide.' },
  'dispute-public': { th: '⚠️ <@{organiser}> ผลโต๊ะ {table} รอบ {n} ของ **{name}** ไม่ตรงกัน: <@{a}> รายงาน {ra}, <@{b}> รายงาน {rb} — ตัดสินด้วย `/league result`', en: '⚠️ <@{organiser}> table {table} of round {n} in **{name}** is disputed: <@{a}> reported {ra}, <@{b}> reported {rb} — decide with `/league result`' },
  'dropped-ok': { th: 'คุณออกจาก **{name}** แล้ว ผลที่ผ่านมายังอยู่ในตารางคะแนน', en: 'You dropped from **{name}**; your results stay in the standings.' },
  'result-ok': { th: 'บันทึกผลโต๊ะ {table} รอบ {n}: {score}', en: 'Recorded table {table}, round {n}: {score}' },
  'double-loss': { th: 'แพ้ทั้งคู่', en: 'double loss' },
  'repaired': { th: 'จับคู่รอบ {n} ใหม่แล้ว', en: 'Round {n} re-paired.' },
  'late-ok': { th: 'เพิ่ม <@{user}> เข้าลีกแล้ว (รอบที่พลาดนับเป็นแพ้ {missed} รอบ)', en: 'Added <@{user}> as a late entry ({missed} missed round(s) count as losses).' },
  'dq-ok': { th: 'ตัดสิทธิ์ <@{user}> แล้ว', en: 'Disqualified <@{user}>.' },
  'extended': { th: 'ขยายเวลารอบ {n} ถึง {deadline}', en: 'Round {n} extended to {deadline}.' },
  'role-ok': { th: 'ตั้งบทบาทผู้จัดลีกเป็น <@&{role}> แล้ว', en: 'League organiser role set to <@&{role}>.' },
  'remind': { th: '⏰ <@{a}> <@{b}> แมตช์ลีก **{name}** รอบ {n} ต้องเล่นให้จบภายใน {deadline} ({rel})', en: '⏰ <@{a}> <@{b}> your **{name}** round {n} match must be played by {deadline} ({rel})' },
  'expired': { th: '⌛ <@{organiser}> รอบ {n} ของ **{name}** หมดเวลาแล้ว แมตช์ที่ยังไม่เล่น: {tables}\nตัดสินด้วย `/league result` (outcome: แพ้ทั้งคู่ หรือ เสมอ) หรือ `/league extend`', en: '⌛ <@{organiser}> round {n} of **{name}** reached its deadline. Unplayed: {tables}\nDecide with `/league result` (outcome: double loss or draw) or `/league extend`' },
  'auto-result': { th: '✅ **{name}** รอบ {n} โต๊ะ {table}: <@{a}> {score} <@{b}> (บันทึกอัตโนมัติจากแมตช์)', en: '✅ **{name}** round {n} table {table}: <@{a}> {score} <@{b}> (recorded from the adjudicated match)' },
  'game-ready': { th: 'แมตช์ลีกพร้อมแล้ว: <@{a}> พบ <@{b}> — เล่นได้ทุกเมื่อก่อน {deadline} ({rel}) นาฬิกาตัดสินใจเริ่มนับเมื่อมีการเล่นครั้งแรก', en: 'League match ready: <@{a}> vs <@{b}> — play any time before {deadline} ({rel}); the decision clock starts with the first move.' },
  'next-game': { th: 'เกมถัดไปของซีรีส์ (เกม {k})', en: 'Next game of the series (game {k})' },
  'finished-public': { th: '🏆 **{name}** จบแล้ว! อันดับสุดท้าย:', en: '🏆 **{name}** has finished! Final standings:' },
  'champion': { th: 'แชมป์: <@{user}>', en: 'Champion: <@{user}>' },
  'standings-title': { th: 'ตารางคะแนน {name} (หลังรอบ {n})', en: '{name} standings (after round {n})' },
  'pairings-none': { th: 'ยังไม่มีการจับคู่', en: 'No pairings yet.' },
  'decks-title': { th: 'เด็คของผู้เล่น (เห็นเฉพาะผู้จัด)', en: 'Player decks (organiser only)' },
  'dropped-mark': { th: 'ออกแล้ว', en: 'dropped' },
  'dq-mark': { th: 'ตัดสิทธิ์', en: 'disqualified' },
} satisfies Record<string, Entry>;

export type LeagueKey = keyof typeof S;

export function lt(lang: Lang, key: LeagueKey, vars: Record<string, string | number> = {}): string {
  return S[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

export const LEAGUE_STRINGS = S;
