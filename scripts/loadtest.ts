/**
 * `npm run loadtest`: a bounded load test of the static server (`npm start`'s) on loopback only:
 * 50 connections for 10 s over the main pages. Fails on any error or non-2xx answer and prints
 * requests per second and p99 latency.
 */
import autocannon from 'autocannon'
import { startServer } from './server'

const paths = ['/', '/services', '/services/raccoon-removal-brampton', '/heart-lake-west-wildlife-removal', '/blog', '/contact', '/springdale/raccoon-removal']
const server = await startServer({ root: 'dist/client', host: '127.0.0.1' })
const url = server.url.replace('localhost', '127.0.0.1')
try {
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'gzip, br' } })),
  })
  const bad = result.errors + result.timeouts + result.non2xx
  console.log(`load test: ${result.requests.total} requests in ${result.duration} s over ${paths.length} pages, 50 connections`)
  console.log(`  requests/s: mean ${Math.round(result.requests.average)}, p99 latency ${result.latency.p99} ms, mean ${result.latency.average} ms`)
  console.log(`  errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`)
  process.exitCode = bad === 0 ? 0 : 1
} finally {
  await server.close()
}
