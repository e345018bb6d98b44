import { describe, expect, it } from 'vitest'
import { applyInsertion, findInsertion } from '../../renderer/vikeInsertion.ts'

const ours = '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>A</title></head><body>A</body></html>'
const link = '<link rel="stylesheet" type="text/css" href="/assets/static/styles.abc.css">'
const vikes = ours.replace('<head>', `<head>${link}`)

describe('the tags Vike adds to a page', () => {
  it('are found as one insertion and repeated on another page', () => {
    const insertion = findInsertion(ours, vikes)
    expect(insertion.prefix + insertion.text + ours.slice(insertion.prefix.length)).toBe(vikes)
    const other = ours.replace(/A/g, 'B')
    expect(applyInsertion(other, insertion)).toBe(other.replace('<head>', `<head>${link}`))
  })

  it('give the page unchanged when Vike added nothing', () => {
    expect(applyInsertion(ours, findInsertion(ours, ours))).toBe(ours)
  })

  it('stop the build when Vike changed the page in two places', () => {
    const twice = vikes.replace('</body>', '<script src="/x.js"></script></body>')
    expect(() => findInsertion(ours, twice)).toThrow("Vike's prerendered page differs from the renderer's output by more than one insertion")
  })

  it('stop the build when Vike removed something', () => {
    expect(() => findInsertion(ours, ours.replace('<title>A</title>', ''))).toThrow('more than one insertion')
  })

  it('stop the build when another page does not start like the sample', () => {
    const insertion = findInsertion(ours, vikes)
    expect(() => applyInsertion('<!DOCTYPE html><html lang="es"><head></head></html>', insertion)).toThrow('does not start like the page Vike prerendered')
  })
})
