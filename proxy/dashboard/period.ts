export const PERIODS = [7, 30, 365] as const
export type Period = (typeof PERIODS)[number]

/** The period a dashboard request asks for with `?days=`, else the shortest. */
export function periodOf(days: unknown): Period {
  return PERIODS.find((period) => String(period) === days) ?? PERIODS[0]
}
