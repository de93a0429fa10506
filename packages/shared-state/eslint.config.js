import base from '@shop/config-eslint';

export default base;
