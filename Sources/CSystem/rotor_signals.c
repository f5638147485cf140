// SPDX-License-Identifier: GPL-3.0-or-later
#define _DEFAULT_SOURCE
#include "rotor_signals.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t wake_descriptor = -1;

static void rotor_signal_handler(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    if (wake_descriptor >= 0) {
        // A full pipe already holds a byte that wakes the reader; nothing is lost but a repeat.
        (void)write(wake_descriptor, &byte, 1);
    }
    errno = saved;
}

int rotor_signals_route(int fd, const int *signals, int count) {
    wake_descriptor = fd;
    sigset_t mask;
    sigemptyset(&mask);
    for (int i = 0; i < count; i++) sigaddset(&mask, signals[i]);
    // A parent may have blocked them (test runners do); Rotor must still see them.
    if (pthread_sigmask(SIG_UNBLOCK, &mask, NULL) != 0) return -1;
    for (int i = 0; i < count; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = rotor_signal_handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
    }
    return 0;
}

int rotor_signals_reset(int number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    return sigaction(number, &action, NULL);
}
