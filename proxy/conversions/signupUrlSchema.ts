import { z } from 'zod'
import { templateProblem } from './signupTemplate.ts'

/** SIGNUP_URL or a partner's signupUrl: an http(s) URL, possibly with macros, each one known. */
export const signupUrlTemplate = z
  .url({ protocol: /^https?$/, error: 'expected an http(s) URL' })
  .superRefine((template, ctx) => {
    const problem = templateProblem(template)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
