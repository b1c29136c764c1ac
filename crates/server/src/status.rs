//! The server's counters (shared by the worker threads, relaxed atomics)
//! and the status page that shows them, like php-fpm's pm.status_path.
//! Not here: access logging (route.rs prints one line per request).

use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::time::Instant;

pub struct Stats {
    start: Instant,
    accepted: AtomicU64,
    requests: AtomicU64,
    in_flight: AtomicU64,
    errors: AtomicU64,
}

impl Stats {
    pub fn new() -> Stats {
        Stats {
            start: Instant::now(),
            accepted: AtomicU64::new(0),
            requests: AtomicU64::new(0),
            in_flight: AtomicU64::new(0),
            errors: AtomicU64::new(0),
        }
    }

    pub fn accepted(&self) {
        self.accepted.fetch_add(1, Relaxed);
    }

    pub fn started(&self) {
        self.in_flight.fetch_add(1, Relaxed);
    }

    /// A request answered with `status` (after `started`, or alone for a
    /// request refused by the codec).
    pub fn finished(&self, status: u16) {
        self.requests.fetch_add(1, Relaxed);
        if status >= 500 {
            self.errors.fetch_add(1, Relaxed);
        }
    }

    pub fn done(&self) {
        self.in_flight.fetch_sub(1, Relaxed);
    }

    /// The status page body (php-fpm's plain text form, or JSON).
    pub fn page(&self, workers: usize, json: bool) -> String {
        let up = self.start.elapsed().as_secs();
        let acc = self.accepted.load(Relaxed);
        let req = self.requests.load(Relaxed);
        let fl = self.in_flight.load(Relaxed);
        let err = self.errors.load(Relaxed);
        if json {
            format!(
                "{{\"pool\":\"tusk\",\"start since\":{up},\"accepted conn\":{acc},\"requests\":{req},\"in flight\":{fl},\"errors\":{err},\"workers\":{workers}}}"
            )
        } else {
            format!(
                "pool:                 tusk\nstart since:          {up}\naccepted conn:        {acc}\nrequests:             {req}\nin flight:            {fl}\nerrors:               {err}\nworkers:              {workers}\n"
            )
        }
    }
}
