/** Where the dev servers send /api: DEV_API_URL, else the proxy `npm run dev` starts on port 8787. */
export function devApiUrl(env: Record<string, string | undefined> = process.env): string {
  return env.DEV_API_URL || 'http://127.0.0.1:8787'
}
