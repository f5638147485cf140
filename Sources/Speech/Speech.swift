// SPDX-License-Identifier: GPL-3.0-or-later
// The Speech module arrives in the next commit.
