/** Thai names and descriptions for slash commands through Discord's localizations (English is the default). */
export interface Localized { name: string; th: string; desc: string; descTh: string }

export function names(l: Localized) {
  return { name: l.name, nameLocalizations: { th: l.th }, description: l.desc, descriptionLocalizations: { th: l.descTh } };
}
