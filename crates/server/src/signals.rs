//! Process signals: SIGTERM and SIGINT ask for a graceful stop (drain),
//! SIGUSR2 for a graceful restart of the workers' VMs, SIGPIPE is ignored
//! (a client that went away is an EPIPE on write, not a dead server).
//! The handlers only set atomics; the event loops poll them. Installing
//! them is `unsafe` (as are sendfile and dup in statics.rs).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

static STOP: AtomicBool = AtomicBool::new(false);
static RESTART_GEN: AtomicU64 = AtomicU64::new(0);

extern "C" fn on_stop(_: libc::c_int) {
    STOP.store(true, Ordering::SeqCst);
}

extern "C" fn on_restart(_: libc::c_int) {
    RESTART_GEN.fetch_add(1, Ordering::SeqCst);
}

pub fn install() {
    let stop: extern "C" fn(libc::c_int) = on_stop;
    let restart: extern "C" fn(libc::c_int) = on_restart;
    // SAFETY: the handlers are async-signal-safe (they only store to
    // atomics), and signal() is called with valid signal numbers.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_IGN);
        libc::signal(libc::SIGTERM, stop as libc::sighandler_t);
        libc::signal(libc::SIGINT, stop as libc::sighandler_t);
        libc::signal(libc::SIGUSR2, restart as libc::sighandler_t);
    }
}

/// Whether a graceful stop was asked for.
pub fn stopping() -> bool {
    STOP.load(Ordering::Relaxed)
}

/// Increases on every SIGUSR2: a worker whose generation is older
/// recycles its VM between requests.
pub fn restart_generation() -> u64 {
    RESTART_GEN.load(Ordering::Relaxed)
}
