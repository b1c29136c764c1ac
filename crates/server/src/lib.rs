//! tusk-server: `tusk serve` — PHP over HTTP/1.1 (and FastCGI) from one
//! binary. One thread per core, each with its own listening socket
//! (SO_REUSEPORT: the kernel spreads connections), its own event loop (mio)
//! and its own booted VM ([`tusk_engine::worker::Worker`]); a request is
//! parsed, run and answered on the thread that accepted it, pipelined
//! responses are gathered into one write, and nothing is shared between
//! threads but the compiled-script cache and the counters.
//!
//! Not here: HTTP parsing and response bytes (tusk-http, sans-IO), PHP
//! (tusk-engine).

pub mod access_log;
mod conn;
mod funcs;
mod php;
mod route;
mod signals;
mod sock;
mod statics;
pub mod status;
mod vars;
mod workermode;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tusk_engine::Config;

/// Everything `tusk serve` was asked for.
#[derive(Clone)]
pub struct Options {
    pub listen: Vec<SocketAddr>,
    /// FastCGI listeners (for nginx's fastcgi_pass), beside or instead of
    /// the HTTP ones.
    pub fastcgi: Vec<SocketAddr>,
    /// FastCGI listeners on unix sockets (created at start, mode 0666,
    /// removed at shutdown; every worker thread accepts on them).
    pub fastcgi_unix: Vec<PathBuf>,
    pub root: PathBuf,
    pub workers: usize,
    /// Every path that is not a file goes to this script (relative to root).
    pub front_controller: Option<PathBuf>,
    /// `php -S`'s router script: runs for every request; `return false`
    /// serves the file as is.
    pub router: Option<PathBuf>,
    /// Worker mode: this script is booted once per worker thread and
    /// loops on `tusk_handle_request($handler)`.
    pub worker: Option<PathBuf>,
    /// The ini settings (server defaults, php.ini, -d).
    pub config: Arc<Config>,
    pub limits: tusk_http::Limits,
    /// Idle keep-alive connections are closed after this long.
    pub keepalive_timeout: Duration,
    /// A request head (or body) must arrive within this long (slowloris).
    pub read_timeout: Duration,
    /// How long SIGTERM waits for requests in flight.
    pub drain_timeout: Duration,
    /// Recycle a worker's VM after this many requests (0: never).
    pub max_requests: u64,
    /// The status page's path (like php-fpm's pm.status_path).
    pub status_path: Option<String>,
    /// The access log: its format and where it goes.
    pub access_log: access_log::AccessLog,
    /// Called on each worker thread before each request with the
    /// memory_limit in bytes (the binary's allocator counts per thread).
    pub on_request: Option<fn(Option<usize>)>,
}

impl Options {
    pub fn new(listen: SocketAddr, root: PathBuf, config: Config) -> Options {
        let limits = tusk_http::Limits {
            max_body: config
                .get("post_max_size")
                .map(|v| tusk_vm::runtime::parse_quantity(v).max(0) as u64)
                .filter(|&n| n > 0)
                .unwrap_or(8 << 20)
                .max(1 << 20)
                .saturating_mul(2),
            ..Default::default()
        };
        Options {
            listen: vec![listen],
            fastcgi: Vec::new(),
            fastcgi_unix: Vec::new(),
            root,
            workers: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
            front_controller: None,
            router: None,
            worker: None,
            config: Arc::new(config),
            limits,
            keepalive_timeout: Duration::from_secs(75),
            read_timeout: Duration::from_secs(60),
            drain_timeout: Duration::from_secs(30),
            max_requests: 0,
            status_path: None,
            access_log: access_log::AccessLog::default(),
            on_request: None,
        }
    }
}

/// Serves until SIGTERM/SIGINT; returns the process exit code.
pub fn serve(opts: Options) -> i32 {
    let root = match std::fs::canonicalize(&opts.root) {
        Ok(r) if r.is_dir() => r,
        _ => {
            eprintln!("Directory {} does not exist.", opts.root.display());
            return 1;
        }
    };
    let mut opts = opts;
    opts.root = root;
    signals::install();
    if let Err(e) = access_log::open(&opts.access_log) {
        let file = opts
            .access_log
            .file
            .as_deref()
            .unwrap_or(std::path::Path::new("-"));
        eprintln!(
            "Cannot open the access log {} (reason: {e})",
            file.display()
        );
        return 1;
    }
    let shared = Arc::new(conn::Shared::new(opts));
    // Bind every listener first, so that a port in use fails at once.
    // A unix socket is bound once; each thread polls a duplicate of it.
    let mut unix = Vec::new();
    for p in &shared.opts.fastcgi_unix {
        match sock::bind_unix(p) {
            Ok(l) => unix.push(l),
            Err(e) => {
                eprintln!("Failed to listen on {} (reason: {e})", p.display());
                sock::remove_unix(&shared.opts.fastcgi_unix[..unix.len()]);
                return 1;
            }
        }
    }
    let mut listeners = Vec::new();
    let all = shared
        .opts
        .listen
        .iter()
        .map(|a| (*a, false))
        .chain(shared.opts.fastcgi.iter().map(|a| (*a, true)));
    let all: Vec<(SocketAddr, bool)> = all.collect();
    for _ in 0..shared.opts.workers.max(1) {
        let mut mine = Vec::new();
        for (a, fcgi) in &all {
            match conn::bind(*a) {
                Ok(l) => mine.push((sock::StdListener::Tcp(l), *fcgi)),
                Err(e) => {
                    eprintln!("Failed to listen on {a} (reason: {e})");
                    sock::remove_unix(&shared.opts.fastcgi_unix);
                    return 1;
                }
            }
        }
        for l in &unix {
            match l.try_clone() {
                Ok(l) => mine.push((sock::StdListener::Unix(l), true)),
                Err(e) => {
                    eprintln!("cannot share the unix socket: {e}");
                    sock::remove_unix(&shared.opts.fastcgi_unix);
                    return 1;
                }
            }
        }
        listeners.push(mine);
    }
    drop(unix);
    for (a, fcgi) in &all {
        eprintln!(
            "Tusk {} serving {} on {}://{}",
            env!("CARGO_PKG_VERSION"),
            shared.opts.root.display(),
            if *fcgi { "fastcgi" } else { "http" },
            a
        );
    }
    for p in &shared.opts.fastcgi_unix {
        eprintln!(
            "Tusk {} serving {} on fastcgi://unix:{}",
            env!("CARGO_PKG_VERSION"),
            shared.opts.root.display(),
            p.display()
        );
    }
    let mut handles = Vec::new();
    for (i, ls) in listeners.into_iter().enumerate() {
        let sh = shared.clone();
        let h = std::thread::Builder::new()
            .name(format!("tusk-worker-{i}"))
            .stack_size(256 << 20)
            .spawn(move || conn::run_thread(sh, ls));
        match h {
            Ok(h) => handles.push(h),
            Err(e) => {
                eprintln!("cannot start a worker thread: {e}");
                sock::remove_unix(&shared.opts.fastcgi_unix);
                return 1;
            }
        }
    }
    for h in handles {
        let _ = h.join();
    }
    sock::remove_unix(&shared.opts.fastcgi_unix);
    0
}
