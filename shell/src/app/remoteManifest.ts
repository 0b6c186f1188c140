/** What the shell reads of a remote's `mf-manifest.json` (the build plugin writes it). */
export interface RemoteManifest {
  metaData: {
    globalName: string;
    publicPath?: string;
    remoteEntry: { path: string; name: string; type: string };
  };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/**
 * The address of a file a remote's manifest names (`file`), or of the remote's entry (no `file`):
 * under the manifest's `publicPath`, or, when that is `auto`, beside the manifest itself (each release's
 * own CDN folder, ARCHITECTURE rule 10). Self-contained: the page head's script carries it serialised
 * (routePreload.ts), and the runtime reads a remote's entry with it (manifestPlugin.ts).
 */
export function manifestFileUrl(manifest: RemoteManifest, manifestUrl: string, file?: string): string {
  const meta = manifest.metaData;
  const base = !meta.publicPath || meta.publicPath === 'auto' ? new URL('.', manifestUrl).href : meta.publicPath;
  return new URL(file ?? [meta.remoteEntry.path, meta.remoteEntry.name].filter(Boolean).join('/'), base).href;
}
