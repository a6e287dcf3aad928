import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A self-signed certificate for 127.0.0.1 and localhost, written to `dir/name.key` and `dir/name.pem`. */
export function selfSigned(dir: string, name: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, `${name}.key`)
  const certFile = join(dir, `${name}.pem`)
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${name}.test`],
      ...['-keyout', keyFile, '-out', certFile, '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}
