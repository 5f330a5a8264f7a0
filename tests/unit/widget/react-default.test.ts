// The build gives zustand a slim `React` default export: it must hold every `React.x` those packages call.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import React from '../../../src/widget/react-default.js';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(m?js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the slim React default export', () => {
  it('has every React.x that zustand uses', () => {
    const used = new Set<string>();
    for (const folder of ['node_modules/zustand/esm']) {
      for (const file of filesUnder(folder)) {
        const code = readFileSync(file, 'utf8');
        // The name each file gives React's default export (`import React from 'react'`, minified `import o from "react"`).
        for (const [, name] of code.matchAll(/import\s+([A-Za-z_$][\w$]*)\s+from\s*['"]react['"]/g)) {
          for (const match of code.matchAll(new RegExp(`(?<![\\w$.])${name!.replace('$', '\\$')}\\.(\\w+)`, 'g'))) used.add(match[1]!);
        }
      }
    }
    expect(used).toContain('useSyncExternalStore'); // zustand
    for (const name of used) expect(React, `React.${name}`).toHaveProperty(name);
  });
});
