//! `tusk serve [options]` and php's `-S ADDR [-t DIR] [ROUTER]`: the
//! command lines of the application server, turned into
//! [`tusk_server::Options`].
//! Not here: the server (tusk-server).

use std::net::{SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use tusk_engine::Config;

const USAGE: &str = "Usage: tusk serve [options]
  --listen ADDR            address to listen on (default 127.0.0.1:8080; repeatable)
  --root DIR               document root (default: the current directory)
  --front-controller FILE  script (under the root) for every path that is not a file
  --router FILE            a php -S style router script (return false serves the file)
  --worker FILE            worker mode: FILE boots once per thread and loops on
                           tusk_handle_request(callable): bool
  --fastcgi ADDR           also (or only, without --listen) serve FastCGI on ADDR
  --workers N              worker threads (default: one per core)
  --max-requests N         recycle a worker's VM after N requests
  --status-path PATH       serve the status page at PATH
  --access-log             one line per request on stderr
  -c FILE                  read this php.ini
  -n                       no php.ini
  -d key=value             an ini setting (any number)
";

fn addr(s: &str) -> Result<SocketAddr, String> {
    let with_host = if s.starts_with(':') {
        format!("0.0.0.0{s}")
    } else {
        s.to_string()
    };
    with_host
        .to_socket_addrs()
        .ok()
        .and_then(|mut a| a.next())
        .ok_or_else(|| format!("Invalid address: {s}"))
}

struct Parsed {
    listen: Vec<SocketAddr>,
    fastcgi: Vec<SocketAddr>,
    root: Option<PathBuf>,
    front: Option<PathBuf>,
    router: Option<PathBuf>,
    worker: Option<PathBuf>,
    workers: Option<usize>,
    max_requests: u64,
    status_path: Option<String>,
    access_log: bool,
    ini: Option<PathBuf>,
    no_ini: bool,
    defines: Vec<String>,
}

fn parse(args: &[String], php_style: bool) -> Result<Parsed, String> {
    let mut p = Parsed {
        listen: Vec::new(),
        fastcgi: Vec::new(),
        root: None,
        front: None,
        router: None,
        worker: None,
        workers: None,
        max_requests: 0,
        status_path: None,
        access_log: php_style,
        ini: None,
        no_ini: false,
        defines: Vec::new(),
    };
    let mut i = 0;
    let value = |i: &mut usize, name: &str| -> Result<String, String> {
        *i += 1;
        args.get(*i)
            .cloned()
            .ok_or_else(|| format!("Option {name} needs a value"))
    };
    while i < args.len() {
        let a = args[i].as_str();
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (a, None),
        };
        let val = |i: &mut usize| match &inline {
            Some(v) => Ok(v.clone()),
            None => value(i, name),
        };
        match name {
            "--listen" | "-S" => p.listen.push(addr(&val(&mut i)?)?),
            "--fastcgi" => p.fastcgi.push(addr(&val(&mut i)?)?),
            "--root" | "-t" => p.root = Some(PathBuf::from(val(&mut i)?)),
            "--front-controller" => p.front = Some(PathBuf::from(val(&mut i)?)),
            "--router" => p.router = Some(PathBuf::from(val(&mut i)?)),
            "--worker" => p.worker = Some(PathBuf::from(val(&mut i)?)),
            "--workers" => {
                let v = val(&mut i)?;
                p.workers = Some(v.parse().map_err(|_| format!("Invalid --workers: {v}"))?);
            }
            "--max-requests" => {
                let v = val(&mut i)?;
                p.max_requests = v
                    .parse()
                    .map_err(|_| format!("Invalid --max-requests: {v}"))?;
            }
            "--status-path" => p.status_path = Some(val(&mut i)?),
            "--access-log" => p.access_log = true,
            "-c" => p.ini = Some(PathBuf::from(val(&mut i)?)),
            "-n" => p.no_ini = true,
            "-d" => p.defines.push(val(&mut i)?),
            "-h" | "--help" => return Err(String::new()),
            s if s.starts_with("-d") && s.len() > 2 => p.defines.push(s[2..].to_string()),
            s if s.starts_with("-S") && s.len() > 2 => p.listen.push(addr(&s[2..])?),
            s if s.starts_with("-t") && s.len() > 2 => p.root = Some(PathBuf::from(&s[2..])),
            s if php_style && !s.starts_with('-') && p.router.is_none() => {
                p.router = Some(PathBuf::from(s))
            }
            s => return Err(format!("Unknown option: {s}")),
        }
        i += 1;
    }
    Ok(p)
}

/// Runs `tusk serve ARGS` (or `tusk -S ...` when `php_style`); the exit code.
pub fn main(args: &[String], php_style: bool, on_request: fn(Option<usize>)) -> i32 {
    let p = match parse(args, php_style) {
        Ok(p) => p,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("{e}");
            }
            eprint!("{USAGE}");
            return if e.is_empty() { 0 } else { 1 };
        }
    };
    let mut cfg = Config::server_defaults();
    for w in cfg.load_startup_files(p.ini.as_deref(), p.no_ini) {
        eprintln!("{w}");
    }
    if let Err(e) = cfg.apply_server_defines(&p.defines) {
        eprintln!("PHP:  {e}");
    }
    let listen = match p.listen.first() {
        Some(a) => *a,
        None => SocketAddr::from(([127, 0, 0, 1], 8080)),
    };
    let root = p.root.unwrap_or_else(|| PathBuf::from("."));
    let mut opts = tusk_server::Options::new(listen, root, cfg);
    if p.listen.len() > 1 || (p.listen.is_empty() && !p.fastcgi.is_empty()) {
        opts.listen = p.listen;
    }
    opts.fastcgi = p.fastcgi;
    if let Some(w) = p.workers {
        opts.workers = w.max(1);
    }
    opts.front_controller = p.front;
    opts.router = p.router.map(|r| std::fs::canonicalize(&r).unwrap_or(r));
    if php_style && opts.router.is_none() {
        // php -S: a path that is not a file falls back to index.php.
        opts.front_controller = Some(PathBuf::from("index.php"));
    }
    opts.worker = p.worker.map(|w| std::fs::canonicalize(&w).unwrap_or(w));
    opts.max_requests = p.max_requests;
    opts.status_path = p.status_path;
    opts.access_log = p.access_log;
    opts.on_request = Some(on_request);
    tusk_server::serve(opts)
}
