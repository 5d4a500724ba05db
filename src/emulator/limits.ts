/**
 * Discord's limits on message bodies, modals and autocomplete choices, reported as 50035
 * Invalid Form Body with the same error tree Discord returns.
 */
import { FormErrors } from './errors.js';
import { IS_COMPONENTS_V2, validateMessageComponents, validateSelect } from './components.js';
import type { Json } from './types.js';

export const LIMITS = {
  content: 2000,
  embeds: 10,
  embedTotal: 6000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  authorName: 256,
  filesPerMessage: 10,
  modalTitle: 45,
  choices: 25,
} as const;

function embedSize(embed: Json): number {
  const len = (v: unknown) => (typeof v === 'string' ? [...v].length : 0);
  let n = len(embed.title) + len(embed.description);
  n += len((embed.footer as Json | undefined)?.text) + len((embed.author as Json | undefined)?.name);
  for (const f of (embed.fields as Json[] | undefined) ?? []) n += len(f.name) + len(f.value);
  return n;
}

function validateEmbeds(e: FormErrors, embeds: Json[]): void {
  e.size(['embeds'], embeds, 0, LIMITS.embeds);
  let total = 0;
  for (const [i, embed] of embeds.entries()) {
    const p = ['embeds', i];
    if (embed.title !== undefined) e.length([...p, 'title'], embed.title, 0, LIMITS.embedTitle);
    if (embed.description !== undefined) e.length([...p, 'description'], embed.description, 0, LIMITS.embedDescription);
    const fields = (embed.fields as Json[] | undefined) ?? [];
    e.size([...p, 'fields'], fields, 0, LIMITS.embedFields);
    for (const [j, f] of fields.entries()) {
      e.length([...p, 'fields', j, 'name'], f.name, 1, LIMITS.fieldName);
      e.length([...p, 'fields', j, 'value'], f.value, 1, LIMITS.fieldValue);
    }
    const footer = embed.footer as Json | undefined;
    if (footer) e.length([...p, 'footer', 'text'], footer.text, 1, LIMITS.footer);
    const author = embed.author as Json | undefined;
    if (author) e.length([...p, 'author', 'name'], author.name, 1, LIMITS.authorName);
    if (embed.color !== undefined && embed.color !== null) {
      const c = embed.color as number;
      if (!Number.isInteger(c) || c < 0 || c > 0xffffff) e.add([...p, 'color'], 'NUMBER_TYPE_MAX', 'int value should be less than or equal to 16777215.');
    }
    total += embedSize(embed);
  }
  if (total > LIMITS.embedTotal) e.add(['embeds'], 'MAX_EMBED_SIZE_EXCEEDED', `Embed size exceeds maximum size of ${LIMITS.embedTotal}`);
}

/** Validates the parts of a create/edit body that are present; `fileCount` counts new uploads. */
export function validateMessageBody(body: Json, fileCount: number, errors = new FormErrors()): FormErrors {
  const flags = Number(body.flags ?? 0);
  if (body.content !== undefined && body.content !== null) errors.length(['content'], body.content, 0, LIMITS.content);
  if (Array.isArray(body.embeds)) validateEmbeds(errors, body.embeds as Json[]);
  if (Array.isArray(body.components)) validateMessageComponents(errors, body.components as Json[], flags);
  if (flags & IS_COMPONENTS_V2) {
    if (typeof body.content === 'string' && body.content.length > 0) errors.add(['content'], 'MESSAGE_CONTENT_NOT_ALLOWED_WITH_COMPONENTS_V2', 'Content cannot be set when using components v2');
    if (Array.isArray(body.embeds) && body.embeds.length > 0) errors.add(['embeds'], 'MESSAGE_EMBEDS_NOT_ALLOWED_WITH_COMPONENTS_V2', 'Embeds cannot be set when using components v2');
  }
  if (fileCount > LIMITS.filesPerMessage) errors.add(['files'], 'BASE_TYPE_MAX_LENGTH', `Must be ${LIMITS.filesPerMessage} or fewer in length.`);
  if (Array.isArray(body.attachments)) {
    for (const [i, a] of (body.attachments as Json[]).entries()) {
      if (a.description !== undefined && a.description !== null) errors.length(['attachments', i, 'description'], a.description, 0, 1024);
    }
  }
  return errors;
}

function validateTextInput(e: FormErrors, t: Json, p: (string | number)[], withLabel: boolean): void {
  e.length([...p, 'custom_id'], t.custom_id, 1, 100);
  if (t.style !== 1 && t.style !== 2) e.add([...p, 'style'], 'BASE_TYPE_CHOICES', 'Value must be one of {1, 2}.');
  if (withLabel) e.length([...p, 'label'], t.label, 1, 45);
  const min = t.min_length as number | undefined;
  const max = t.max_length as number | undefined;
  if (min !== undefined && (min < 0 || min > 4000)) e.add([...p, 'min_length'], 'NUMBER_TYPE_MAX', 'Must be between 0 and 4000.');
  if (max !== undefined && (max < 1 || max > 4000)) e.add([...p, 'max_length'], 'NUMBER_TYPE_MAX', 'Must be between 1 and 4000.');
  if (t.value !== undefined) e.length([...p, 'value'], t.value, 0, max ?? 4000);
  if (t.placeholder !== undefined) e.length([...p, 'placeholder'], t.placeholder, 0, 100);
}

/** A modal (callback type 9): title 45, 1–5 rows of one text input, or Label/Text Display components. */
export function validateModal(data: Json, e = new FormErrors()): FormErrors {
  e.length(['custom_id'], data.custom_id, 1, 100);
  e.length(['title'], data.title, 1, LIMITS.modalTitle);
  const rows = (data.components as Json[] | undefined) ?? [];
  e.size(['components'], rows, 1, 5);
  const seen = new Set<unknown>();
  for (const [i, row] of rows.entries()) {
    const p = ['components', i];
    let input: Json | undefined;
    if (row.type === 1) {
      const children = (row.components as Json[] | undefined) ?? [];
      e.size([...p, 'components'], children, 1, 1);
      input = children[0];
      if (input) validateTextInput(e, input, [...p, 'components', 0], true);
    } else if (row.type === 18) {
      e.length([...p, 'label'], row.label, 1, 45);
      if (row.description !== undefined) e.length([...p, 'description'], row.description, 0, 100);
      input = row.component as Json | undefined;
      if (!input) e.add([...p, 'component'], 'BASE_TYPE_REQUIRED', 'This field is required');
      else if (input.type === 4) validateTextInput(e, input, [...p, 'component'], false);
      else validateSelect(e, input, [...p, 'component']);
    } else if (row.type === 10) {
      e.length([...p, 'content'], row.content, 1, 4000);
    } else {
      e.add([...p, 'type'], 'UNION_TYPE_CHOICES', 'Value of field "type" must be one of (1, 10, 18).');
    }
    if (input?.custom_id !== undefined) {
      if (seen.has(input.custom_id)) e.add([...p, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
      seen.add(input.custom_id);
    }
  }
  return e;
}

/** Autocomplete result (callback type 8): ≤25 choices, name 1–100, string value ≤100. */
export function validateChoices(data: Json, e = new FormErrors()): FormErrors {
  const choices = (data.choices as Json[] | undefined) ?? [];
  e.size(['choices'], choices, 0, LIMITS.choices);
  for (const [i, c] of choices.entries()) {
    e.length(['choices', i, 'name'], c.name, 1, 100);
    if (typeof c.value === 'string') e.length(['choices', i, 'value'], c.value, 0, 100);
    else if (typeof c.value !== 'number') e.add(['choices', i, 'value'], 'BASE_TYPE_REQUIRED', 'This field is required');
  }
  return e;
}
