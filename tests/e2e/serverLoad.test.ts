import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A flood of very deep unknown paths (1,020 segments, each once a chain of disk checks that held
 * every other request) on loopback, 50 connections for 5 s, while a normal page is requested one
 * request after another. What is asserted is what does not depend on the machine's load: every
 * request of both is answered, with the right status, and without a single error. How long the
 * page took, before and during the flood, is printed and never asserted: on a busy shared
 * machine any process can stall for a while, and the audit and `npm run loadtest` are where
 * speed is measured. The server runs in its own process (`npm run serve`) and the flood in
 * another (autocannon), so the page's times are the server's, not the clients'.
 */
let server: ChildProcess
let base: string

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] })
  base = await new Promise<string>((resolve, reject) => {
    let out = ''
    server.stdout!.on('data', (chunk: Buffer) => {
      out += chunk
      const url = /at (http:\/\/\S+)/.exec(out)?.[1]
      if (url) resolve(url.replace('localhost', '127.0.0.1'))
    })
    server.once('exit', (code) => reject(new Error(`npm run serve exited with ${code}`)))
  })
})
afterAll(() => {
  server?.kill()
})

const deep = '/a'.repeat(1020)

function request(agent: http.Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
  })
}

/** Requests `path` one after another until `running()` is false; every answer's status and time. */
async function timeRequests(agent: http.Agent, path: string, running: () => boolean) {
  const statuses: number[] = []
  const times: number[] = []
  do {
    const started = performance.now()
    statuses.push(await request(agent, path))
    times.push(performance.now() - started)
  } while (running())
  return { statuses, times }
}

function percentiles(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)]!.toFixed(1)
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted.at(-1)!.toFixed(1)} ms over ${sorted.length} requests`
}

describe('the preview server under a flood of deep paths', () => {
  it('answers every request, the page with 200 and each deep path with 404, without an error', { timeout: 60_000 }, async () => {
    const pageAgent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    // Compression cached, as after the first visitor; then the page alone, for comparison.
    expect(await request(pageAgent, '/about')).toBe(200)
    const quietUntil = performance.now() + 1000
    const quiet = await timeRequests(pageAgent, '/about', () => performance.now() < quietUntil)
    const flood = spawn(process.execPath, ['node_modules/autocannon/autocannon.js', '--json', '-c', '50', '-d', '5', '-H', 'accept-encoding=br', base + deep], { stdio: ['ignore', 'pipe', 'ignore'] })
    let report = ''
    flood.stdout!.on('data', (chunk: Buffer) => (report += chunk))
    let flooding = true
    const finished = new Promise((resolve) => flood.once('exit', resolve)).then(() => (flooding = false))
    const loaded = await timeRequests(pageAgent, '/about', () => flooding)
    await finished
    pageAgent.destroy()
    const result = JSON.parse(report) as { requests: { total: number }; errors: number; timeouts: number; '4xx': number }
    console.log(
      `flood: ${result.requests.total} deep requests on 50 connections in 5 s. /about alone: ${percentiles(quiet.times)}; during the flood: ${percentiles(loaded.times)}`,
    )
    expect(quiet.statuses.every((status) => status === 200)).toBe(true)
    expect(loaded.statuses.every((status) => status === 200)).toBe(true)
    expect(result.errors).toBe(0)
    expect(result.timeouts).toBe(0)
    expect(result.requests.total).toBeGreaterThan(0)
    expect(result['4xx']).toBe(result.requests.total)
  })
})
