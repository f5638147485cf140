// SPDX-License-Identifier: GPL-3.0-or-later
// rotor: a console screen reader and accessibility auditor for five touch components.
import RotorCLI

RotorCommand.main()
