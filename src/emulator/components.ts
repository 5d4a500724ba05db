/**
 * Message components: Discord's layout limits (legacy action rows and Components V2) and a walker
 * that finds interactive components by custom_id for click()/select().
 */
import type { FormErrors } from './errors.js';
import type { Json } from './types.js';

export const IS_COMPONENTS_V2 = 1 << 15;
export const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
const V2_TOP = new Set([1, 9, 10, 12, 13, 14, 17]);
const V2_IN_CONTAINER = new Set([1, 9, 10, 12, 13, 14]);

type Path = (string | number)[];

/** Every component, depth-first, with its path inside `components`. */
export function* walkComponents(components: Json[], path: Path = []): Generator<{ c: Json; path: Path }> {
  for (const [i, c] of components.entries()) {
    const p = [...path, i];
    yield { c, path: p };
    if (Array.isArray(c.components)) yield* walkComponents(c.components as Json[], [...p, 'components']);
    if (c.accessory && typeof c.accessory === 'object') yield { c: c.accessory as Json, path: [...p, 'accessory'] };
    if (c.component && typeof c.component === 'object') yield { c: c.component as Json, path: [...p, 'component'] };
  }
}

export function findComponent(components: Json[], customId: string): Json | undefined {
  for (const { c } of walkComponents(components)) if (c.custom_id === customId) return c;
  return undefined;
}

function validateButton(e: FormErrors, b: Json, p: Path): void {
  const style = b.style as number;
  if (![1, 2, 3, 4, 5, 6].includes(style)) e.add([...p, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2, 3, 4, 5, 6}.');
  if (b.label !== undefined) e.length([...p, 'label'], b.label, 0, 80);
  if (style === 5) {
    e.length([...p, 'url'], b.url, 1, 512);
    if (b.custom_id !== undefined) e.add([...p, 'custom_id'], 'BUTTON_COMPONENT_INVALID_URL_WITH_CUSTOM_ID', 'A link button cannot have a custom id');
  } else if (style !== 6) {
    e.length([...p, 'custom_id'], b.custom_id, 1, 100);
  }
  if (style !== 6 && !b.label && !b.emoji) e.add([...p, 'label'], 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED', 'A button needs a label or an emoji');
}

export function validateSelect(e: FormErrors, s: Json, p: Path): void {
  e.length([...p, 'custom_id'], s.custom_id, 1, 100);
  if (s.placeholder !== undefined) e.length([...p, 'placeholder'], s.placeholder, 0, 150);
  const min = (s.min_values as number | undefined) ?? 1;
  const max = (s.max_values as number | undefined) ?? 1;
  if (min < 0 || min > 25) e.add([...p, 'min_values'], 'NUMBER_TYPE_MAX', 'Must be between 0 and 25.');
  if (max < 1 || max > 25) e.add([...p, 'max_values'], 'NUMBER_TYPE_MAX', 'Must be between 1 and 25.');
  if (min > max) e.add([...p, 'min_values'], 'SELECT_COMPONENT_MIN_GT_MAX', 'min_values cannot exceed max_values');
  if (s.type === 3) {
    const options = (s.options as Json[] | undefined) ?? [];
    e.size([...p, 'options'], options, 1, 25);
    if (max > options.length && options.length > 0) e.add([...p, 'max_values'], 'SELECT_COMPONENT_MAX_VALUES_TOO_HIGH', `Must be less than or equal to ${options.length}.`);
    const seen = new Set<unknown>();
    for (const [i, o] of options.entries()) {
      e.length([...p, 'options', i, 'label'], o.label, 1, 100);
      e.length([...p, 'options', i, 'value'], o.value, 1, 100);
      if (o.description !== undefined) e.length([...p, 'options', i, 'description'], o.description, 0, 100);
      if (seen.has(o.value)) e.add([...p, 'options', i, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Select option values must be unique');
      seen.add(o.value);
    }
  }
}

function validateRow(e: FormErrors, row: Json, p: Path): void {
  const children = (row.components as Json[] | undefined) ?? [];
  e.size([...p, 'components'], children, 1, 5);
  const selects = children.filter((c) => SELECT_TYPES.has(c.type as number)).length;
  if (selects > 0 && children.length > 1) {
    e.add([...p, 'components'], 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'The specified component exceeds the maximum width');
  }
  for (const [i, c] of children.entries()) {
    const cp = [...p, 'components', i];
    if (c.type === 2) validateButton(e, c, cp);
    else if (SELECT_TYPES.has(c.type as number)) validateSelect(e, c, cp);
    else e.add([...cp, 'type'], 'UNION_TYPE_CHOICES', `Value of field "type" must be one of (2, 3, 5, 6, 7, 8).`);
  }
}

function validateV2(e: FormErrors, c: Json, p: Path, allowed: Set<number>): number {
  let textLength = 0;
  if (!allowed.has(c.type as number)) e.add([...p, 'type'], 'UNION_TYPE_CHOICES', `Component type ${String(c.type)} is not allowed here.`);
  switch (c.type) {
    case 1: validateRow(e, c, p); break;
    case 10: e.length([...p, 'content'], c.content, 1, 4000); textLength += String(c.content ?? '').length; break;
    case 9: {
      const texts = (c.components as Json[] | undefined) ?? [];
      e.size([...p, 'components'], texts, 1, 3);
      for (const [i, t] of texts.entries()) textLength += validateV2(e, t, [...p, 'components', i], new Set([10]));
      const acc = c.accessory as Json | undefined;
      if (!acc) e.add([...p, 'accessory'], 'BASE_TYPE_REQUIRED', 'This field is required');
      else if (acc.type === 2) validateButton(e, acc, [...p, 'accessory']);
      else if (acc.type !== 11) e.add([...p, 'accessory', 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (2, 11).');
      break;
    }
    case 12: e.size([...p, 'items'], c.items as Json[] | undefined, 1, 10); break;
    case 17: {
      for (const [i, child] of ((c.components as Json[] | undefined) ?? []).entries()) {
        textLength += validateV2(e, child, [...p, 'components', i], V2_IN_CONTAINER);
      }
      break;
    }
  }
  return textLength;
}

/** Layout limits, custom_id rules and uniqueness for a message's `components`. */
export function validateMessageComponents(e: FormErrors, components: Json[], flags: number): void {
  if (flags & IS_COMPONENTS_V2) {
    const total = [...walkComponents(components)].length;
    if (total > 40) e.add(['components'], 'BASE_TYPE_MAX_LENGTH', 'Must be 40 or fewer in length.');
    let text = 0;
    for (const [i, c] of components.entries()) text += validateV2(e, c, ['components', i], V2_TOP);
    if (text > 4000) e.add(['components'], 'MESSAGE_COMPONENTS_TEXT_TOO_LONG', 'The total text length of components must be 4000 or fewer.');
  } else {
    e.size(['components'], components, 0, 5);
    for (const [i, row] of components.entries()) {
      if (row.type !== 1) e.add(['components', i, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1,).');
      else validateRow(e, row, ['components', i]);
    }
  }
  const seen = new Set<string>();
  for (const { c, path } of walkComponents(components)) {
    if (typeof c.custom_id !== 'string') continue;
    if (seen.has(c.custom_id)) e.add(['components', ...path, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
    seen.add(c.custom_id);
  }
}
