import { describe, expect, it } from 'vitest'
import { fillTemplate, hasMacros, macroValues, templateProblem } from './signupTemplate.ts'
import { testClick } from './testing/conversionStoreContract.ts'

describe('sign-up URL templates', () => {
  it('fills every macro from the click', () => {
    const template =
      'https://offer.example/signup?aff=123&s1={click_id}&s2={partner}&v={variant}&c={country}&d={device}&p={persona}&l={lang}&a={sub1}&b={sub2}&e={sub3}'
    expect(fillTemplate(template, macroValues(testClick('k-0123456789abcdefgh')))).toBe(
      'https://offer.example/signup?aff=123&s1=k-0123456789abcdefgh&s2=acme&v=warm&c=DE&d=phone&p=mia&l=de&a=campaign-7&b=&e=x.y_z~1',
    )
  })

  it('URL-encodes values, so none can add a parameter, a fragment or a path', () => {
    const click = testClick('k-0123456789abcdefgh', undefined, {
      partner: 'a&admin=1#frag/../x?y',
      subIds: { sub1: '%2F' },
    })
    const url = new URL(
      fillTemplate('https://offer.example/s/{partner}?p={partner}&q={sub1}', macroValues(click)),
    )
    expect([...url.searchParams.keys()]).toEqual(['p', 'q'])
    expect(url.searchParams.get('p')).toBe('a&admin=1#frag/../x?y')
    expect(url.searchParams.get('q')).toBe('%2F')
    expect(url.hash).toBe('')
    expect(url.pathname).toBe('/s/a%26admin%3D1%23frag%2F..%2Fx%3Fy')
  })

  it('refuses an unknown macro or a template that is no http(s) URL, naming it', () => {
    expect(templateProblem('https://offer.example/?c={clickid}&x={sub6}')).toMatch(
      /^unknown macro \{clickid\}, \{sub6\} \(known: \{click_id\}/,
    )
    expect(templateProblem('{partner}://offer.example/')).toBe(
      'expected an http(s) URL once its macros are filled',
    )
    expect(templateProblem('https://offer.example/?c={click_id}')).toBeUndefined()
    expect(templateProblem('https://offer.example/signup')).toBeUndefined()
  })

  it('tells a template from a plain URL', () => {
    expect(hasMacros('https://offer.example/?c={click_id}')).toBe(true)
    expect(hasMacros('https://offer.example/signup?a=1')).toBe(false)
  })
})
