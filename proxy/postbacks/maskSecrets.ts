/** Query names whose values are credentials: partners put their own tokens and signatures there. */
const SECRET_NAME = /token|secret|key|sig|hash|hmac|pass|auth|credential/i

/** The URL as the delivery log shows it: the values of secret-looking query parameters replaced by ***. */
export function maskSecrets(url: string): string {
  const [beforeHash = '', ...hash] = url.split('#')
  const [base = '', ...query] = beforeHash.split('?')
  if (query.length === 0) return url
  const masked = query
    .join('?')
    .split('&')
    .map((pair) => {
      const [name = '', ...value] = pair.split('=')
      return value.length > 0 && SECRET_NAME.test(safeDecode(name)) ? `${name}=***` : pair
    })
    .join('&')
  return [`${base}?${masked}`, ...hash].join('#')
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text
  }
}
