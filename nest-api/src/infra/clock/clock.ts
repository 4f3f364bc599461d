/**
 * The time as the application sees it. Injected (`constructor(private readonly clock: Clock)`)
 * so expiry, sessions and windows can be tested by moving time instead of waiting.
 */
export abstract class Clock {
  abstract now(): Date;

  nowMs(): number {
    return this.now().getTime();
  }
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** For tests: stands still until set or advanced. */
export class SettableClock extends Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    super();
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date): void {
    this.current = to.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
