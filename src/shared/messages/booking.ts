/** Practice-room booking board (spec §5, §8). */
export const bookingMessages = {} as const;
