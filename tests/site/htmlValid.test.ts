import { describe, expect, inject, it } from 'vitest'
import { HtmlValidate } from 'html-validate'
import { allPages } from './html.ts'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const siteDir = inject('siteDir')
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style rules, not validity: HTML attribute names are ASCII case-insensitive (HTML spec
    // §13.1.2.3) and React writes `charSet` and `popoverTarget`; React closes void elements `<br/>`.
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'long-title': 'off',
  },
})

describe('the built HTML is valid (html-validate) and has no inline style attributes', () => {
  it.each(allPages(siteDir).map(([file]) => file))('%s', async (file) => {
    const html = readFileSync(join(siteDir, file), 'utf8')
    const report = await validator.validateString(html, file)
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))
    expect(messages).toEqual([])
    expect(html).not.toMatch(/\sstyle="/)
  })
})
