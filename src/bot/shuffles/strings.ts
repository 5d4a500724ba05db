/** What the end of a match says about its shuffles, and the 🔐 button's answers, in Thai and English. */
export const SHUFFLE_STRINGS = {
  'end.shuffles': { th: 'การสับการ์ด', en: 'Shuffles' },
  'end.shufflesVerified': { th: 'สับ {n} ครั้ง: บอทตรวจแล้ว ลำดับทุกกองตรงกับค่าแฮช SHA-256 ที่ประกาศตอนสับ ✅ — ลำดับยังเป็นความลับ: ผู้เล่นแต่ละคนดูของตัวเองได้ด้วยปุ่ม 🔐 และทุกคนจะเห็นทั้งหมดเมื่อผู้เล่นทั้งสองยินยอมใน /match replay', en: '{n} shuffles: the bot checked that every pile\'s order matches the commitment (SHA-256) published when it was shuffled ✅ — the orders stay secret: each player sees their own with 🔐, everyone sees all of them once both players agree in /match replay' },
  'end.shufflesMismatch': { th: '⚠️ สับ {n} ครั้ง: มีค่าแฮชที่ประกาศไว้ซึ่งไม่ตรงกับลำดับ — แจ้งกรรมการ', en: '⚠️ {n} shuffles: a commitment does not match its order — tell a judge' },
  'shuffles.button': { th: 'การสับของฉัน', en: 'My shuffles' },
  'shuffles.mine': { th: 'การสับของคุณในแมตช์นี้ ({n} ครั้ง): ค่าเกลือและลำดับการ์ด (ล่างสุดก่อน) — ค่าแฮช SHA-256 ของแต่ละบรรทัด (ครั้งที่ ผู้เล่น กอง ลำดับ และค่าเกลือ) ต้องตรงกับค่าแฮชที่ประกาศไว้', en: 'Your shuffles in this match ({n}): the salt and the card order (bottom first) — the SHA-256 of each line\'s {n, seat, pile, order, salt} must equal its published commitment' },
  'shuffles.all': { th: 'ผู้เล่นทั้งสองยินยอมแล้ว: การสับทั้งหมดของแมตช์นี้ ({n} ครั้ง)', en: 'Both players agreed: every shuffle of this match ({n})' },
  'shuffles.notYet': { th: 'ลำดับการสับจะเปิดให้ทุกคนดูเมื่อผู้เล่นทั้งสองยินยอมใน /match replay เท่านั้น (ผู้เล่นดูของตัวเองได้)', en: 'The shuffled orders are shown to everyone only once both players agree in /match replay (each player can see their own).' },
  'shuffles.notEnded': { th: 'ดูการสับได้เมื่อเกมจบแล้วเท่านั้น', en: 'Shuffles can be seen only once the game has ended.' },
} as const;
