import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { charsetFirst } from '../../build/head'
import { checkHtmlValid, nuFindings } from '../../scripts/audit/htmlValid'
import { temporaryDir } from '../fixtures/temporaryDir'

const valid = '<!DOCTYPE html>\n<html lang="en-CA">\n<head>\n<meta charset="utf-8">\n<title>Fine</title>\n</head>\n<body><p>Fine.</p></body>\n</html>\n'

describe('charsetFirst', () => {
  it('moves the charset declaration to the top of the head, before an inlined stylesheet', () => {
    const html = `<!DOCTYPE html>\n<html>\n<head><style>${'a{color:red}'.repeat(120)}</style>\n<meta charset="utf-8">\n<title>T</title>\n</head></html>`
    const fixed = charsetFirst(html)
    expect(fixed.indexOf('<meta charset="utf-8">')).toBeLessThan(100)
    expect(fixed.match(/<meta charset/g)).toHaveLength(1)
    expect(fixed).toContain('<title>T</title>')
    expect(fixed.replace('<meta charset="utf-8">\n', '')).toBe(html.replace('\n<meta charset="utf-8">', '').replace('<head>', '<head>\n'))
  })

  it('leaves a document without a head or a charset alone', () => {
    expect(charsetFirst('<p>x</p>')).toBe('<p>x</p>')
    expect(charsetFirst('<head><title>x</title></head>')).toBe('<head><title>x</title></head>')
  })
})

// Java starts in a second or two on a quiet machine, much longer on a busy one.
describe('the Nu HTML Checker gate', { timeout: 60_000 }, () => {
  it('passes valid pages and fails each invalid one, naming the file, line and error', async () => {
    const dir = temporaryDir('nu-')
    mkdirSync(path.join(dir, 'blog'))
    writeFileSync(path.join(dir, 'index.html'), valid)
    writeFileSync(path.join(dir, 'blog', 'late-charset.html'), valid.replace('<head>\n<meta charset="utf-8">', `<head>\n<style>${'p{margin:0}'.repeat(120)}</style>\n<meta charset="utf-8">`))
    writeFileSync(path.join(dir, 'refresh.html'), valid.replace('<title>', '<meta http-equiv="refresh" content="0;url=/a">\n<title>'))
    // Standard CSS newer than the checker passes; an at-rule nobody defines does not.
    writeFileSync(path.join(dir, 'transitions.html'), valid.replace('<title>', '<style>@view-transition{navigation:auto}</style>\n<title>'))
    writeFileSync(path.join(dir, 'containers.html'), valid.replace('<title>', '<style>p{container-type:inline-size}b{container:row/inline-size}@container row (width < 10rem){b{display:none}}</style>\n<title>'))
    writeFileSync(path.join(dir, 'unknown.html'), valid.replace('<title>', '<style>@made-up-rule{navigation:auto}</style>\n<title>'))
    const result = await checkHtmlValid(dir)
    expect(result.findings.map((f) => [f.severity, f.page])).toEqual([
      ['error', '/blog/late-charset'],
      ['error', '/refresh'],
      ['error', '/unknown'],
    ])
    expect(result.findings[0]!.message).toMatch(/^line 5: .*charset.*first 1024 bytes/)
    expect(result.findings[1]!.message).toMatch(/0;url=\/a/)
  })

  it('reads an empty report as no findings, and a message without a file as the validator’s', () => {
    expect(nuFindings('{"messages":[]}', '/site')).toEqual([])
    expect(nuFindings('{"messages":[{"type":"non-document-error","message":"IO error"},{"type":"info","message":"x"}]}', '/site')).toEqual([{ severity: 'error', rule: 'nu-document', page: 'validator', message: 'IO error', value: null, threshold: null }])
  })
})
