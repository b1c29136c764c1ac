//! From a request path to what answers it, as nginx's `try_files $uri
//! $uri/ /index.php` with php-fpm (or `php -S`) would decide: a `.php`
//! file (with PATH_INFO after it), a static file, a directory's index
//! (index.php, then index.html), the front controller or router for
//! everything else, or 404. Paths are percent-decoded and normalised; no
//! path escapes the document root.
//! Not here: running PHP (php.rs), file responses (statics.rs).

use crate::conn::{Conn, Ctx, Incoming};
use crate::php::Runner;
use std::path::{Path, PathBuf};

/// What answers a request.
#[derive(Debug, PartialEq, Clone)]
pub enum Target {
    Php {
        script: PathBuf,
        /// The script's URL path (SCRIPT_NAME).
        script_name: String,
        path_info: Option<String>,
    },
    Static(PathBuf),
    NotFound,
    BadRequest,
}

/// The path's segments after decoding and resolving `.` and `..`; None
/// when it is not a valid origin-form path.
fn segments(raw: &[u8]) -> Option<Vec<String>> {
    let path = if raw.starts_with(b"/") {
        raw
    } else if let Some(p) = raw
        .strip_prefix(b"http://")
        .or_else(|| raw.strip_prefix(b"https://"))
    {
        // absolute-form: drop the authority.
        &p[p.iter().position(|&c| c == b'/').unwrap_or(p.len())..]
    } else {
        return None;
    };
    // Percent-decoding of a path: '+' stays a plus.
    let dec = tusk_ext::standard::string::url::url_decode(path, false);
    if dec.contains(&0) {
        return None;
    }
    let s = String::from_utf8(dec).ok()?;
    let mut out: Vec<String> = Vec::new();
    for seg in s.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                out.pop()?;
            }
            s => out.push(s.to_string()),
        }
    }
    Some(out)
}

thread_local! {
    /// Paths that went to a PHP script lately, with when they were
    /// resolved: a hit skips the stat calls (nginx's open_file_cache, with
    /// opcache.revalidate_freq's kind of delay for a change to be seen).
    static PHP_PATHS: std::cell::RefCell<tusk_vm::runtime::FastMap<Vec<u8>, (Target, std::time::Instant)>> =
        std::cell::RefCell::new(Default::default());
}

/// How long a resolved PHP path is trusted.
const PATH_TTL: std::time::Duration = std::time::Duration::from_secs(1);

/// [`resolve`], remembering for a second the paths that end at a script.
pub fn resolve_cached(root: &Path, raw_path: &[u8], front: Option<&Path>) -> Target {
    let now = std::time::Instant::now();
    let hit = PHP_PATHS.with(|m| {
        m.borrow()
            .get(raw_path)
            .filter(|(_, at)| now.duration_since(*at) < PATH_TTL)
            .map(|(t, _)| t.clone())
    });
    if let Some(t) = hit {
        return t;
    }
    let t = resolve(root, raw_path, front);
    if let Target::Php { .. } = t {
        PHP_PATHS.with(|m| {
            let mut m = m.borrow_mut();
            if m.len() >= 4096 {
                m.clear();
            }
            m.insert(raw_path.to_vec(), (t.clone(), now));
        });
    }
    t
}

/// `raw_path` went to a PHP script within the last second
/// ([`resolve_cached`] would give that script).
pub fn cached_php(raw_path: &[u8]) -> bool {
    let now = std::time::Instant::now();
    PHP_PATHS.with(|m| {
        m.borrow()
            .get(raw_path)
            .is_some_and(|(_, at)| now.duration_since(*at) < PATH_TTL)
    })
}

/// Decides what serves `raw_path` under `root`.
pub fn resolve(root: &Path, raw_path: &[u8], front: Option<&Path>) -> Target {
    let Some(segs) = segments(raw_path) else {
        return Target::BadRequest;
    };
    let mut fs = root.to_path_buf();
    for (i, seg) in segs.iter().enumerate() {
        fs.push(seg);
        let Ok(meta) = std::fs::metadata(&fs) else {
            break;
        };
        if meta.is_file() {
            let rest = &segs[i + 1..];
            if seg.ends_with(".php") {
                return Target::Php {
                    script: fs,
                    script_name: format!("/{}", segs[..=i].join("/")),
                    path_info: (!rest.is_empty()).then(|| format!("/{}", rest.join("/"))),
                };
            }
            if rest.is_empty() {
                return Target::Static(fs);
            }
            break;
        }
        if i + 1 == segs.len() && meta.is_dir() {
            return index_of(&fs, &segs, front);
        }
    }
    if segs.is_empty() {
        return index_of(root, &segs, front);
    }
    fallback(front)
}

fn index_of(dir: &Path, segs: &[String], front: Option<&Path>) -> Target {
    let base = if segs.is_empty() {
        String::new()
    } else {
        format!("/{}", segs.join("/"))
    };
    let php = dir.join("index.php");
    if php.is_file() {
        return Target::Php {
            script: php,
            script_name: format!("{base}/index.php"),
            path_info: None,
        };
    }
    let html = dir.join("index.html");
    if html.is_file() {
        return Target::Static(html);
    }
    fallback(front)
}

fn fallback(front: Option<&Path>) -> Target {
    match front {
        Some(f) => Target::Php {
            script: f.to_path_buf(),
            script_name: String::new(),
            path_info: None,
        },
        None => Target::NotFound,
    }
}

/// Answers one request into the connection's output buffer; false when
/// the connection must close afterwards.
pub fn respond(ctx: &mut Ctx, c: &mut Conn, req: Incoming, run: &mut dyn Runner) -> bool {
    // Shared with a $_SERVER made later (auto_globals_jit).
    let req = std::rc::Rc::new(req);
    let opts = &ctx.shared.opts;
    let started = std::time::Instant::now();
    let wbuf_before = c.wbuf.len();
    ctx.shared.stats.started();
    let path = req.head.path();
    let keep;
    let status;
    if opts.status_path.as_deref().map(str::as_bytes) == Some(path) {
        let json = req.head.query().windows(4).any(|w| w == b"json");
        let body = ctx.shared.stats.page(opts.workers, json);
        let ct: &[u8] = if json {
            b"application/json"
        } else {
            b"text/plain"
        };
        (status, keep) = crate::statics::simple(ctx, c, &req, 200, ct, body.as_bytes());
    } else if let Some(router) = opts.router.clone() {
        let target = Target::Php {
            script: router,
            script_name: String::new(),
            path_info: None,
        };
        let (st, k, declined) = crate::php::run(ctx, c, &req, target, true, run);
        if declined {
            // The router returned false: the file as it is.
            let t = resolve(&ctx.shared.opts.root.clone(), path, None);
            (status, keep) = serve_target(ctx, c, &req, t, run);
        } else {
            (status, keep) = (st, k);
        }
    } else {
        let root = &opts.root;
        let t = match &opts.worker {
            // Worker mode: the worker's handler answers every request
            // that is not a static file.
            Some(w) => {
                // A path known to go to PHP needs no copy of its target.
                let t = (!cached_php(path)).then(|| resolve_cached(root, path, Some(w)));
                match t {
                    None | Some(Target::Php { .. }) => Target::Php {
                        script: w.clone(),
                        script_name: String::new(),
                        path_info: None,
                    },
                    Some(t) => t,
                }
            }
            None => {
                let front = opts.front_controller.as_ref().map(|f| root.join(f));
                resolve_cached(root, path, front.as_deref())
            }
        };
        (status, keep) = serve_target(ctx, c, &req, t, run);
    }
    ctx.shared.stats.finished(status);
    ctx.shared.stats.done();
    if crate::access_log::enabled() {
        log_request(ctx, c, &req, status, started, wbuf_before);
    }
    keep && req.head.keep_alive
}

/// The access log line of a request just answered: the body bytes are
/// those the response counted (a PHP body, buffered or streamed, a file
/// sent with sendfile), else those it put in the output buffer after its
/// head.
fn log_request(
    ctx: &Ctx,
    c: &Conn,
    req: &Incoming,
    status: u16,
    started: std::time::Instant,
    wbuf_before: usize,
) {
    let bytes = crate::access_log::take_sent().unwrap_or_else(|| {
        c.wbuf
            .get(wbuf_before..)
            .and_then(|out| {
                let p = out.windows(4).position(|w| w == b"\r\n\r\n")?;
                Some((out.len() - p - 4) as u64)
            })
            .unwrap_or(0)
    });
    let h = &req.head;
    crate::access_log::record(&crate::access_log::Entry {
        remote: c.peer.ip(),
        method: &h.method,
        target: &h.target,
        protocol: h.protocol(),
        status,
        bytes,
        duration: started.elapsed(),
        referer: h.header(b"Referer"),
        user_agent: h.header(b"User-Agent"),
        authorization: h.header(b"Authorization"),
        http_date: ctx.date.date(),
    });
}

fn serve_target(
    ctx: &mut Ctx,
    c: &mut Conn,
    req: &std::rc::Rc<Incoming>,
    t: Target,
    run: &mut dyn Runner,
) -> (u16, bool) {
    match t {
        Target::Php { .. } => {
            let (s, k, _) = crate::php::run(ctx, c, req, t, false, run);
            (s, k)
        }
        Target::Static(p) => crate::statics::file(ctx, c, req, &p),
        Target::NotFound => crate::statics::not_found(ctx, c, req),
        Target::BadRequest => {
            tusk_http::response::write_error_response(&mut c.wbuf, 400, &ctx.date);
            (400, false)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_are_normalised_and_confined() {
        assert_eq!(segments(b"/a/./b/../c"), Some(vec!["a".into(), "c".into()]));
        assert_eq!(segments(b"/../etc/passwd"), None);
        assert_eq!(segments(b"/a%2F..%2F..%2Fx"), None);
        assert_eq!(segments(b"/%00"), None);
        assert_eq!(segments(b"*"), None);
        assert_eq!(segments(b"/"), Some(vec![]));
        assert_eq!(segments(b"/a%20b"), Some(vec!["a b".into()]));
    }
}
