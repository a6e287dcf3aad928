import { describe, expect, it } from 'vitest'
import { CONTACT_EMAIL_SLOT, OPERATOR_NAME_SLOT } from '../../core/operatorContact.ts'
import { pages } from './content.ts'

const html = (page: (typeof pages)[keyof typeof pages]) =>
  [page.introHtml, ...page.sections.map((section) => section.html)].join('\n')

describe('the legal pages', () => {
  it.each(['privacy', 'terms', 'safety'] as const)(
    '%s carries the operator name and contact slots the server fills in, exactly as built',
    (name) => {
      expect(html(pages[name])).toContain(OPERATOR_NAME_SLOT)
      expect(html(pages[name])).toContain(CONTACT_EMAIL_SLOT)
      expect(pages[name].description).not.toContain('data-operator')
    },
  )
})
