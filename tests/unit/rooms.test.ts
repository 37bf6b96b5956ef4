import path from 'node:path'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Browser-safe code (content/, lib/, components/, the page's script and its islands) is kept
 * apart from build-time code (build/, scripts/) by the type settings and the lint settings, so a
 * client import of a build module fails `npm run typecheck` and `npm run lint`.
 */
const root = path.resolve(import.meta.dirname, '../..')

/** Type-checks `files` with tsconfig.browser.json's settings (no Node types). */
function browserDiagnostics(files: string[]): string[] {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.browser.json'), ts.sys.readFile)
  const { options, fileNames } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root)
  // The config's declaration files (the build's constants) come with every check.
  const declarations = fileNames.filter((f) => f.endsWith('.d.ts'))
  const program = ts.createProgram([...declarations, ...files.map((f) => path.join(root, f))], options)
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.relative(root, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)
}

// A type check or a lint run takes seconds, more on a busy machine: the default 5 s would fail
// on load alone.
describe('the browser side and the build side', { timeout: 60_000 }, () => {
  it('a module importing build code fails the browser typecheck, naming the Node module it reaches', () => {
    const problems = browserDiagnostics(['tests/fixtures/browserImportsBuild.ts'])
    expect(problems.join('\n')).toMatch(/build\/boot\.ts: Cannot find name 'node:crypto'/)
  })

  it('the page script and the library pass the browser typecheck', () => {
    expect(browserDiagnostics(['renderer/+client.ts', 'lib/urls.ts', 'lib/lead/send.ts'])).toEqual([])
  })

  it('lint refuses Node modules and build code in browser-side folders, not in build/', async () => {
    const eslint = new ESLint({ cwd: root })
    const code = "import { readFileSync } from 'node:fs'\nimport { bootScriptHash } from '../build/boot'\nexport const x = [readFileSync, bootScriptHash]\n"
    const messagesFor = async (filePath: string) => (await eslint.lintText(code, { filePath: path.join(root, filePath) }))[0]!.messages.map((m) => m.ruleId)
    expect(await messagesFor('lib/fixture.ts')).toEqual(['no-restricted-imports', 'no-restricted-imports'])
    expect(await messagesFor('components/Fixture.tsx')).toEqual(['no-restricted-imports', 'no-restricted-imports'])
    expect(await messagesFor('build/fixture.ts')).toEqual([])
  })
})
