import { expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

it('keeps an IPv4 address, mapped or not, as it is', () => {
  expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
});

it('counts every address of an IPv6 /64 as one, however it is written', () => {
  const key = '2001:db8:a:b::/64';
  for (const ip of [
    '2001:db8:a:b::1',
    '2001:0db8:000a:000b:ffff:ffff:ffff:ffff',
    '2001:DB8:A:B:1234::9',
    '2001:db8:a:b:0:0:0:0',
    '2001:db8:a:b::',
    '2001:db8:a:b:1:2:192.0.2.1',
  ]) {
    expect(addressKey(ip)).toBe(key);
  }
  expect(addressKey('2001:db8:a:c::1')).not.toBe(key);
  expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(addressKey('::1')).toBe('0:0:0:0::/64');
  expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
});
