//! PHP's regex syntax on top of PCRE2: the delimiters and modifiers of a
//! pattern string ("/a+/iu", "{a}x", "(a)"), php's warnings for bad
//! patterns, the per-thread cache of compiled patterns keyed by the whole
//! pattern string, the match context with the pcre.* ini limits, and the
//! mapping of PCRE2 match errors to preg_last_error() codes.
//!
//! Not here: what the preg_* functions build from a match (matching.rs,
//! replace.rs, split.rs). No `unsafe`: PCRE2 is reached through ffi.rs.

use super::ffi::{self, Code, MatchCtx, MatchData};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, DefaultHasher};
use std::rc::Rc;
use tusk_value::{ArrayData, Key, PArr, PStr, Value};
use tusk_vm::Vm;

pub const NO_ERROR: i64 = 0;
pub const INTERNAL_ERROR: i64 = 1;
pub const BACKTRACK_LIMIT_ERROR: i64 = 2;
pub const RECURSION_LIMIT_ERROR: i64 = 3;
pub const BAD_UTF8_ERROR: i64 = 4;
pub const BAD_UTF8_OFFSET_ERROR: i64 = 5;
pub const JIT_STACKLIMIT_ERROR: i64 = 6;

/// How many compiled patterns a thread keeps (php's PCRE_CACHE_SIZE).
const CACHE_SIZE: usize = 4096;
/// The JIT stack php gives its matches (it grows from min to max).
const JIT_STACK_MIN: usize = 32 * 1024;
const JIT_STACK_MAX: usize = 192 * 1024;

/// PCRE2_EXTRA_ALLOW_LOOKAROUND_BSK: php lets \K appear in lookarounds.
const EXTRA_ALLOW_LOOKAROUND_BSK: u32 = 0x40;

/// A compiled pattern with what the preg functions need to read its
/// matches, shared by the cache and the calls using it.
pub struct Pattern {
    pub code: Code,
    /// Number of groups including group 0 (php's num_subpats).
    pub groups: usize,
    /// The name of each group by number (None when no group is named).
    pub names: Option<Box<[Option<Key>]>>,
    /// Per number of groups `t` (0..=groups): the entries of a match
    /// array of groups 0..t (each group's number, and its name if it has
    /// one).
    entries: Box<[usize]>,
    /// UTF mode (/u or (*UTF)): empty matches advance by whole characters.
    pub utf: bool,
    /// Compiled to machine code (pcre.jit was on and the JIT took it).
    jit: bool,
    /// Whether two groups share a name (the J modifier).
    dup_names: bool,
    /// A spare match data (taken while a call uses it, so that a callback
    /// reusing the same pattern gets its own).
    spare: Cell<Option<MatchData>>,
    /// Match arrays of named patterns by number of groups present: their
    /// keys in php's order with null values, cloned and filled per match
    /// (cheaper than hashing every key of every match).
    templates: RefCell<Vec<Option<PArr>>>,
}

impl Pattern {
    /// An array with the keys of a match array of groups 0..total (name
    /// key, then number), values null, to fill by position; None when
    /// group names repeat (then keys must be inserted one by one).
    pub fn template(&self, total: usize) -> Option<ArrayData> {
        if self.dup_names || total > self.groups {
            return None;
        }
        self.ensure_template(total);
        let t = self.templates.borrow();
        Some(t[total].as_ref()?.data().clone_data())
    }

    /// Builds the template for `total` groups if it is not cached yet.
    fn ensure_template(&self, total: usize) {
        let mut t = self.templates.borrow_mut();
        if t.len() <= total {
            t.resize_with(total + 1, || None);
        }
        t[total].get_or_insert_with(|| {
            let mut a = PArr::new();
            let d = a.make_mut();
            for i in 0..total {
                if let Some(k) = self.name(i) {
                    d.insert(k.clone(), Value::Null);
                }
                d.insert(Key::Int(i as i64), Value::Null);
            }
            a
        });
    }

    /// Gives `d`, a match array of this pattern (its keys those of the
    /// template for some number of groups), the keys of the one for
    /// `total` groups, to fill by position (see
    /// `ArrayData::reshape_prefix`: every template is a prefix of the one
    /// for all groups). False, with nothing changed, when `d` is no such
    /// array.
    pub fn reshape(&self, d: &mut ArrayData, total: usize) -> bool {
        if self.dup_names || total > self.groups {
            return false;
        }
        let n = self.entries[total];
        self.ensure_template(self.groups);
        let t = self.templates.borrow();
        match &t[self.groups] {
            Some(full) => d.reshape_prefix(full.data(), n),
            None => false,
        }
    }

    /// The name key of group `i`, if it has one.
    #[inline]
    pub fn name(&self, i: usize) -> Option<&Key> {
        self.names
            .as_ref()
            .and_then(|n| n.get(i))
            .and_then(|k| k.as_ref())
    }
}

struct Cache {
    /// The last pattern looked up (a loop calling preg_* with the same
    /// literal hits this by pointer, without hashing).
    last: Option<(PStr, Rc<Pattern>)>,
    /// By the pattern string's hash (already a hash: hashed again only to
    /// spread it, with a fixed-key hasher so that the cache needs no
    /// lazy set-up).
    map: HashMap<u64, Vec<(PStr, Rc<Pattern>)>, BuildHasherDefault<DefaultHasher>>,
    len: usize,
}

thread_local! {
    static LAST_ERROR: Cell<i64> = const { Cell::new(NO_ERROR) };
    static CACHE: RefCell<Cache> = const {
        RefCell::new(Cache {
            last: None,
            map: HashMap::with_hasher(BuildHasherDefault::new()),
            len: 0,
        })
    };
    /// The thread's match context (made on the first match) and the ini
    /// values its limits were last set from: one thread-local, read once
    /// per call.
    static CTX: RefCell<CtxState> = const {
        RefCell::new(CtxState {
            ctx: None,
            seen: LimitsSeen {
                backtrack: None,
                recursion: None,
                backtrack_gen: 0,
                recursion_gen: 0,
            },
        })
    };
}

pub fn set_error(code: i64) {
    LAST_ERROR.with(|e| e.set(code));
}

pub fn last_error() -> i64 {
    LAST_ERROR.with(|e| e.get())
}

/// Records the preg_last_error() code for a failed pcre2_match.
pub fn set_exec_error(rc: i32) {
    let code = if ffi::is_utf8_error(rc) {
        BAD_UTF8_ERROR
    } else {
        match rc {
            ffi::PCRE2_ERROR_MATCHLIMIT => BACKTRACK_LIMIT_ERROR,
            ffi::PCRE2_ERROR_DEPTHLIMIT => RECURSION_LIMIT_ERROR,
            ffi::PCRE2_ERROR_BADUTFOFFSET => BAD_UTF8_OFFSET_ERROR,
            ffi::PCRE2_ERROR_JIT_STACKLIMIT => JIT_STACKLIMIT_ERROR,
            _ => INTERNAL_ERROR,
        }
    };
    set_error(code);
}

fn ini_bool(vm: &Vm, name: &str, default: bool) -> bool {
    match vm.ini_get(name) {
        Some(v) => {
            let b = v.as_bytes();
            b.eq_ignore_ascii_case(b"on")
                || b.eq_ignore_ascii_case(b"yes")
                || b.eq_ignore_ascii_case(b"true")
                || tusk_value::num::str_to_int(b) != 0
        }
        None => default,
    }
}

/// Returns the compiled pattern for a pattern string, compiling and
/// caching it on first use. On a bad pattern php's warning is raised,
/// preg_last_error() becomes PREG_INTERNAL_ERROR and None is returned.
pub fn lookup(vm: &mut Vm, pat: &PStr) -> Option<Rc<Pattern>> {
    let hit = CACHE.with(|c| {
        let mut c = c.borrow_mut();
        if let Some((s, p)) = &c.last {
            if s.ptr_eq(pat) || s.as_bytes() == pat.as_bytes() {
                return Some(p.clone());
            }
        }
        let h = pat.hash();
        let found = c
            .map
            .get(&h)
            .and_then(|b| b.iter().find(|(s, _)| s.as_bytes() == pat.as_bytes()))
            .map(|(_, p)| p.clone());
        if let Some(p) = &found {
            c.last = Some((pat.clone(), p.clone()));
        }
        found
    });
    if hit.is_some() {
        return hit;
    }
    let jit = ini_bool(vm, "pcre.jit", true);
    match compile(pat.as_bytes(), jit) {
        Ok(p) => {
            let p = Rc::new(p);
            // Sharing the caller's string is safe: holding a reference
            // makes any later in-place change copy it first.
            let key = pat.clone();
            CACHE.with(|c| {
                let mut c = c.borrow_mut();
                if c.len >= CACHE_SIZE {
                    c.map.clear();
                    c.len = 0;
                }
                c.map
                    .entry(key.hash())
                    .or_default()
                    .push((key.clone(), p.clone()));
                c.len += 1;
                c.last = Some((key, p.clone()));
            });
            Some(p)
        }
        Err(msg) => {
            vm.fn_warning(&msg);
            set_error(INTERNAL_ERROR);
            None
        }
    }
}

fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// Parses php's pattern syntax and compiles it; Err is the warning text.
fn compile(re: &[u8], jit: bool) -> Result<Pattern, String> {
    let mut p = 0;
    while p < re.len() && is_space(re[p]) {
        p += 1;
    }
    if p == re.len() {
        return Err("Empty regular expression".into());
    }
    let start = re[p];
    if start.is_ascii_alphanumeric() || start == b'\\' || start == 0 {
        return Err("Delimiter must not be alphanumeric, backslash, or NUL".into());
    }
    p += 1;
    let body_start = p;
    let end = match start {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        b'<' => b'>',
        c => c,
    };
    if end == start {
        loop {
            if p >= re.len() {
                return Err(format!("No ending delimiter '{}' found", end as char));
            }
            if re[p] == b'\\' && p + 1 < re.len() {
                p += 1;
            } else if re[p] == end {
                break;
            }
            p += 1;
        }
    } else {
        let mut depth = 1;
        loop {
            if p >= re.len() {
                return Err(format!(
                    "No ending matching delimiter '{}' found",
                    end as char
                ));
            }
            if re[p] == b'\\' && p + 1 < re.len() {
                p += 1;
            } else if re[p] == end {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            } else if re[p] == start {
                depth += 1;
            }
            p += 1;
        }
    }
    let body = &re[body_start..p];
    let mut opts = 0u32;
    for &m in &re[p + 1..] {
        opts |= match m {
            b'i' => ffi::PCRE2_CASELESS,
            b'm' => ffi::PCRE2_MULTILINE,
            b's' => ffi::PCRE2_DOTALL,
            b'x' => ffi::PCRE2_EXTENDED,
            b'A' => ffi::PCRE2_ANCHORED,
            b'D' => ffi::PCRE2_DOLLAR_ENDONLY,
            b'S' | b'X' => 0,
            b'U' => ffi::PCRE2_UNGREEDY,
            b'u' => ffi::PCRE2_UTF | ffi::PCRE2_UCP,
            b'n' => ffi::PCRE2_NO_AUTO_CAPTURE,
            b'J' => ffi::PCRE2_DUPNAMES,
            b' ' | b'\n' | b'\r' => 0,
            b'e' => {
                return Err(
                    "The /e modifier is no longer supported, use preg_replace_callback instead"
                        .into(),
                )
            }
            0 => return Err("NUL is not a valid modifier".into()),
            c => {
                let mut s = String::from("Unknown modifier '");
                s.push(c as char);
                s.push('\'');
                return Err(s);
            }
        };
    }
    let code = Code::compile(body, opts, EXTRA_ALLOW_LOOKAROUND_BSK).map_err(|e| {
        // PCRE2 10.46 words the fixed-length lookbehind rule as 10.42
        // (php 8.2's library) did not.
        let msg = match e.message.as_str() {
            "length of lookbehind assertion is not limited"
            | "branch too long in variable-length lookbehind assertion" => {
                "lookbehind assertion is not fixed length"
            }
            m => m,
        };
        format!("Compilation failed: {} at offset {}", msg, e.offset)
    })?;
    let jit = jit && code.jit();
    let groups = code.capture_count() as usize + 1;
    let utf = code.all_options() & ffi::PCRE2_UTF != 0;
    let named = code.names();
    // PCRE2 10.42 (php 8.2's) allows group names of 32 bytes at most;
    // 10.46 allows 128. Report a longer one as 10.42 did, at the end of
    // its first appearance in the pattern.
    if let Some(end) = named
        .iter()
        .filter(|(_, n)| n.len() > 32)
        .filter_map(|(_, n)| {
            body.windows(n.len())
                .position(|w| w == n.as_slice())
                .map(|i| i + n.len())
        })
        .min()
    {
        return Err(format!(
            "Compilation failed: subpattern name is too long (maximum 32 code units) at offset {end}"
        ));
    }
    let mut dup_names = false;
    let names = if named.is_empty() {
        None
    } else {
        let mut v: Vec<Option<Key>> = vec![None; groups];
        for (i, (n, name)) in named.iter().enumerate() {
            dup_names |= named[..i].iter().any(|(_, other)| other == name);
            if *n < groups {
                v[*n] = Some(Key::Str(PStr::interned(name)));
            }
        }
        Some(v.into_boxed_slice())
    };
    let entries = (0..=groups)
        .map(|t| {
            t + names
                .as_ref()
                .map_or(0, |n| n[..t].iter().filter(|k| k.is_some()).count())
        })
        .collect();
    Ok(Pattern {
        code,
        groups,
        names,
        entries,
        utf,
        jit,
        dup_names,
        spare: Cell::new(None),
        templates: RefCell::new(Vec::new()),
    })
}

/// The thread's match context and the settings its limits came from.
struct CtxState {
    ctx: Option<Rc<MatchCtx>>,
    seen: LimitsSeen,
}

/// The ini values the match context's limits were last set from.
struct LimitsSeen {
    backtrack: Option<PStr>,
    recursion: Option<PStr>,
    /// The settings generations (`Vm::ini_gen`) they were read at.
    backtrack_gen: u64,
    recursion_gen: u64,
}

thread_local! {
    /// The last subject string found to be valid UTF-8.
    static KNOWN_VALID: RefCell<Option<PStr>> = const { RefCell::new(None) };
}

/// Gives the match context the current value of an ini limit (looked up
/// again only when a setting changed since the last call, parsed again
/// only when this one did).
fn set_limit(vm: &Vm, ctx: &MatchCtx, seen: &mut LimitsSeen, recursion: bool) {
    let (slot, gen) = if recursion {
        (&mut seen.recursion, &mut seen.recursion_gen)
    } else {
        (&mut seen.backtrack, &mut seen.backtrack_gen)
    };
    if *gen == vm.ini_gen {
        return;
    }
    *gen = vm.ini_gen;
    let name = if recursion {
        "pcre.recursion_limit"
    } else {
        "pcre.backtrack_limit"
    };
    let v = vm.ini_get(name);
    if matches!((&*slot, v), (Some(a), Some(b)) if a.ptr_eq(b)) {
        return;
    }
    let n = match v {
        Some(v) => tusk_value::num::str_to_int(v.as_bytes()),
        None if recursion => 100_000,
        None => 1_000_000,
    };
    if recursion {
        ctx.set_depth_limit(n as u32);
    } else {
        ctx.set_match_limit(n as u32);
    }
    *slot = v.cloned();
}

/// The thread's match context with its limits (the recursion limit too
/// when `recursion`) set from the current settings.
fn match_ctx(vm: &Vm, recursion: bool) -> Rc<MatchCtx> {
    CTX.with(|c| {
        let mut c = c.borrow_mut();
        let CtxState { ctx, seen } = &mut *c;
        let ctx = ctx.get_or_insert_with(|| Rc::new(MatchCtx::new(JIT_STACK_MIN, JIT_STACK_MAX)));
        set_limit(vm, ctx, seen, false);
        if recursion {
            set_limit(vm, ctx, seen, true);
        }
        ctx.clone()
    })
}

/// One call's use of a pattern: its match data and the thread's match
/// context with the current limits. Gives the match data back on drop.
pub struct Matcher {
    pub pat: Rc<Pattern>,
    md: Option<MatchData>,
    ctx: Rc<MatchCtx>,
    /// Whether the depth limit was set for this call (needed only when
    /// the interpreter runs: patterns without JIT code, anchored retries).
    depth_set: bool,
}

impl Matcher {
    pub fn new(vm: &Vm, pat: Rc<Pattern>) -> Matcher {
        let depth_set = !pat.jit;
        let ctx = match_ctx(vm, depth_set);
        let md = pat
            .spare
            .take()
            .unwrap_or_else(|| MatchData::for_code(&pat.code));
        Matcher {
            pat,
            md: Some(md),
            ctx,
            depth_set,
        }
    }

    /// Runs one match from byte `start` (at most the subject's length).
    /// A pattern compiled while pcre.jit was on keeps running as machine
    /// code, as in php (the setting is read when a pattern is compiled);
    /// like php, the JIT fast path is taken when no UTF check is needed,
    /// and anchored retries go through pcre2_match (the interpreter).
    #[inline]
    pub fn exec(&mut self, vm: &Vm, subject: &[u8], start: usize, options: u32) -> i32 {
        let md = self.md.as_mut().expect("match data");
        let pat = &self.pat;
        if pat.jit
            && options & !ffi::JIT_MATCH_OPTIONS == 0
            && (!pat.utf || options & ffi::PCRE2_NO_UTF_CHECK != 0)
            && start <= subject.len()
        {
            return pat
                .code
                .jit_match_at(subject, start, options, md, &self.ctx);
        }
        if !self.depth_set {
            match_ctx(vm, true);
            self.depth_set = true;
        }
        pat.code.match_at(subject, start, options, md, &self.ctx)
    }

    /// `exec` on a subject string: in UTF mode, a string already known to
    /// be valid UTF-8 (the last one checked in this thread) skips PCRE2's
    /// check, as php 8.2 skips it for strings it flagged valid. A lexer
    /// calling preg_match with growing offsets on one big subject then
    /// does not re-check the whole rest of it on every call.
    pub fn exec_str(&mut self, vm: &Vm, subject: &PStr, start: usize, options: u32) -> i32 {
        let bytes = subject.as_bytes();
        let mut options = options;
        if self.pat.utf && options & ffi::PCRE2_NO_UTF_CHECK == 0 && bytes.len() >= 32 {
            let at_boundary = bytes.get(start).is_none_or(|&c| c & 0xc0 != 0x80);
            let known = KNOWN_VALID.with(|k| {
                let mut k = k.borrow_mut();
                if k.as_ref().is_some_and(|v| v.ptr_eq(subject)) {
                    return true;
                }
                if std::str::from_utf8(bytes).is_ok() {
                    // Holding a reference keeps the bytes unchanged.
                    *k = Some(subject.clone());
                    return true;
                }
                false
            });
            if known && at_boundary && start <= bytes.len() {
                options |= ffi::PCRE2_NO_UTF_CHECK;
            }
        }
        self.exec(vm, bytes, start, options)
    }

    /// Where the last successful match starts and ends (PCRE2 may report
    /// an end before the start, with \K in a lookahead: callers check).
    #[inline]
    pub fn span(&self) -> (usize, usize) {
        let ov = self.ovector();
        (ov[0], ov[1])
    }

    /// The ovector of the last successful match.
    #[inline]
    pub fn ovector(&self) -> &[usize] {
        self.md.as_ref().expect("match data").ovector()
    }

    /// The (*MARK) name of the last match, if any.
    pub fn mark(&self) -> Option<&[u8]> {
        self.md.as_ref().expect("match data").mark(&self.pat.code)
    }

    /// The byte length of the character at `pos` (1 outside UTF mode).
    #[inline]
    pub fn unit_len(&self, subject: &[u8], pos: usize) -> usize {
        if !self.pat.utf {
            return 1;
        }
        let mut n = 1;
        while pos + n < subject.len() && subject[pos + n] & 0xc0 == 0x80 {
            n += 1;
        }
        n
    }
}

impl Drop for Matcher {
    fn drop(&mut self) {
        if let Some(md) = self.md.take() {
            self.pat.spare.set(Some(md));
        }
    }
}
