export interface MarkdownContext {
  selfId?: string;
  lang: string;
  userName(id: string): string;
  roleName(id: string): string;
  channelName(id: string): string;
}
export function escapeHtml(s: string): string;
export function markdown(text: string, ctx: MarkdownContext): string;
