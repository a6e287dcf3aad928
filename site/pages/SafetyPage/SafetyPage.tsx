import { CrisisLineTable } from '../../components/CrisisLineTable/CrisisLineTable.tsx'
import type { PageEntry } from '../../paths.ts'
import { ContentPage } from '../ContentPage/ContentPage.tsx'

/** The section of safety.md that the table of crisis lines completes. */
export const linesSectionId = 'the-lines-country-by-country'

/** The published crisis protocol: its Markdown, with the lines per country from the one list the server uses. */
export function SafetyPage({ entry }: { entry: PageEntry }) {
  return <ContentPage entry={entry} name="safety" sectionExtras={{ [linesSectionId]: <CrisisLineTable /> }} />
}
