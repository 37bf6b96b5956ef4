/**
 * The toast queue (add, update, dismiss, remove; at most 1 visible; dismissed toasts
 * are removed after 1,000,000 ms). Plain module state with subscribers, so anything can show a
 * toast without loading the toast UI, which is fetched the first time one is shown.
 */
export interface Toast {
  id: number
  title: string
  description?: string
  open: boolean
}

const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 1_000_000

/**
 * How long a toast stays open: the old site's 5 seconds, which a short thanks needs, or longer
 * for one with more to read: 2 seconds to notice it and a quarter of a second a word. (One that
 * gives the 24/7 number stays until it is closed: ToastHost.)
 */
export function toastDuration(toast: Pick<Toast, 'title' | 'description'>): number {
  const words = `${toast.title} ${toast.description ?? ''}`.split(/\s+/).filter(Boolean).length
  return Math.max(TOAST_DURATION_MS, 2000 + words * 250)
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getToasts(): Toast[] {
  return toasts
}

/** Adds a toast; with a limit of one, it replaces whatever was showing. */
export function showToast(title: string, description?: string): number {
  const id = nextId++
  emit([{ id, title, description, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return id
}

function updateToast(id: number, patch: Partial<Omit<Toast, 'id'>>) {
  emit(toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)))
}

/** Closes a toast now and forgets it later (the old site's removal delay). */
export function dismissToast(id: number) {
  updateToast(id, { open: false })
  setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY_MS)
}

function removeToast(id: number) {
  emit(toasts.filter((t) => t.id !== id))
}

/** Closes every toast showing: a lead dialog opening over one would be covered by it. */
export function dismissAllToasts() {
  for (const toast of toasts) if (toast.open) dismissToast(toast.id)
}
