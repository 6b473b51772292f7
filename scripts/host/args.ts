// Tiny `--name value` parser for the stack scripts (no dependency for three flags).
export function readFlag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0) return argv[i + 1];
  const inline = argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

export function readPort(
  argv: readonly string[],
  name: string,
  envValue: string | undefined,
  fallback: number,
): number {
  const raw = readFlag(argv, name) ?? envValue;
  const port = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--${name} must be a port number, got "${raw}"`);
  return port;
}
