/**
 * The doorway guard (content/doorway.ts) finds exactly the pairs of places whose own text
 * shares more than half of its 5-word phrases, as comparing every pair would. (A copy found in
 * each language, with its message: validation.test.ts's doorway-copy.)
 */
import { describe, expect, it } from 'vitest'
import { doorwayWarnings } from '../../content/doorway.ts'
import type { Place } from '../../content/types.generated.ts'

/** Sentence `n`: five words of its own, so that each is one phrase, shared by no other sentence. */
const sentence = (n: number) => `w${n}a w${n}b w${n}c w${n}d w${n}e`

/** A place whose own text is the given sentences, one field each. */
const place = (name: string, sentences: readonly number[]) =>
  ({ name, intro: sentences.map(sentence), services: [], response: { heading: '', description: '' }, callToAction: { heading: '', text: '' } }) as unknown as Place

describe('the doorway guard', () => {
  it('flags the pairs sharing more than half of their phrases, and only those, as every pair compared', () => {
    let seed = 7
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31)
    // Pages drawn from a few templates with their own sentences too: overlaps on both sides of a half.
    const templates = [0, 1, 2].map((t) => Array.from({ length: 30 }, (_, i) => 1000 * t + i))
    const sets = Array.from({ length: 120 }, (_, i) => {
      const shared = templates[i % 3]!.filter(() => random() < 0.5 + 0.4 * random())
      const own = Array.from({ length: Math.floor(random() * 25) }, (_, k) => 10_000 + 100 * i + k)
      return [...new Set([...shared, ...own])]
    })
    // A page whose own phrases are exactly half shared with another's is not flagged (more than half is).
    sets.push([50_001, 50_002, 50_003], [50_001, 50_002, 50_003, 50_004, 50_005, 50_006])
    const places = sets.map((s, i) => ({ file: `/data/places/p${i}.yaml`, place: place(`Place ${i}`, s) }))

    const expected: string[] = []
    for (let j = 0; j < sets.length; j++)
      for (let i = 0; i < j; i++) {
        const both = sets[i]!.filter((x) => sets[j]!.includes(x)).length
        if (both / (sets[i]!.length + sets[j]!.length - both) > 0.5) expected.push(`p${j} repeats p${i}`)
      }
    const found = doorwayWarnings(places).map((p) => `${/p\d+/.exec(p.file)![0]} repeats ${/repeats \S*(p\d+)\.yaml/.exec(p.message)![1]}`)
    expect(expected.length).toBeGreaterThan(20)
    expect(expected.length).toBeLessThan((sets.length * (sets.length - 1)) / 8)
    expect(found.sort()).toEqual(expected.sort())
  })
})
