/** A modal the bot opened for this column's user: text inputs, labels and selects; submit or cancel. */
import { h } from './dom.js';
import { t } from './i18n.js';
import { markdown } from './markdown.js';
import { renderSelect } from './render.js';

/**
 * @param {any} modal the modal's data (title, custom_id, components)
 * @param {import('./render.js').RenderContext} ctx
 * @param {{ submit(fields: Record<string, string|string[]>): Promise<void>, cancel(): void }} actions
 */
export function renderModal(modal, ctx, actions) {
  const readers = [];
  const error = h('div', { class: 'modal-error', role: 'alert' });

  const field = (input, labelText, description) => {
    const wrap = h('label', { class: 'modal-field' });
    if (labelText) wrap.append(h('div', { class: 'modal-label' }, labelText, input.required !== false ? h('span', { class: 'req' }, ' *') : null));
    if (description) wrap.append(h('div', { class: 'modal-desc' }, description));
    if (input.type === 4) {
      const attrs = {
        class: 'modal-input', dataset: { customId: input.custom_id }, placeholder: input.placeholder ?? '',
        ...(input.max_length ? { maxlength: input.max_length } : {}), ...(input.min_length ? { minlength: input.min_length } : {}),
        ...(input.required !== false ? { required: true } : {}),
      };
      const el = input.style === 2 ? h('textarea', { ...attrs, rows: 4 }) : h('input', { ...attrs, type: 'text' });
      el.value = input.value ?? '';
      readers.push(() => [input.custom_id, el.value]);
      wrap.append(el);
    } else {
      const sel = renderSelect(input, null, ctx, () => undefined);
      readers.push(() => [input.custom_id, sel.values()]);
      wrap.append(sel);
    }
    return wrap;
  };

  const body = h('div', { class: 'modal-body' });
  for (const row of modal.components ?? []) {
    if (row.type === 1) for (const c of row.components ?? []) body.append(field(c, c.label, null));
    else if (row.type === 18) body.append(field(row.component, row.label, row.description));
    else if (row.type === 10) body.append(h('div', { class: 'md', html: markdown(row.content ?? '', { lang: ctx.lang, selfId: ctx.selfId, userName: ctx.userName, roleName: ctx.roleName, channelName: ctx.channelName }) }));
  }
  const submit = h('button', { class: 'btn btn-primary', type: 'submit' }, t(ctx.lang, 'submit'));
  const form = h('form', { class: 'modal', dataset: { customId: modal.custom_id } },
    h('div', { class: 'modal-head' }, h('div', { class: 'modal-app' }, displayBot(ctx)), h('div', { class: 'modal-title' }, modal.title ?? '')),
    body, error,
    h('div', { class: 'modal-foot' }, h('button', { class: 'link-button modal-cancel', type: 'button', onclick: () => actions.cancel() }, t(ctx.lang, 'cancel')), submit));
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    submit.disabled = true;
    error.textContent = '';
    actions.submit(Object.fromEntries(readers.map((r) => r()))).catch((err) => {
      error.textContent = String(err.message ?? err);
      submit.disabled = false;
    });
  });
  const overlay = h('div', { class: 'modal-overlay' }, form);
  overlay.addEventListener('keydown', (ev) => {
    if (ev.key === 'Escape') actions.cancel();
  });
  return overlay;
}

function displayBot(ctx) {
  return ctx.bot.global_name || ctx.bot.username;
}
