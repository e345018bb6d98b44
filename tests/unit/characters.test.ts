import { describe, expect, it } from 'vitest'
import { readYaml } from '../../content/checkFile.ts'
import { formatProblem } from '../../content/problem.ts'
import type { SchemaId } from '../../content/schemas.ts'
import { ROOT } from '../project.ts'

/** What reading a small file finds, as a maintainer reads it: a place's file, unless named. */
const problems = (text: string, file = 'places/x.yaml', schema: SchemaId = 'place.schema.json') => readYaml(`${ROOT}/data/${file}`, new TextEncoder().encode(text), schema).problems.map(formatProblem)

/** A small file's one problem, exactly. */
const pinned = (text: string, message: string) => expect(problems(text)).toEqual([message])

describe('characters pasted from word processors, and invisible ones', () => {
  it.each([
    ['title: "Garage\u200b Doors"\n', 'data/places/x.yaml:1:15 error title holds U+200B ZERO WIDTH SPACE at column 15, a character no one can see: delete it'],
    ['intro:\n  - Doors\u000bfor all\n', 'data/places/x.yaml:2:10 error intro[1st] holds U+000B CONTROL CHARACTER at column 10, a character no one can see: delete it'],
    ['name: La\u00a0Mesa\n', 'data/places/x.yaml:1:9 error name holds U+00A0 NO-BREAK SPACE at column 9, a space that keeps words together, wrong in a name: type an ordinary space instead'],
    ['seo:\n  title: Best Doors \u{1F6AA}\n', 'data/places/x.yaml:2:21 error seo.title holds U+1F6AA at column 21, an emoji (\u{1F6AA}), which search results and screen readers do not show as meant in a title: delete it'],
    ['hero:\n  title: \u201cSame-day repairs\u201d\n', 'data/places/x.yaml:2:10 error hero.title is wrapped in curly quotes, which the page would show: remove them (write quotes around a value only to keep YAML from reading it otherwise, and then straight ones)'],
  ])('%j', pinned)

  it('leaves typographic apostrophes and quotes inside text, no-break spaces in running text, and emoji-free titles alone', () => {
    expect(problems('intro:\n  - La Mesa\u2019s \u201cvillage\u201d homes, 25\u00a0minutes away\ntitle: Doors\n')).toEqual([])
  })

  it('leaves the signs ©, ® and ™, and alt text that says what the picture shows alone', () => {
    expect(problems('intro:\n  - LiftMaster\u00ae openers \u00a9 and \u2122\nhero:\n  image:\n    alt: A hero of the neighbourhood, its banner held high.\n')).toEqual([])
  })

  it('finds an alt text of generic words whatever their case, number and accents', () => {
    expect(problems('hero:\n  image:\n    alt: Im\u00e1genes de portada\n')).toEqual(['data/places/x.yaml:3:10 error hero.image.alt is "Im\u00e1genes de portada", which tells someone who cannot see the picture nothing: say in one plain sentence what it shows'])
  })

  it('names the character when the file writes it as an escape, at the value', () => {
    expect(problems('title: "Doors\\u200b"\n')).toEqual(['data/places/x.yaml:1:8 error title holds U+200B ZERO WIDTH SPACE, a character no one can see: delete it'])
  })
})

describe("what a paste or a half-done edit leaves (the fifth maintainer trial's)", () => {
  it.each([
    ['intro:\n  - "a matter of trust.\u2028Here is"\n', 'data/places/x.yaml:2:24 error intro[1st] holds U+2028 LINE SEPARATOR at column 24, a line break no one can see, where a space belongs: type a space instead'],
    ['intro:\n  - una peque\ufffda reparación\n', 'data/places/x.yaml:2:14 error intro[1st] holds U+FFFD REPLACEMENT CHARACTER at column 14, where a letter was lost as the text passed between encodings: type the letter it stood for'],
    ['intro:\n  - With a ??? warranty\n', 'data/places/x.yaml:2:12 error intro[1st] holds "???" at column 12, a placeholder the page would show: write the text it stands for (text still to be written is marked TODO, which keeps its page a draft)'],
    ['intro:\n  - Within XX minutes\n', 'data/places/x.yaml:2:12 error intro[1st] holds "XX" at column 12, a placeholder the page would show: write the text it stands for (text still to be written is marked TODO, which keeps its page a draft)'],
  ])('%j', pinned)

  it('leaves the twentieth century alone', () => {
    expect(problems('intro:\n  - Casas del siglo XX. ¿Necesita ayuda? Le preguntamos a su vecino.\n')).toEqual([])
  })
})

describe('emoji, each one problem however many code points it has', () => {
  it.each([
    ['\u2714\ufe0f', 'U+2714 U+FE0F'],
    ['\u260e\ufe0f', 'U+260E U+FE0F'],
    ['\u00a9\ufe0f', 'U+00A9 U+FE0F'],
    ['\u{1F468}\u200d\u{1F527}', 'U+1F468 U+200D U+1F527'],
    ['\u{1F3F3}\ufe0f\u200d\u{1F308}', 'U+1F3F3 U+FE0F U+200D U+1F308'],
    ['1\ufe0f\u20e3', 'U+0031 U+FE0F U+20E3'],
    ['\u{1F1FA}\u{1F1F8}', 'U+1F1FA U+1F1F8'],
    ['\u{1F44D}\u{1F3FD}', 'U+1F44D U+1F3FD'],
  ])('%s', (emoji, codes) => {
    expect(problems(`intro:\n  - Doors ${emoji} fixed\n`)).toEqual([`data/places/x.yaml:2:11 error intro[1st] holds ${codes} at column 11, an emoji (${emoji}), out of place in a business's text (screen readers read it out by its name): delete it`])
  })

  it('leaves symbols that text has always had alone, written without U+FE0F', () => {
    expect(problems('intro:\n  - \u2713 \u2714 \u2611 \u2610 \u2717 \u25aa \u25b6 \u25ba \u27a4 \u27a1 \u2192 \u2194 \u26a0 \u260e \u00a9 \u00ae \u2122 doors\n')).toEqual([])
  })

  it('finds a U+FE0F or U+200D left alone as a character no one can see', () => {
    expect(problems('intro:\n  - Doors\ufe0f and\u200d gates\n')).toEqual([
      'data/places/x.yaml:2:10 error intro[1st] holds U+FE0F VARIATION SELECTOR-16 at column 10, a character no one can see: delete it',
      'data/places/x.yaml:2:15 error intro[1st] holds U+200D ZERO WIDTH JOINER at column 15, a character no one can see: delete it',
    ])
  })
})

describe('compatibility characters (the eleventh trial\'s row B2a)', () => {
  it('names a fullwidth letter with what to type', () => {
    expect(problems('title: Garage \uff24oors\n')).toEqual([
      'data/places/x.yaml:1:15 error title holds U+FF24 FULLWIDTH LATIN CAPITAL LETTER D at column 15, a form of "D" pasted from a PDF or word processor, which searches and screen readers may not take for "D": type "D" instead',
    ])
  })

  it('leaves whole Greek and Cyrillic words, units and signs NFKC would change, and a non-breaking hyphen in a fact (its dash rule) alone', () => {
    expect(problems('intro:\n  - \u0413\u0430\u0440\u0430\u0436 \u0397\u039f\u039c\u0395, 1.\u00ba, 80\u00a0%, 9 m\u00b2 \u00bd \u2122 \u2026 5 \u00b5m, 5 \u03bcm, 2 k\u03a9, 20 \u00b0C\n')).toEqual([])
    expect(problems('responseTime: "1\u20112 h"\n')).toEqual(['data/places/x.yaml:1:17 error responseTime holds U+2011 NON-BREAKING HYPHEN at column 17, which looks like "-" but is another character: type that instead'])
  })
})

describe('square brackets, a placeholder in text around all of it or around words that ask for it', () => {
  it.each([
    ['intro:\n  - "[Street names]"\n', 'data/places/x.yaml:2:6 error intro[1st] holds "[Street names]" at column 6'],
    ['intro:\n  - Doors for [Your text here] homes\n', 'data/places/x.yaml:2:15 error intro[1st] holds "[Your text here]" at column 15'],
    ['intro:\n  - Doors. [insert a photo of the shop]\n', 'data/places/x.yaml:2:12 error intro[1st] holds "[insert a photo of the shop]" at column 12'],
    ['intro:\n  - Doors for [TBD] homes\n', 'data/places/x.yaml:2:16 error intro[1st] holds "TBD" at column 16'],
    ['intro:\n  - Doors for [Company name here] homes\n', 'data/places/x.yaml:2:15 error intro[1st] holds "[Company name here]" at column 15'],
    ['intro:\n  - Puertas [Escriba aqu\u00ed el texto]\n', 'data/places/x.yaml:2:13 error intro[1st] holds "[Escriba aqu\u00ed el texto]" at column 13'],
  ])('%j', (text, message) => {
    expect(problems(text)).toEqual([`${message}, a placeholder the page would show: write the text it stands for (text still to be written is marked TODO, which keeps its page a draft)`])
  })

  it('leaves an aside in brackets in text, and brackets in a link or a fact, alone', () => {
    expect(problems('intro:\n  - Our technicians [all CSLB licensed] come to you\nresponseTime: "[25-40]"\n')).toEqual([])
    expect(problems('navigation:\n  - label: Doors\n    href: /contact?a[b]=1\n  - label: More\n    href: "[Your link here]"\n', 'layout.yaml', 'layout.schema.json')).toEqual([])
  })
})

describe('an email address in text', () => {
  it('is an email address, not a web address, whatever its parts', () => {
    expect(problems('intro:\n  - Write to sales.info@doors.com.\n')).toEqual([
      "data/places/x.yaml:2:14 error intro[1st] holds an email address (sales.info@doors.com) at column 14: the pages show the business's address from site.yaml's email, the one place it is written; remove it here (or write {email} where the field fills it in)",
    ])
  })
})

describe('the fields of the schema the caller names, whatever the file is called', () => {
  it('reads a place called Site as a place, not as site.yaml', () => {
    expect(problems('intro:\n  - Call 619-555-0142 today\n', 'places/site.yaml')).toEqual([
      "data/places/site.yaml:2:10 error intro[1st] holds a phone number (619-555-0142) at column 10: the pages show the business's number from site.yaml's telephone, the one place it is written; remove it here (or write {phone} where the field fills it in)",
    ])
  })
})
