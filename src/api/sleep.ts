/** Resolves after `ms` milliseconds (polls and retries of spec §9). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
