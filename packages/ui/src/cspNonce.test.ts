import { getNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCspNonce } from './cspNonce';

describe('applyCspNonce', () => {
  afterEach(() => {
    for (const meta of document.querySelectorAll('meta[property="csp-nonce"]')) meta.remove();
  });

  it('hands the nonce of <meta property="csp-nonce"> to the style-inserting libraries', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'bm9uY2Utb25l');
    document.head.append(meta);
    expect(applyCspNonce()).toBe('bm9uY2Utb25l');
    expect(getNonce()).toBe('bm9uY2Utb25l');
  });

  it('does nothing on a page without one', () => {
    expect(applyCspNonce()).toBeUndefined();
  });
});
