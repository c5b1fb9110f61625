import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md are Biome `noRestrictedImports` overrides in biome.json,
 * checked by `npm run lint` in `npm test`. This proves they bite: each probe file breaks one rule,
 * linted with the project's own biome.json in a scratch copy of the layout (the tree is not touched).
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'shipyard-dependency-rules-'));
copyFileSync(path.join(root, 'biome.json'), path.join(scratch, 'biome.json'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(file: string, source: string): string {
  const full = path.join(scratch, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
  try {
    execFileSync(path.join(root, 'node_modules', '.bin', 'biome'), ['lint', '--max-diagnostics=50', file], { cwd: scratch, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${stdout}${stderr}`;
  }
}

describe('the dependency rules', () => {
  it.each([
    ['a web feature importing another', 'web/src/features/landing/probe.ts', "import { x } from '@web/features/projects/pages/project-detail-page';\nexport const y = x;\n"],
    ['a web feature importing another by path', 'web/src/features/landing/components/probe.ts', "import { x } from '../../projects/components/comments-section';\nexport const y = x;\n"],
    ['shared web code importing a feature', 'web/src/lib/probe.ts', "import { x } from '@web/features/landing/pages/landing-page';\nexport const y = x;\n"],
    ['shared web code importing the app shell', 'web/src/components/probe.ts', "import { x } from '@web/app/routes';\nexport const y = x;\n"],
    ['the server platform importing a feature', 'server/platform/probe.ts', "import { x } from '../features/projects/view-counter';\nexport const y = x;\n"],
    ['common importing the server', 'common/probe.ts', "import { x } from '../server/app';\nexport const y = x;\n"],
    ['a web entity importing a feature page', 'web/src/entities/project/probe.ts', "import { x } from '@web/features/projects/pages/project-detail-page';\nexport const y = x;\n"],
    ['a web entity importing a feature by path', 'web/src/entities/project/components/probe.ts', "import { x } from '../../../features/landing/components/hero';\nexport const y = x;\n"],
    ['a web entity importing the app shell', 'web/src/entities/developer/probe.ts', "import { x } from '@web/app/routes';\nexport const y = x;\n"],
    ['shared web code importing an entity', 'web/src/lib/probe-entity.ts', "import { x } from '@web/entities/project/api/project-queries';\nexport const y = x;\n"],
    ['the UI kit importing an entity by path', 'web/src/components/ui/probe.ts', "import { x } from '../../entities/developer/components/developer-avatar';\nexport const y = x;\n"],
    ['a server feature importing another', 'server/features/blocks/probe.ts', "import { x } from '../notifications/repository';\nexport const y = x;\n"],
    ['a server feature importing the app', 'server/features/blocks/probe-app.ts', "import { x } from '../../app';\nexport const y = x;\n"],
    ['the users core importing a feature', 'server/core/people/probe.ts', "import { x } from '../../features/blocks/service';\nexport const y = x;\n"],
  ])('fail on %s', (_name, file, source) => {
    expect(lint(file, source)).toMatch(/noRestrictedImports/);
  });

  it('fail on an import cycle anywhere', () => {
    lint('server/core/probe-cycle/b.ts', "import { a } from './a';\nexport const b = () => a;\n");
    expect(lint('server/core/probe-cycle/a.ts', "import { b } from './b';\nexport const a = () => b;\n")).toMatch(/noImportCycles/);
  });

  it('let the allowed directions through', () => {
    const allowed = "import { a } from '@web/lib/utils';\nimport { b } from '@web/components/ui/button';\nimport { c } from '../components/hero';\nexport const y = [a, b, c];\n";
    expect(lint('web/src/features/landing/pages/probe.ts', allowed)).not.toMatch(/noRestrictedImports/);
    expect(lint('server/platform/probe-ok.ts', "import { x } from './errors';\nexport const y = x;\n")).not.toMatch(/noRestrictedImports/);
    const feature = "import { a } from '../../core/people/policy';\nimport { b } from '../../platform/errors';\nimport { c } from './repository';\nimport { d } from '../../../common/people';\nexport const y = [a, b, c, d];\n";
    expect(lint('server/features/blocks/probe-ok.ts', feature)).not.toMatch(/noRestrictedImports/);
    expect(lint('web/src/features/landing/pages/probe-entity.ts', "import { a } from '@web/entities/project/components/project-grid';\nexport const y = a;\n")).not.toMatch(/noRestrictedImports/);
    const entity = "import { a } from '@web/entities/developer/components/developer-avatar';\nimport { b } from '@web/lib/utils';\nimport { c } from '@web/components/ui/badge';\nimport { d } from '../api/project-queries';\nexport const y = [a, b, c, d];\n";
    expect(lint('web/src/entities/project/components/probe-ok.ts', entity)).not.toMatch(/noRestrictedImports/);
  });
});
