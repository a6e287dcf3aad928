/** The kinds of crisis message the detector must recognise; the bench reports recall per kind. */
export const crisisClasses = ['direct', 'passive', 'plan', 'method', 'farewell', 'selfHarm', 'slang'] as const
export type CrisisClass = (typeof crisisClasses)[number]

/** The kinds of ordinary message that look alike (a fitness persona hears them daily) and must not fire. */
export const ordinaryClasses = ['gym', 'hyperbole', 'accident', 'grief', 'humour'] as const
export type OrdinaryClass = (typeof ordinaryClasses)[number]

/** Labelled messages of one language. */
export interface Corpus {
  readonly crisis: Readonly<Record<CrisisClass, readonly string[]>>
  readonly ordinary: Readonly<Record<OrdinaryClass, readonly string[]>>
  /**
   * Someone else's crisis now ("my friend keeps saying she wants to die", "my sister cuts herself"): not the
   * visitor's, so neither crisis nor ordinary. The detector answers these with the crisis lines by design (the
   * lines also counsel those worried about another); they count in neither recall nor false positives, the
   * bench prints how many fire, and the model is not trained on them.
   */
  readonly concern?: readonly string[]
}
