import { crisisLines, fallbackCrisisLines, type CrisisLine } from '../../../core/safety/crisisLines.ts'
import * as styles from './CrisisLineTable.css.ts'

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

/**
 * The crisis line and emergency number for each country the chat serves, from the list the server's supportive
 * message uses (core/safety/crisisLines.ts), so the page and the chat never disagree. Numbers are call links.
 */
export function CrisisLineTable() {
  const rows = Object.entries(crisisLines)
    .map(([country, entry]) => ({ country, name: regionNames.of(country) ?? country, ...entry }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Crisis lines and emergency numbers by country</caption>
      <thead>
        <tr>
          <th scope="col">Country</th>
          <th scope="col">Crisis line, and emergency number</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.country}>
            <th scope="row">{row.name}</th>
            <td>
              {row.lines.map((line) => (
                <Line key={line.number} line={line} />
              ))}
              <Emergency number={row.emergency} />
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">Any other country</th>
          <td>
            <p className={styles.line}>
              Lines worldwide at{' '}
              <a href={fallbackCrisisLines.directory} target="_blank" rel="noopener noreferrer">
                {new URL(fallbackCrisisLines.directory).host}
              </a>
            </p>
            <Emergency number={fallbackCrisisLines.emergency} />
          </td>
        </tr>
      </tbody>
    </table>
  )
}

function Line({ line }: { line: CrisisLine }) {
  return (
    <p className={styles.line}>
      {line.name}: <Phone number={line.number} />
      {line.text && ' (call or text)'}
    </p>
  )
}

function Emergency({ number }: { number: string }) {
  return (
    <p className={styles.line}>
      Emergency: <Phone number={number} />
    </p>
  )
}

function Phone({ number }: { number: string }) {
  return (
    <a href={`tel:${number.replace(/\s+/g, '')}`} className={styles.number}>
      {number}
    </a>
  )
}
