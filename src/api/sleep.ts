/** Resolves after `ms` milliseconds (polls and retries of docs/product.md#9-constants). */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
