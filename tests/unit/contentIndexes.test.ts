import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSteps } from '../../scripts/build'
import { temporaryDir } from '../fixtures/temporaryDir'

describe('the content indexes (content/*.ts)', { timeout: 60_000 }, () => {
  /** Runs the build's first step in a copy of the repository whose `file` is changed by `edit`. */
  function firstStepWith(file: string, edit: (source: string) => string) {
    const dir = temporaryDir('indexes-')
    for (const part of ['tsconfig.json', 'tsconfig.content.json', 'content', 'lib', 'renderer']) cpSync(part, path.join(dir, part), { recursive: true, filter: (f) => !f.includes('/photos/') })
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
    writeFileSync(path.join(dir, file), edit(readFileSync(file, 'utf8')))
    const [command, args] = buildSteps[0]!
    const run = spawnSync(command, args, { cwd: dir, encoding: 'utf8' })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  }

  it('are checked before anything is built: a misspelt area stops the build with the file, line and the name meant', () => {
    const run = firstStepWith('content/neighbourhoods.ts', (source) => source.replace("name: 'Port Credit', area: 'mississauga'", "name: 'Port Credit', area: 'missisauga'"))
    expect(run.status).not.toBe(0)
    expect(run.output).toMatch(/content\/neighbourhoods\.ts\(\d+,\d+\)/)
    expect(run.output).toContain('"missisauga"')
    expect(run.output).toContain('Did you mean \'"mississauga"\'?')
  })

  it('pass as they are', () => {
    expect(firstStepWith('content/areas.ts', (source) => source).status).toBe(0)
  })
})
