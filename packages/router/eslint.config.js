import base from '@shop/config-eslint';

export default [...base, { rules: { 'no-restricted-imports': 'off' } }];
