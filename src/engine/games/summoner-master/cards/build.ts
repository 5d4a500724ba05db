/** Small constructors that keep the card lists readable; every field still ends up as plain data. */
import { t } from '../../../core/text.js';
import type { ComboOption, Element, MysticDef, Req, SealDef } from '../types.js';

export const el = (v: Element): Req => ({ k: 'element', v });
export const ty = (v: string): Req => ({ k: 'type', v });

export function combo(id: string, name: string, reqs: Req[], vals: Omit<ComboOption, 'id' | 'name' | 'reqs'>): ComboOption {
  return { id, name, reqs, ...vals };
}

type SealInput = Omit<SealDef, 'kind' | 'combos' | 'skills' | 'triggers' | 'statics' | 'keywords' | 'name' | 'text'> &
  Partial<Pick<SealDef, 'combos' | 'skills' | 'triggers' | 'statics' | 'keywords'>> & { th: string; en: string; textTh?: string; textEn?: string };

export function seal(x: SealInput): SealDef {
  const { th, en, textTh, textEn, ...rest } = x;
  return { kind: 'seal', combos: [], skills: [], triggers: [], statics: [], keywords: {}, ...rest, name: t(th, en), text: t(textTh ?? '', textEn ?? '') };
}

type MysticInput = Omit<MysticDef, 'kind' | 'do' | 'statics' | 'name' | 'text'> & Partial<Pick<MysticDef, 'do' | 'statics'>> & { th: string; en: string; textTh: string; textEn: string };

export function mystic(x: MysticInput): MysticDef {
  const { th, en, textTh, textEn, ...rest } = x;
  return { kind: 'mystic', do: [], statics: [], ...rest, name: t(th, en), text: t(textTh, textEn) };
}
