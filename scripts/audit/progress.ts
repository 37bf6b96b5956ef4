const clock = (ms: number) => {
  if (!Number.isFinite(ms)) return '--:--'
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** `[#########...............] 12/45  27%  elapsed 1:36  ETA 4:24`: the ETA assumes the remaining steps take as long as the done ones. */
export function progressBar(done: number, total: number, elapsedMs: number, width = 24): string {
  const share = total ? Math.min(1, done / total) : 1
  const filled = Math.round(share * width)
  const eta = done ? (elapsedMs / done) * (total - done) : Number.NaN
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${String(Math.round(share * 100)).padStart(3)}%  elapsed ${clock(elapsedMs)}  ETA ${clock(eta)}`
}
