// SPDX-License-Identifier: GPL-3.0-or-later
// Rotor's signal handler, in C: it only writes the signal's number to the self-pipe, which is
// async-signal-safe, and touches nothing of Swift's.
#ifndef ROTOR_SIGNALS_H
#define ROTOR_SIGNALS_H

/// Routes `count` signals to the descriptor `fd`: each arrival writes one byte, the signal's
/// number. Unblocks them in the calling thread first. Returns 0, or -1 with errno set.
int rotor_signals_route(int fd, const int *signals, int count);

/// Restores the default action of a signal (before re-raising it to die of it).
int rotor_signals_reset(int signal);

#endif
