import type { YAMLError } from 'yaml'

/** A parser's message without its position and the excerpt that follows it. */
export const parserMessage = (message: string) => message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')

const indentOf = (line: string) => line.length - line.trimStart().length
/** The value part of a `key: value` or `- value` line, with its column (0-based), if it has one. */
function valueOf(line: string): { value: string; at: number } | undefined {
  const m = /^(\s*(?:- +)?(?:[^\s:#][^:#]*?:\s+)?)(\S.*)$/.exec(line)
  return m ? { value: m[2]!, at: m[1]!.length } : undefined
}

/** The `yaml` parser's first syntax error in `text` in plain words (cases people meet; others the parser's), at the line and column of the fix. */
export function explainYamlError(error: YAMLError, text: string): { line: number; column: number; message: string } {
  const lines = text.split(/\r?\n/)
  const { line, col: column } = error.linePos?.[0] ?? { line: 1, col: 1 }
  const here = lines[line - 1] ?? ''
  const plain = (l: number, c: number, message: string) => ({ line: l, column: c, message: `YAML syntax: ${message}` })
  // A tab in the indentation, whatever the parser made of it (in a folded paragraph it reads as an indentation error).
  const tab = /^ *\t/.exec(here)
  if (tab) return plain(line, tab[0].length, 'this line is indented with a tab; YAML needs spaces: replace the tab with spaces (two per level)')
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = here.trim().replace(/:.*$/, '')
      const first = lines.findIndex((l, i) => i < line - 1 && indentOf(l) === indentOf(here) && l.trim().replace(/:.*$/, '') === key)
      return plain(line, column, `the field "${key}" is given twice in the same group${first >= 0 ? ` (first on line ${first + 1})` : ''}: keep one of them`)
    }
    case 'MISSING_CHAR': {
      const quote = /closing (["'])/.exec(error.message)?.[1]
      if (quote) {
        const opened = lines.findIndex((l) => {
          const v = valueOf(l)
          return v !== undefined && v.value.startsWith(quote) && !v.value.slice(1).includes(quote)
        })
        if (opened >= 0) return plain(opened + 1, valueOf(lines[opened]!)!.at + 1, `this text opens with ${quote} but never closes it: end it with ${quote} on the same line, or remove the opening ${quote}`)
      }
      break
    }
    case 'BAD_INDENT': {
      const bracket = /end with a ([\]}])/.exec(error.message)?.[1]
      if (bracket) {
        const open = bracket === ']' ? '[' : '{'
        const opened = lines.slice(0, line - 1).findLastIndex((l) => l.includes(open))
        return plain(opened >= 0 ? opened + 1 : line, opened >= 0 ? lines[opened]!.indexOf(open) + 1 : column, `this list opens with ${open} but never closes it: end it with ${bracket} on the same line`)
      }
      if (/must start at the same column/.test(error.message)) {
        const sibling = lines.slice(0, line - 1).findLast((l) => l.trim() !== '' && !l.trim().startsWith('#'))
        const more = sibling !== undefined && indentOf(here) > indentOf(sibling)
        return plain(line, indentOf(here) + 1, `this line is indented ${more ? 'more' : 'less'} than the fields of its group: start it at the same column as the lines it belongs with (spaces only)`)
      }
      break
    }
    case 'BLOCK_AS_IMPLICIT_KEY': {
      const value = valueOf(here)
      if (value && /:\s/.test(value.value))
        return plain(line, column, `this text holds a colon followed by a space, which YAML reads as a new field: put the whole text in quotes, like "${value.value.replace(/"/g, '\\"')}"`)
      const next = lines.findIndex((l, i) => i >= line && l.trim() !== '')
      if (next >= 0 && indentOf(lines[next]!) > indentOf(here))
        return plain(next + 1, indentOf(lines[next]!) + 1, 'this line is indented more than the field above it: start it at the same column as the fields of its group (spaces only)')
      break
    }
    case 'MULTILINE_IMPLICIT_KEY':
      if (!/:(\s|$)/.test(here)) {
        const words = here.trim().split(/\s+/)
        return plain(line, column, `this line has no colon after its field name: write it as "${words[0]}: ${words.slice(1).join(' ')}"`)
      }
      break
  }
  return plain(line, column, parserMessage(error.message))
}
