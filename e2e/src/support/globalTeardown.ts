export default async function globalTeardown() {
  const running = (globalThis as Record<string, unknown>).__makaoTopology as { stop: () => Promise<void> } | undefined;
  await running?.stop();
}
