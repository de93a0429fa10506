import { createRequire } from 'node:module';
import { createRemoteConfigs } from '@shop/config-rspack';

const require = createRequire(import.meta.url);

export default createRemoteConfigs({
  name: 'cart_order',
  dirname: import.meta.dirname,
  exposes: { './routes': './src/expose/routes.ts' },
  nodeRuntimePlugin: require.resolve('@module-federation/node/runtimePlugin'),
});
