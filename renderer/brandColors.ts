/**
 * The brand colours that leave the stylesheet: the browser theme colour and the app manifest.
 * They match --color-brand and --color-bg in renderer/tokens.css.
 */
export const brandColors = { theme: '#12355b', background: '#ffffff' } as const
