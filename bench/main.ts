/** `npm run bench -- --projects 100000 [--database URL] [--duration 10] [--connections 10]`: seed, then run. */
import { isMainModule, parseOptions } from './common';
import { run } from './run';
import { seed } from './seed';

if (isMainModule(import.meta.url)) {
  const options = parseOptions();
  seed(options)
    .then(() => run(options))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
