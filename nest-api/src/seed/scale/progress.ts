/**
 * One line on stderr: redrawn in place on a terminal, a line per tenth otherwise (CI logs), so
 * stdout keeps only the summary.
 */
export type ProgressStream = NodeJS.WritableStream & { isTTY?: boolean };

export class Progress {
  private done = 0;
  private lastTenth = -1;
  private readonly started = Date.now();

  constructor(
    private readonly total: number,
    private readonly stream: ProgressStream,
  ) {}

  advance(by: number, label: string): void {
    this.done = Math.min(this.total, this.done + by);
    const share = this.total === 0 ? 1 : this.done / this.total;
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0);
    const text = `${(share * 100).toFixed(0).padStart(3)}% ${this.done}/${this.total} rows, ${seconds} s, ${label}`;
    if (this.stream.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      this.stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}\x1b[K`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== this.lastTenth) {
      this.lastTenth = tenth;
      this.stream.write(`${text}\n`);
    }
  }

  finish(): void {
    if (this.stream.isTTY) this.stream.write('\n');
  }
}
