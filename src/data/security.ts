/**
 * How to reach the security team, and the OpenPGP key for encrypted reports.
 * /patches/ renders the key; the docs point there for it.
 */
import {company} from './company';

export const securityContact = {
  email: company.contacts.security,
  /** A person acknowledges every report within this many hours. */
  acknowledgeHours: 48,
} as const;

export const securityKey = {
  userId: `Portico Labs Security <${company.contacts.security}>`,
  algorithm: 'Ed25519 (signing), Curve25519 (encryption subkey)',
  fingerprint: '7440 CDE7 203D 231E 9F92  5BAB 3480 3DCB 4273 B1AE',
  created: '2025-02-10',
  expires: '2027-02-10',
  fileName: 'portico-security.asc',
  armored: `-----BEGIN PGP PUBLIC KEY BLOCK-----

mDMEZ6nqQBYJKwYBBAHaRw8BAQdAOZs83ILgU95RYyOzKcdlfroZ79agtcv0CC3h
wZCOJhG0MFBvcnRpY28gTGFicyBTZWN1cml0eSA8c2VjdXJpdHlAcG9ydGljby5l
eGFtcGxlPoiWBBMWCAA+FiEEdEDN5yA9Ix6fklurNIA9y0Jzsa4FAmep6kACGwMF
CQPCZwAFCwkIBwIGFQoJCAsCBBYCAwECHgECF4AACgkQNIA9y0Jzsa7cPgD/XBV2
V2LX4fgYcJFzgCPWign2gsjffow4EbSIGKSiZKIA/RtHRm7guRI58fehq6YF0GAc
vhlHJMT0RS7ux2PcIzQJuDgEZ6nqQBIKKwYBBAGXVQEFAQEHQFU1Ob/jwccFi22h
7CXUBEzu5Gmi8dl2eTPOEgxwkBp9AwEIB4h+BBgWCAAmFiEEdEDN5yA9Ix6fklur
NIA9y0Jzsa4FAmep6kACGwwFCQPCZwAACgkQNIA9y0Jzsa5IYAD7BXobOKJT4ZmH
rONeVYKUb9i6EFrGfIiWrCED7eCDq4ABAOpMC1ah3/b74OHuM3b3PznZLm4t7j6m
xwdfBTu5e30D
=sRJW
-----END PGP PUBLIC KEY BLOCK-----`,
} as const;
