import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoDir } from './releases';

/**
 * A static origin with the configuration `npm start` gives it (`cdnOrigin` or `shellOrigin` of
 * scripts/lib/topology.mjs) over a folder of this test's, in a Node process of its own: the scripts
 * are ES modules, which a test file cannot import (see support/releases.ts).
 */
export async function staticOrigin(
  kind: 'cdnOrigin' | 'shellOrigin',
  root: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const code = `const { configFromEnv, ${kind} } = await import(${JSON.stringify(join(repoDir, 'scripts/lib/topology.mjs'))});
    const { startStaticServer } = await import(${JSON.stringify(join(repoDir, 'scripts/lib/staticServer.mjs'))});
    const server = await startStaticServer({ ...${kind}(configFromEnv(${JSON.stringify(env)}), ${JSON.stringify(root)}), root: ${JSON.stringify(root)}, port: 0 });
    process.stdout.write(String(server.address().port) + '\\n');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'ignore'] });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`the ${kind} exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}
