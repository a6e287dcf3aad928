/**
 * Every persona the product knows: one line each, naming her folder (core/personas/<id>/, see
 * docs/personas.md). The export's name is her id.
 */
export * as mia from './mia/mia.ts'
export * as nora from './nora/nora.ts'
