//! The safe face of libpcre2 (8-bit code units) through `pcre2-sys`: compile
//! a pattern, JIT it, read its capture count and name table, run a match
//! with a match context (backtrack/depth limits, JIT stack) into match data,
//! and read the ovector and the (*MARK) name.
//!
//! This is the only file of the pcre module with `unsafe`. It knows nothing
//! of PHP: delimiters, modifiers, warnings and result arrays live in the
//! other files.

use pcre2_sys::*;
use std::ffi::c_void;
use std::ptr::NonNull;

pub use pcre2_sys::{
    PCRE2_ANCHORED, PCRE2_CASELESS, PCRE2_DOLLAR_ENDONLY, PCRE2_DOTALL, PCRE2_DUPNAMES,
    PCRE2_ERROR_BADUTFOFFSET, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_JIT_STACKLIMIT,
    PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_NOMATCH, PCRE2_EXTENDED, PCRE2_MULTILINE,
    PCRE2_NOTEMPTY_ATSTART, PCRE2_NO_AUTO_CAPTURE, PCRE2_NO_UTF_CHECK, PCRE2_UCP, PCRE2_UNGREEDY,
    PCRE2_UNSET, PCRE2_UTF,
};

/// The UTF-8 validity errors of pcre2_match (PCRE2_ERROR_UTF8_ERR21..ERR1).
pub fn is_utf8_error(rc: i32) -> bool {
    (PCRE2_ERROR_UTF8_ERR21..=PCRE2_ERROR_UTF8_ERR1).contains(&rc)
}

/// Why a pattern did not compile: PCRE2's message and the offset.
pub struct CompileError {
    pub message: String,
    pub offset: usize,
}

/// PCRE2's text for an error code.
pub fn error_message(code: i32) -> String {
    let mut buf = [0u8; 256];
    // SAFETY: the buffer is valid for buf.len() code units; PCRE2 writes a
    // NUL-terminated message no longer than that and returns its length.
    let n = unsafe { pcre2_get_error_message_8(code, buf.as_mut_ptr(), buf.len()) };
    let n = if n < 0 { 0 } else { n as usize };
    String::from_utf8_lossy(&buf[..n.min(buf.len())]).into_owned()
}

/// Whether the library was built with JIT support.
#[cfg(test)]
pub fn jit_available() -> bool {
    let mut v: u32 = 0;
    // SAFETY: PCRE2_CONFIG_JIT writes one uint32_t to the pointer.
    let rc = unsafe { pcre2_config_8(PCRE2_CONFIG_JIT, &mut v as *mut u32 as *mut c_void) };
    rc >= 0 && v == 1
}

/// A compiled pattern (owns its pcre2_code).
pub struct Code {
    ptr: NonNull<pcre2_code_8>,
}

impl Drop for Code {
    fn drop(&mut self) {
        // SAFETY: ptr came from pcre2_compile and is freed exactly once.
        unsafe { pcre2_code_free_8(self.ptr.as_ptr()) }
    }
}

impl Code {
    /// Compiles `pattern` with compile `options` and `extra` options.
    pub fn compile(pattern: &[u8], options: u32, extra: u32) -> Result<Code, CompileError> {
        let mut err: i32 = 0;
        let mut off: usize = 0;
        // SAFETY: the context is created and freed here; the pattern pointer
        // is valid for pattern.len() bytes (PCRE2 reads no further, so an
        // empty slice's dangling pointer is never read); err/off are valid
        // out-pointers.
        let p = unsafe {
            let ctx = pcre2_compile_context_create_8(std::ptr::null_mut());
            if !ctx.is_null() {
                if extra != 0 {
                    pcre2_set_compile_extra_options_8(ctx, extra);
                }
                // Lookbehinds of fixed length only, as in PCRE2 10.42
                // (which php 8.2 ships).
                pcre2_set_max_varlookbehind_8(ctx, 0);
            }
            let p = pcre2_compile_8(
                pattern.as_ptr(),
                pattern.len(),
                options,
                &mut err,
                &mut off,
                ctx,
            );
            if !ctx.is_null() {
                pcre2_compile_context_free_8(ctx);
            }
            p
        };
        match NonNull::new(p) {
            Some(ptr) => Ok(Code { ptr }),
            None => Err(CompileError {
                message: error_message(err),
                offset: off,
            }),
        }
    }

    /// Compiles the pattern to machine code (PCRE2_JIT_COMPLETE); false
    /// when the JIT is unavailable or refused the pattern (the interpreter
    /// is used then).
    pub fn jit(&self) -> bool {
        // SAFETY: the code is live; JIT compilation mutates only its own data.
        unsafe { pcre2_jit_compile_8(self.ptr.as_ptr(), PCRE2_JIT_COMPLETE) == 0 }
    }

    fn info_u32(&self, what: u32) -> u32 {
        let mut v: u32 = 0;
        // SAFETY: the requested items (counts, options) write one uint32_t.
        unsafe { pcre2_pattern_info_8(self.ptr.as_ptr(), what, &mut v as *mut u32 as *mut c_void) };
        v
    }

    /// The number of capturing groups (not counting group 0).
    pub fn capture_count(&self) -> u32 {
        self.info_u32(PCRE2_INFO_CAPTURECOUNT)
    }

    /// The compile options in force, including those set inside the
    /// pattern ((*UTF), (?i) at the start, ...).
    pub fn all_options(&self) -> u32 {
        self.info_u32(PCRE2_INFO_ALLOPTIONS)
    }

    /// The named groups as (group number, name), in name-table order.
    pub fn names(&self) -> Vec<(usize, Vec<u8>)> {
        let count = self.info_u32(PCRE2_INFO_NAMECOUNT) as usize;
        if count == 0 {
            return Vec::new();
        }
        let size = self.info_u32(PCRE2_INFO_NAMEENTRYSIZE) as usize;
        let mut table: *const u8 = std::ptr::null();
        // SAFETY: PCRE2_INFO_NAMETABLE writes a pointer into the code, valid
        // while the code lives; it holds `count` entries of `size` bytes: a
        // 2-byte big-endian group number and a NUL-terminated name.
        unsafe {
            pcre2_pattern_info_8(
                self.ptr.as_ptr(),
                PCRE2_INFO_NAMETABLE,
                &mut table as *mut *const u8 as *mut c_void,
            );
            if table.is_null() || size < 3 {
                return Vec::new();
            }
            let all = std::slice::from_raw_parts(table, count * size);
            all.chunks_exact(size)
                .map(|e| {
                    let n = ((e[0] as usize) << 8) | e[1] as usize;
                    let name = &e[2..];
                    let end = name.iter().position(|&c| c == 0).unwrap_or(name.len());
                    (n, name[..end].to_vec())
                })
                .collect()
        }
    }

    /// Runs one match of `subject` from byte `start`. Returns PCRE2's code:
    /// > 0 the number of ovector pairs set, PCRE2_ERROR_NOMATCH, or an error.
    pub fn match_at(
        &self,
        subject: &[u8],
        start: usize,
        options: u32,
        md: &mut MatchData,
        ctx: &MatchCtx,
    ) -> i32 {
        // SAFETY: code, match data and context are live and not used
        // concurrently (all are thread-local); the subject is valid for its
        // length for the whole call; PCRE2 checks start <= length itself.
        unsafe {
            pcre2_match_8(
                self.ptr.as_ptr(),
                subject.as_ptr(),
                subject.len(),
                start,
                options,
                md.ptr.as_ptr(),
                ctx.ptr.as_ptr(),
            )
        }
    }

    /// Like `match_at` through PCRE2's JIT fast path (no option or UTF
    /// checks). Only for a pattern whose `jit()` succeeded, with `start`
    /// at most the subject's length, options within those the JIT takes
    /// at match time, and a subject known to be valid UTF-8 in UTF mode.
    pub fn jit_match_at(
        &self,
        subject: &[u8],
        start: usize,
        options: u32,
        md: &mut MatchData,
        ctx: &MatchCtx,
    ) -> i32 {
        debug_assert!(start <= subject.len());
        // SAFETY: as for match_at; the caller guarantees the conditions
        // pcre2_jit_match leaves unchecked (JIT code present, start within
        // the subject, UTF validity).
        unsafe {
            pcre2_jit_match_8(
                self.ptr.as_ptr(),
                subject.as_ptr(),
                subject.len(),
                start,
                options,
                md.ptr.as_ptr(),
                ctx.ptr.as_ptr(),
            )
        }
    }
}

/// The match-time options the JIT fast path handles.
pub const JIT_MATCH_OPTIONS: u32 = PCRE2_NO_UTF_CHECK | PCRE2_NOTEMPTY_ATSTART;

/// Match results: the ovector (sized for a pattern's groups).
pub struct MatchData {
    ptr: NonNull<pcre2_match_data_8>,
    pairs: usize,
}

impl Drop for MatchData {
    fn drop(&mut self) {
        // SAFETY: ptr came from pcre2_match_data_create* and is freed once.
        unsafe { pcre2_match_data_free_8(self.ptr.as_ptr()) }
    }
}

impl MatchData {
    /// Match data with room for every group of `code`.
    pub fn for_code(code: &Code) -> MatchData {
        // SAFETY: code is live; a null general context means malloc/free.
        let p = unsafe {
            pcre2_match_data_create_from_pattern_8(code.ptr.as_ptr(), std::ptr::null_mut())
        };
        let ptr = NonNull::new(p).expect("pcre2: out of memory for match data");
        // SAFETY: ptr is valid match data whose ovector holds 2 * pairs
        // entries; they are written once here so that they are initialised.
        let pairs = unsafe {
            let pairs = pcre2_get_ovector_count_8(ptr.as_ptr()) as usize;
            let ov = pcre2_get_ovector_pointer_8(ptr.as_ptr());
            for i in 0..pairs * 2 {
                ov.add(i).write(PCRE2_UNSET);
            }
            pairs
        };
        MatchData { ptr, pairs }
    }

    /// The ovector: start/end byte offsets of each group, PCRE2_UNSET for
    /// groups that did not take part. Meaningful after a successful match.
    #[inline]
    pub fn ovector(&self) -> &[usize] {
        // SAFETY: the ovector lives inside the match data and holds
        // 2 * pairs entries (initialised in `for_code`, then by PCRE2).
        unsafe {
            std::slice::from_raw_parts(
                pcre2_get_ovector_pointer_8(self.ptr.as_ptr()),
                self.pairs * 2,
            )
        }
    }

    /// The last (*MARK) name met by the last match, if any. The name lives
    /// in the compiled pattern, which the caller must keep alive (it is
    /// borrowed here with the match data).
    pub fn mark<'a>(&'a self, _code: &'a Code) -> Option<&'a [u8]> {
        // SAFETY: the mark pointer is NULL or points into the compiled
        // pattern, one length code unit before the NUL-terminated name.
        unsafe {
            let p = pcre2_get_mark_8(self.ptr.as_ptr());
            if p.is_null() {
                return None;
            }
            let len = *p.sub(1) as usize;
            Some(std::slice::from_raw_parts(p, len))
        }
    }
}

/// A match context: match and depth limits and the JIT stack.
pub struct MatchCtx {
    ptr: NonNull<pcre2_match_context_8>,
    stack: *mut pcre2_jit_stack_8,
}

impl Drop for MatchCtx {
    fn drop(&mut self) {
        // SAFETY: both were created in `new` and are freed once, the
        // context first (it refers to the stack).
        unsafe {
            pcre2_match_context_free_8(self.ptr.as_ptr());
            if !self.stack.is_null() {
                pcre2_jit_stack_free_8(self.stack);
            }
        }
    }
}

impl MatchCtx {
    /// A context with a JIT stack growing from `stack_min` to `stack_max` bytes.
    pub fn new(stack_min: usize, stack_max: usize) -> MatchCtx {
        // SAFETY: null general contexts mean malloc/free; the stack is
        // assigned to the context and outlives it (freed after it in Drop).
        unsafe {
            let p = pcre2_match_context_create_8(std::ptr::null_mut());
            let ptr = NonNull::new(p).expect("pcre2: out of memory for a match context");
            let stack = pcre2_jit_stack_create_8(stack_min, stack_max, std::ptr::null_mut());
            if !stack.is_null() {
                pcre2_jit_stack_assign_8(ptr.as_ptr(), None, stack as *mut c_void);
            }
            MatchCtx { ptr, stack }
        }
    }

    /// Sets the backtracking (match) limit.
    pub fn set_match_limit(&self, limit: u32) {
        // SAFETY: the context is live and only this thread uses it.
        unsafe { pcre2_set_match_limit_8(self.ptr.as_ptr(), limit) };
    }

    /// Sets the depth limit (the interpreter's recursion limit).
    pub fn set_depth_limit(&self, limit: u32) {
        // SAFETY: the context is live and only this thread uses it.
        unsafe { pcre2_set_depth_limit_8(self.ptr.as_ptr(), limit) };
    }
}

/// PCRE2's version string, e.g. "10.46 2025-08-27".
#[cfg(test)]
pub fn version() -> String {
    let mut buf = [0u8; 64];
    // SAFETY: PCRE2_CONFIG_VERSION writes a NUL-terminated string into a
    // buffer of at least 24 code units and returns its length with the NUL.
    let n = unsafe { pcre2_config_8(PCRE2_CONFIG_VERSION, buf.as_mut_ptr() as *mut c_void) };
    let n = if n > 0 { n as usize - 1 } else { 0 };
    String::from_utf8_lossy(&buf[..n.min(buf.len())]).into_owned()
}
