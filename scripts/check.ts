/**
 * `npm run check`: ESLint and both type checks (the whole project, then the browser's side
 * without Node's types) at once, each in its own process. Each is mostly one thread, so on two
 * cores the three take about as long as the slowest (about 35 s) rather than their sum (about
 * 60). Each one's output is printed whole when it ends, under its name; the script fails when
 * any of them does, after all have ended.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const tsc = require.resolve('typescript/bin/tsc')
// ESLint's package exports no bin path; its package.json sits beside bin/.
const eslint = path.join(path.dirname(require.resolve('eslint/package.json')), 'bin/eslint.js')

// The same commands as `npm run lint` and `npm run typecheck`'s two. Their output goes through a
// pipe, where each would drop its colours and tsc its code frames: in a terminal they keep them.
const terminal = process.stdout.isTTY
const jobs = [
  { name: 'lint (eslint .)', args: [eslint, '.', ...(terminal ? ['--color'] : [])] },
  { name: 'typecheck (tsc --noEmit)', args: [tsc, '--noEmit', ...(terminal ? ['--pretty'] : [])] },
  { name: 'typecheck, the browser’s side (tsc --noEmit -p tsconfig.browser.json)', args: [tsc, '--noEmit', '-p', 'tsconfig.browser.json', ...(terminal ? ['--pretty'] : [])] },
]

function run({ name, args }: (typeof jobs)[number]): Promise<boolean> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    const output: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk))
    // A process that cannot be started reports an error and then its close: told once.
    let ended = false
    const end = (passed: boolean, why: string) => {
      if (ended) return
      ended = true
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`${passed ? 'passed' : 'FAILED'}: ${name}, ${seconds} s${why}`)
      const text = Buffer.concat(output).toString().trimEnd()
      if (text) console.log(text)
      resolve(passed)
    }
    child.on('error', (error) => end(false, `: ${error.message}`))
    child.on('close', (code, signal) => end(code === 0, code === 0 ? '' : signal ? `: stopped by ${signal}` : `: exit code ${code}`))
  })
}

const results = await Promise.all(jobs.map(run))
process.exitCode = results.every(Boolean) ? 0 : 1
