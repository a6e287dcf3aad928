import { describe, expect, it } from 'vitest'
import { addressCheck, guardedLookup } from './addressGuard.ts'

const strict = addressCheck({ allowPrivate: false, allowedNetworks: [] })

describe('addressCheck', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.8',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fd12:3456::1',
    'fc00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
  ])('refuses %s', (address) => {
    expect(strict(address)).toBe(false)
  })

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows the public address %s', (address) => {
    expect(strict(address)).toBe(true)
  })

  it('refuses what is not an address', () => {
    expect(strict('localhost')).toBe(false)
  })

  it('lets the operator allow every private address, or some networks', () => {
    expect(addressCheck({ allowPrivate: true, allowedNetworks: [] })('127.0.0.1')).toBe(true)
    const some = addressCheck({ allowPrivate: false, allowedNetworks: ['10.1.2.0/24', '::1/128'] })
    expect(some('10.1.2.9')).toBe(true)
    expect(some('::1')).toBe(true)
    expect(some('10.1.3.9')).toBe(false)
    expect(some('127.0.0.1')).toBe(false)
  })
})

describe('guardedLookup', () => {
  const lookup = (hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((resolve) =>
      guardedLookup(strict)(hostname, { all }, (error, address) => resolve({ error, address })),
    )

  it('refuses a name that resolves to loopback, naming the address', async () => {
    const { error } = await lookup('localhost', true)
    expect(error?.message).toMatch(/localhost resolves to (127\.0\.0\.1|::1), a private address/)
  })

  it('passes addresses through when allowed, in the form the caller asked for', async () => {
    const open = guardedLookup(() => true)
    const single = await new Promise<unknown[]>((resolve) =>
      open('localhost', { family: 4 }, (...args) => resolve(args)),
    )
    expect(single).toEqual([null, '127.0.0.1', 4])
  })
})
