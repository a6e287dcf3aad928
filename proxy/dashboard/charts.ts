import type { FunnelReport, FunnelRow } from './funnelReport.ts'
import { escapeHtml } from './html.ts'

type Words = readonly [one: string, many?: string]
const CONVERSATIONS: Words = ['conversation', 'conversations']
const CLICKS: Words = ['sign-up click', 'sign-up clicks']

const STEPS = [
  { key: 'conversations', label: 'Conversations', className: 'bar-conversations', words: CONVERSATIONS },
  { key: 'offers', label: 'Reached offer', className: 'bar-offers', words: ['reached the offer'] },
  { key: 'clicks', label: 'Sign-up clicks', className: 'bar-clicks', words: CLICKS },
] as const

/**
 * One partner's funnel as horizontal bars (conversations → reached offer → clicks), scaled to its own
 * conversations. role="img" with the numbers in its name, so a screen reader hears what the bars show.
 */
export function funnelChart(row: FunnelRow): string {
  const label = `${row.name}: ${STEPS.map((step) => `${counted(row[step.key], step.words)}`).join(', ')}`
  const top = Math.max(1, row.conversations)
  const bars = STEPS.map((step, index) => {
    const y = index * 28
    const width = Math.round((row[step.key] / top) * 220)
    return `<text x="0" y="${y + 17}">${step.label}</text><rect class="${step.className}" x="110" y="${y + 4}" width="${width}" height="18" rx="2"/><text x="${116 + width}" y="${y + 17}">${row[step.key]}</text>`
  }).join('')
  return `<svg class="chart" viewBox="0 0 380 84" role="img" aria-label="${escapeHtml(label)}">${bars}</svg>`
}

/** Conversations and sign-up clicks per day as paired columns; the day list is in its accessible name. */
export function dailyChart(report: FunnelReport): string {
  const { daily } = report
  const top = Math.max(1, ...daily.map((day) => day.conversations))
  const slot = 600 / daily.length
  const bar = Math.max(2, Math.floor(slot / 2) - 2)
  const columns = daily
    .map((day, index) => {
      const x = index * slot
      const height = (count: number) => Math.round((count / top) * 150)
      const tick =
        daily.length <= 7 || index % 5 === 0 || index === daily.length - 1
          ? `<text class="tick" x="${x + slot / 2}" y="178" text-anchor="middle">${day.day.slice(5)}</text>`
          : ''
      return `<rect class="bar-conversations" x="${x + 1}" y="${160 - height(day.conversations)}" width="${bar}" height="${height(day.conversations)}"/><rect class="bar-clicks" x="${x + 1 + bar}" y="${160 - height(day.clicks)}" width="${bar}" height="${height(day.clicks)}"/>${tick}`
    })
    .join('')
  const busy = daily.filter((day) => day.conversations > 0 || day.clicks > 0)
  const label = `Conversations and sign-up clicks per day, ${daily[0]?.day} to ${daily.at(-1)?.day}: ${
    busy.length === 0
      ? 'none'
      : busy
          .map(
            (day) =>
              `${day.day}: ${counted(day.conversations, CONVERSATIONS)}, ${counted(day.clicks, CLICKS)}`,
          )
          .join('; ')
  }`
  return `<svg class="chart daily" viewBox="0 0 600 184" role="img" aria-label="${escapeHtml(label)}"><line class="axis" x1="0" y1="160.5" x2="600" y2="160.5"/>${columns}</svg>`
}

function counted(count: number, [one, many = one]: Words): string {
  return `${count} ${count === 1 ? one : many}`
}
