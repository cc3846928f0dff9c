/** Placeholder replaced below. */
export function startOffline(): void {}
