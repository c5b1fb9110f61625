/**
 * `npm run bench -- --projects 100000 [--database URL] [--duration 10] [--connections 10]`: seed, then run.
 * `npm run bench -- --web [--runs 3] [--preset mobile|desktop]`: Lighthouse on the public pages (bench/web.ts).
 * `npm run bench -- --bundle [--web-root dist/web]`: first-load JavaScript of a client build (bench/first-load.ts).
 * `npm run bench -- --paced [--rate 500] [--only …]`: paced latency beside a hello-world (bench/paced-run.ts).
 * `npm run bench -- --embedded [--rates 100,200,300]`: the event loop on the embedded database (bench/embedded.ts).
 * `npm run bench -- --faults [--duration 60] [--writers 4] [--stop 5]`: writes through a PostgreSQL restart and stop (bench/faults.ts).
 */
import { isMainModule, parseOptions } from './common';
import { run } from './run';
import { seed } from './seed';

async function main(argv: string[]): Promise<void> {
  // The web scenario has its own options and needs no PostgreSQL; Lighthouse is loaded only for it.
  if (argv.includes('--web')) {
    const web = await import('./web');
    return web.runWeb(web.parseWebOptions(argv));
  }
  if (argv.includes('--bundle')) return (await import('./first-load')).printFirstLoads(argv);
  // Open-loop paced latency beside a hello-world, on the database a seed made (issue 12).
  if (argv.includes('--paced')) {
    const paced = await import('./paced-run');
    return paced.runPacedBench(paced.parsePacedOptions(argv));
  }
  if (argv.includes('--embedded')) {
    const embedded = await import('./embedded');
    return embedded.runEmbeddedBench(embedded.parseEmbeddedOptions(argv));
  }
  // Its own PostgreSQL cluster, so it needs no seeded database (issue 17).
  if (argv.includes('--faults')) {
    const faults = await import('./faults');
    return faults.runFaultsBench(faults.parseFaultsOptions(argv));
  }
  const options = parseOptions(argv);
  await seed(options);
  await run(options);
}

if (isMainModule(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
