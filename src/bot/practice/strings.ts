/** The strings of the practice opponent, the judge tools and replays (spread into src/bot/i18n.ts). */
export const TOOLS_STRINGS = {
  'practice.started': { th: 'เริ่มแมตช์ฝึกกับสนามแล้ว (ระดับ {level}): {link}', en: 'Practice match against Sanam started (level {level}): {link}' },
  'practice.noAi': { th: 'ยังฝึกเกม {game} กับสนามไม่ได้', en: 'Sanam cannot play {game} yet.' },
  'practice.noDeck': { th: 'ไม่มีเด็คสำเร็จรูปให้สนามใช้ในรูปแบบ {format}', en: 'There is no ready-made deck for Sanam in {format}.' },
  'practice.opponent': { th: 'สนาม (AI ระดับ {level})', en: 'Sanam (AI, {level})' },
  'practice.level.easy': { th: 'ง่าย', en: 'easy' },
  'practice.level.normal': { th: 'ปกติ', en: 'normal' },
} satisfies Record<string, { th: string; en: string }>;
