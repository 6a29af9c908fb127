/** A one-line progress bar on a terminal; silent when output is not a terminal (logs, CI). */
export function progressBar(label: string): (done: number, total: number) => void {
  const stream = process.stderr;
  if (!stream.isTTY) return () => {};
  const width = 30;
  return (done, total) => {
    const fraction = total === 0 ? 1 : done / total;
    const filled = Math.round(fraction * width);
    const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`;
    stream.write(`\r${label} ${bar} ${Math.round(fraction * 100)}% (${done}/${total})`);
    if (done >= total) stream.write('\n');
  };
}
