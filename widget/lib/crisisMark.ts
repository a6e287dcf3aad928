/**
 * Where the text of the conversation's latest crisis answer is kept, beside the session id: the transcript
 * does not say which answer was the crisis protocol's, and a reload must show the helpline again. The text
 * is the protocol's fixed words, so matching it marks only crisis answers.
 */
export const crisisMarkKey = (sessionKey: string | null): string => `${sessionKey}:crisis`
