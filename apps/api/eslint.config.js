import base from '@shop/config-eslint';

// The API runs in Node: Intl's one-time cost there is paid at start, not in a shopper's tap.
export default [...base, { rules: { 'no-restricted-properties': 'off' } }];
