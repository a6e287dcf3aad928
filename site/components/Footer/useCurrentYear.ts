import { useSyncExternalStore } from 'react'

/**
 * The current year, read in the browser. While hydrating it first reports the year the page was prerendered,
 * so the server HTML matches, then React re-renders with the visitor's year if they differ.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, currentYear, prerenderYear)
}

function subscribe(): () => void {
  return () => {}
}

function currentYear(): number {
  return new Date().getFullYear()
}

function prerenderYear(): number {
  return Number(import.meta.env.VITE_BUILD_YEAR) || currentYear()
}
