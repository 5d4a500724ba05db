/* global fetch, URLSearchParams */
/** The emulator's control API, through the page's own server (same origin). */
export class ApiError extends Error {
  constructor(status, body) {
    super(body?.error ?? `HTTP ${status}`);
    this.status = status;
    this.reason = body?.reason;
  }
}

export async function get(path, params = {}) {
  const q = new URLSearchParams(params).toString();
  const res = await fetch(`/_control/${path}${q ? `?${q}` : ''}`);
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body);
  return body;
}

export async function post(path, payload) {
  const res = await fetch(`/_control/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body);
  return body;
}

/** Attachment URLs name the emulator's own address; the page fetches them through its server. */
export function localUrl(url) {
  if (typeof url !== 'string') return undefined;
  const i = url.indexOf('/attachments/');
  if (i >= 0) return url.slice(i);
  return /^https?:\/\//.test(url) ? url : undefined;
}
