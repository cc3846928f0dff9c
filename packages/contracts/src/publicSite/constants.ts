/** The success page's one-off burst (spec §9): 500 pieces, gravity 0.3, no recycling, from the centre. */
export const SUCCESS_CONFETTI = { particleCount: 500, gravity: 0.3, origin: { x: 0.5, y: 0.5 }, spread: 120 } as const;
