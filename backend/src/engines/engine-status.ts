import { Injectable } from '@nestjs/common';

export interface EngineState {
  /** Which adapter serves this capability (local, openai, pocketsphinx, …) or none. */
  adapter: string;
  /** False while warming up or when the capability is unavailable. */
  ready: boolean;
  /** A human sentence, e.g. what to configure. */
  detail?: string;
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
