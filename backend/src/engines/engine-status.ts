import { Injectable } from '@nestjs/common';

export interface EngineState {
  /** Which adapter serves this capability (local, openai, pocketsphinx, …) or none. */
  adapter: string;
  /** False while warming up or when the capability is unavailable. */
  ready: boolean;
  /** A human sentence about the state; may be shown to visitors (a 503), so it never names server settings. */
  detail?: string;
  /**
   * For the site owner: what to install or set (server settings may be named). Shown in /api/health in place
   * of `detail` and written to the log; never in /api/config or a visitor's message.
   */
  admin?: string;
  /** True while the capability serves with less than its full strength (e.g. workers being replaced). */
  degraded?: boolean;
  /** Workers replaced after a failure since start, for capabilities that run in workers. */
  restarts?: number;
}

/** Where engines report their state; /api/health and /api/config read it. */
@Injectable()
export class EngineStatus {
  private readonly states = new Map<string, EngineState>();

  set(capability: string, state: EngineState): void {
    this.states.set(capability, state);
  }

  snapshot(): Record<string, EngineState> {
    return Object.fromEntries([...this.states.entries()].sort(([a], [b]) => a.localeCompare(b)));
  }

  allReady(): boolean {
    return [...this.states.values()].every((s) => s.ready || s.adapter === 'none');
  }

  anyDegraded(): boolean {
    return [...this.states.values()].some((s) => s.degraded);
  }
}
