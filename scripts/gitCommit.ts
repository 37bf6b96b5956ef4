import { execFileSync } from 'node:child_process'

/** The commit checked out, short, with `-dirty` when the tree has changes; `unknown` outside git. */
export function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== ''
    return dirty ? `${commit}-dirty` : commit
  } catch {
    return 'unknown'
  }
}
