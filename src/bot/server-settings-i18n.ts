/** The strings of /sanam's per-server game settings (server-settings.ts), spread into i18n.ts's one table. */
export const SERVER_SETTING_STRINGS = {
  'settings.turnTime.set': { th: 'แมตช์สปิริตดวลใหม่ในเซิร์ฟเวอร์นี้มีเวลา {seconds} วินาทีต่อเทิร์น (กฎข้อ {rule}) แมตช์ที่กำลังเล่นอยู่ใช้เวลาเดิม', en: 'New Spirit Duel matches on this server get {seconds} seconds per turn (rule {rule}); matches already under way keep their time.' },
  'settings.turnTime.reset': { th: 'แมตช์สปิริตดวลใหม่ในเซิร์ฟเวอร์นี้กลับไปใช้เวลามาตรฐาน {seconds} วินาทีต่อเทิร์น (กฎข้อ {rule})', en: 'New Spirit Duel matches on this server are back to the standard {seconds} seconds per turn (rule {rule}).' },
  'settings.turnTime.range': { th: 'เวลาต่อเทิร์นต้องเป็นจำนวนเต็มตั้งแต่ {min} ถึง {max} วินาที หรือ 0 เพื่อใช้ค่ามาตรฐาน (ได้รับ {got}) ไม่มีอะไรถูกเปลี่ยน', en: 'Turn time must be a whole number of seconds from {min} to {max}, or 0 for the standard time (got {got}). Nothing was changed.' },
  'settings.manageGuild': { th: 'ต้องมีสิทธิ์จัดการเซิร์ฟเวอร์จึงจะเปลี่ยนการตั้งค่านี้ได้ ไม่มีอะไรถูกเปลี่ยน', en: 'You need the Manage Server permission to change this setting. Nothing was changed.' },
  'settings.turnTime.sdOnly': { th: 'เวลาต่อเทิร์นใช้ได้กับสปิริตดวลเท่านั้น ไม่มีอะไรถูกเปลี่ยน', en: 'A turn time applies to Spirit Duel only. Nothing was changed.' },
  'settings.turnTime.challenge': { th: '⏰ เวลาเทิร์นละ {seconds} วินาที (กฎข้อ {rule})', en: '⏰ {seconds} seconds per turn (rule {rule})' },
} satisfies Record<string, { th: string; en: string }>;
