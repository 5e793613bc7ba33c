import { describe, expect, it } from 'vitest';
import type { SenderState } from '#shared/schemas/senders.ts';
import { initialValues, senderBody, smtpUrl } from './sender-forms.ts';

describe('the senders page’s forms', () => {
  it('puts the typed password into the SMTP address so the server reads it back exactly', () => {
    const url = smtpUrl('smtps://studio@smtp.gmail.com:465', 'p@ss:w/rd%20 x');
    expect(url).toBe('smtps://studio:p%40ss%3Aw%2Frd%2520%20x@smtp.gmail.com:465');
    expect(decodeURIComponent(new URL(url).password)).toBe('p@ss:w/rd%20 x');
    // No password typed: the address as it is, for the server to keep the stored one.
    expect(smtpUrl('smtps://studio@smtp.gmail.com:465', '')).toBe('smtps://studio@smtp.gmail.com:465');
    // An address that does not parse goes as typed, for the server to refuse in Korean.
    expect(smtpUrl('smtp.gmail.com', 'secret')).toBe('smtp.gmail.com');
  });

  it('fills the form from what is in force, never a secret, and builds the body the API takes', () => {
    const solapi: SenderState = {
      kind: 'solapi',
      source: 'settings',
      env: null,
      stored: {
        values: {
          apiKey: 'NCSKEY01',
          sender: '02-123-4567',
          pfId: 'KA01PF',
          templates: 'payment-received=KA01TP-PAY,lesson-reminder=KA01TP-REM',
        },
        secretHint: '설정됨 · …9xYz',
        updatedAt: '2026-11-25T01:00:00.000Z',
      },
    };
    const values = initialValues(solapi);
    expect(values).toMatchObject({
      apiKey: 'NCSKEY01',
      apiSecret: '',
      sender: '02-123-4567',
      pfId: 'KA01PF',
      'template:payment-received': 'KA01TP-PAY',
      'template:lesson-reminder': 'KA01TP-REM',
    });
    expect(senderBody('solapi', { ...values, 'template:lesson-reminder': ' ' })).toEqual({
      kind: 'solapi',
      body: {
        apiKey: 'NCSKEY01',
        apiSecret: '',
        sender: '02-123-4567',
        pfId: 'KA01PF',
        templates: { 'payment-received': 'KA01TP-PAY' },
      },
    });
  });

  it('shows the environment’s values when the environment wins', () => {
    const smtp: SenderState = {
      kind: 'smtp',
      source: 'env',
      env: { url: 'smtps://env@mail.example.com:465', from: 'env@studio.example' },
      stored: {
        values: { url: 'smtp://page@127.0.0.1:2525', from: 'page@studio.example' },
        secretHint: null,
        updatedAt: '2026-11-25T01:00:00.000Z',
      },
    };
    expect(initialValues(smtp)).toEqual({
      url: 'smtps://env@mail.example.com:465',
      password: '',
      from: 'env@studio.example',
    });
  });
});
