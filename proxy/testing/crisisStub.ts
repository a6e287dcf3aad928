import type { detectCrisis } from '../../core/safety/detectCrisis.ts'

/** How the chat path reads a message for a crisis. */
type CrisisDetector = typeof detectCrisis

/** The crisis marker the stub detector reacts to, so tests not about the detector never depend on its training. */
export const CRISIS_MARK = '[[crisis]]'

/** A detector for tests that are not about crisis wording: a message is a crisis when it holds CRISIS_MARK. */
export const stubDetector: CrisisDetector = (text) =>
  text.includes(CRISIS_MARK) ? { language: 'en', matched: CRISIS_MARK } : undefined
