/** The brand colours outside the stylesheet (theme colour, app manifest); they match --color-brand and --color-bg in renderer/tokens.css. */
export const brandColors = { theme: '#12355b', background: '#ffffff' } as const
