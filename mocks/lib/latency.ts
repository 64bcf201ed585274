// Simulated server latency. Zero by default so tests are fast; the browser entry turns it on.
let range: [number, number] = [0, 0];

export function setLatency(value: number | [number, number]): void {
  const [min, max] = typeof value === 'number' ? [value, value] : value;
  range = [Math.max(0, min), Math.max(0, min, max)];
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

export function applyLatency(): Promise<void> {
  const [min, max] = range;
  return sleep(min + Math.round(Math.random() * (max - min)));
}
