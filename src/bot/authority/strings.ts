/** Refusals of the authority checks (server scope, policy table, judge calls), in Thai and English. */
export const AUTHORITY_STRINGS = {
  'judge.callThreadOnly': { th: 'เรียกกรรมการได้จากเธรดของแมตช์นี้เท่านั้น', en: 'A judge can be called only from this match\'s thread.' },
  'judge.callLimitedMatch': { th: 'มีการเรียกกรรมการสำหรับแมตช์นี้ไปแล้วเมื่อไม่นานนี้ รอ {minutes} นาทีก่อนเรียกอีกครั้ง', en: 'A judge was called for this match recently; wait {minutes} min before calling again.' },
  'judge.callLimitedUser': { th: 'คุณเพิ่งเรียกกรรมการไป รอ {minutes} นาทีก่อนเรียกอีกครั้ง', en: 'You called a judge recently; wait {minutes} min before calling again.' },
  'judge.numberNotYours': { th: 'คุณไม่ได้เป็นผู้เล่นในแมตช์นี้ จึงตอบคำถามนี้ไม่ได้', en: 'You are not a player in this match, so you cannot answer this.' },
  'auth.manager': { th: 'ต้องมีสิทธิ์จัดการเซิร์ฟเวอร์ (Manage Server) ในเซิร์ฟเวอร์นี้จึงจะทำได้ ไม่มีอะไรถูกเปลี่ยน', en: 'You need the Manage Server permission in this server for this; nothing was changed.' },
  'auth.guildOnly': { th: 'ใช้ได้ในเซิร์ฟเวอร์เท่านั้น ไม่มีอะไรถูกเปลี่ยน', en: 'This works only in a server; nothing was changed.' },
  'auth.noPolicy': { th: 'คำสั่งหรือปุ่มนี้ยังไม่ได้กำหนดว่าใครใช้ได้ จึงไม่ได้ทำอะไร', en: 'Nobody has been allowed to use this yet, so nothing was done.' },
} as const;
