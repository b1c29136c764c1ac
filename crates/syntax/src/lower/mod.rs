//! Lowering from mago-syntax's tree to Tusk's AST: the driver, the shared
//! state (line table, namespace and `use` imports, doc comments) and name
//! resolution. Statements live in `stmt`, class-likes and functions in
//! `decl`, expressions in `expr`, literal decoding in `literal`, and php's
//! parse-error wording in `error`.
//!
//! This module never panics on any tree mago produces; constructs that php
//! 8.2 rejects but mago accepts (property hooks, pipes, ...) become parse
//! errors here.

mod decl;
mod error;
mod expr;
mod literal;
mod stmt;

use std::collections::HashMap;

use bumpalo::Bump;
use mago_database::file::FileId;
use mago_syntax::ast::{Identifier, Program as MagoProgram, TriviaKind};

use crate::ast::{self, Name, QualName};
use crate::ParseError;

/// Left-deep chains (`1+1+...`, `$a->b->c...`) deeper than this are
/// rejected the way php's own parser gives up ("memory exhausted"), so the
/// recursive lowering (and the compiler after it) stays within the stack.
pub(crate) const MAX_DEPTH: u32 = 8_000;

/// php's CLI ships with `short_open_tag=Off`: `<?` is inline text.
pub(crate) const LEXER_SETTINGS: mago_syntax::settings::LexerSettings =
    mago_syntax::settings::LexerSettings {
        enable_short_tags: false,
    };

/// Stack the lowering may use on the caller's thread before it gives up
/// and the whole parse is redone on a big-stack thread.
const INLINE_STACK_BUDGET: usize = 256 * 1024;
/// Stack of the helper thread used for deeply nested input.
const BIG_STACK: usize = 256 << 20;

/// Parses and lowers a whole file. Input that might nest deeply (see
/// [`may_nest_deeply`]) is parsed on a helper thread with a big stack;
/// the common case runs on the caller's thread.
pub fn parse(src: &[u8]) -> Result<ast::Program, ParseError> {
    if !may_nest_deeply(src) {
        if let Some(r) = parse_here(src, true) {
            return r;
        }
    }
    let spawned = std::thread::scope(|sc| {
        std::thread::Builder::new()
            .name("tusk-parse".into())
            .stack_size(BIG_STACK)
            .spawn_scoped(sc, || parse_here(src, false))
            .map(|h| h.join())
    });
    match spawned {
        Ok(Ok(Some(r))) => r,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        _ => Err(ParseError {
            message: "memory exhausted".into(),
            line: 1,
            fatal: false,
        }),
    }
}

/// A cheap scan for input whose nesting could make mago's recursive
/// descent (about 4 KiB of stack per level, up to its 512-level limit)
/// or our lowering too deep for an ordinary thread: bracket nesting
/// (strings and comments skipped) or long runs of prefix/assignment
/// operators within one statement.
fn may_nest_deeply(src: &[u8]) -> bool {
    const MAX_NEST: u32 = 32;
    const MAX_OPS: u32 = 160;
    let mut depth: u32 = 0;
    let mut ops: u32 = 0;
    let mut i = 0;
    let n = src.len();
    while i < n {
        let b = src[i];
        match b {
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > MAX_NEST {
                    return true;
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b';' => ops = 0,
            b'\'' | b'"' | b'`' => {
                i += 1;
                while i < n && src[i] != b {
                    i += if src[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if src.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < n && !(src[i] == b'*' && src[i + 1] == b'/') {
                    i += 1;
                }
                i += 1;
            }
            b'#' | b'/' if b == b'#' || src.get(i + 1) == Some(&b'/') => {
                while i < n && src[i] != b'\n' {
                    i += 1;
                }
            }
            b'!' | b'~' | b'@' | b'?' | b'&' | b'-' | b'+' | b'=' | b'$' | b':' | b'<' => {
                ops += 1;
                if ops > MAX_OPS {
                    return true;
                }
            }
            _ => {}
        }
        i += 1;
    }
    false
}

/// One parse on the current thread. With `guard`, returns None when the
/// lowering ran past [`INLINE_STACK_BUDGET`] (the caller retries on a big
/// stack).
fn parse_here(src: &[u8], guard: bool) -> Option<Result<ast::Program, ParseError>> {
    parse_here_fixing(src, guard, 0)
}

/// `fixes`: how many constructs php rejects at compile time were already
/// made valid to look for a later syntax error (bounded, so that a file
/// made of them costs a few parses, not one per construct).
fn parse_here_fixing(
    src: &[u8],
    guard: bool,
    fixes: u32,
) -> Option<Result<ast::Program, ParseError>> {
    let arena = Bump::new();
    let settings = mago_syntax::settings::ParserSettings {
        lexer: LEXER_SETTINGS,
    };
    let program = mago_syntax::parser::parse_file_content_with_settings(
        &arena,
        FileId::zero(),
        src,
        settings,
    );
    let lines = LineTable::new(src);
    if !program.errors.is_empty() {
        if let Some((edits, message, at)) = error::rejected_syntax(src, program) {
            let fatal = ParseError {
                message: message.into(),
                line: lines.line(at),
                fatal: true,
            };
            if fixes >= 8 {
                return Some(Err(fatal));
            }
            // Parse again with the construct made valid: a later syntax
            // error still wins, as php parses the whole file before
            // compiling it.
            let mut fixed = src.to_vec();
            for (o, b) in edits {
                fixed[o] = b;
            }
            return match parse_here_fixing(&fixed, guard, fixes + 1)? {
                Err(e) if !e.fatal => Some(Err(e)),
                _ => Some(Err(fatal)),
            };
        }
        return Some(Err(error::convert(src, &lines, program)));
    }
    let mut l = Lowerer::new(src, lines, program);
    if guard {
        l.stack_base = stack_addr();
    }
    let stmts = l.program(program);
    if l.out_of_stack {
        return None;
    }
    if let Some((_, err)) = l.error.take() {
        return Some(Err(err));
    }
    Some(Ok(ast::Program {
        stmts,
        halt_offset: l.halt_offset,
        warnings: std::mem::take(&mut l.warnings),
    }))
}

/// The address of a local: how deep the current stack is.
#[inline(always)]
pub(crate) fn stack_addr() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Byte offset -> 1-based line.
pub(crate) struct LineTable {
    starts: Vec<u32>,
}

impl LineTable {
    fn new(src: &[u8]) -> Self {
        let mut starts = Vec::with_capacity(src.len() / 30 + 1);
        starts.push(0);
        for (i, &b) in src.iter().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineTable { starts }
    }

    pub(crate) fn line(&self, offset: u32) -> u32 {
        self.starts.partition_point(|&s| s <= offset).max(1) as u32
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum UseKind {
    Class,
    Function,
    Const,
}

pub(crate) struct Lowerer<'s> {
    pub(crate) src: &'s [u8],
    lines: LineTable,
    /// Current namespace, without leading or trailing backslash.
    ns: Vec<u8>,
    /// `use` imports: lower-cased alias -> fully qualified name.
    use_class: HashMap<Box<[u8]>, Name>,
    use_fn: HashMap<Box<[u8]>, Name>,
    /// `use const` aliases are case-sensitive.
    use_const: HashMap<Box<[u8]>, Name>,
    /// (start, end) offsets of `/** */` comments, in source order.
    docs: Vec<(u32, u32)>,
    /// First error found while lowering (smallest offset wins).
    pub(crate) error: Option<(u32, ParseError)>,
    pub(crate) halt_offset: Option<usize>,
    /// Compile-time warnings (deprecation?, message, line).
    pub(crate) warnings: Vec<(bool, String, u32)>,
    /// Set when a `yield` is lowered; saved/restored around functions.
    pub(crate) saw_yield: bool,
    pub(crate) depth: u32,
    /// Stack address at entry when the stack guard is on, else 0.
    pub(crate) stack_base: usize,
    /// Set when the guard tripped; the result is then discarded.
    pub(crate) out_of_stack: bool,
    /// Inside a braced namespace body (nesting is an error).
    pub(crate) in_braced_ns: bool,
    /// Blocks entered below the top level (`use` is not allowed there).
    pub(crate) nested: u32,
}

impl<'s> Lowerer<'s> {
    fn new(src: &'s [u8], lines: LineTable, program: &MagoProgram<'_>) -> Self {
        let docs = program
            .trivia
            .nodes
            .iter()
            .filter(|t| t.kind == TriviaKind::DocBlockComment)
            .map(|t| (t.span.start.offset, t.span.end.offset))
            .collect();
        Lowerer {
            src,
            lines,
            ns: Vec::new(),
            use_class: HashMap::new(),
            use_fn: HashMap::new(),
            use_const: HashMap::new(),
            docs,
            error: None,
            halt_offset: None,
            warnings: Vec::new(),
            saw_yield: false,
            depth: 0,
            stack_base: 0,
            out_of_stack: false,
            in_braced_ns: false,
            nested: 0,
        }
    }

    /// True when the stack guard says to stop descending.
    #[inline]
    pub(crate) fn stack_exhausted(&mut self) -> bool {
        if self.stack_base != 0 && self.stack_base.abs_diff(stack_addr()) > INLINE_STACK_BUDGET {
            self.out_of_stack = true;
        }
        self.out_of_stack
    }

    #[inline]
    pub(crate) fn line(&self, offset: u32) -> u32 {
        self.lines.line(offset)
    }

    /// Records a parse error at `offset` (the earliest one is reported).
    pub(crate) fn fail(&mut self, offset: u32, message: impl Into<String>) {
        self.fail_with(offset, message, false);
    }

    pub(crate) fn fail_with(&mut self, offset: u32, message: impl Into<String>, fatal: bool) {
        if self.error.as_ref().is_some_and(|(o, _)| *o <= offset) {
            return;
        }
        let line = self.line(offset);
        self.error = Some((
            offset,
            ParseError {
                message: message.into(),
                line,
                fatal,
            },
        ));
    }

    /// php's message for an unexpected token starting at `offset`.
    pub(crate) fn fail_unexpected(&mut self, offset: u32) {
        let msg = error::describe_at(self.src, offset as usize);
        let tail = if error::top_level_statement_start(self.src, offset) {
            ", expecting end of file"
        } else {
            ""
        };
        self.fail(offset, format!("syntax error, unexpected {msg}{tail}"));
    }

    /// Like `fail_unexpected`, with php's `, expecting X` tail.
    pub(crate) fn fail_unexpected_expecting(&mut self, offset: u32, expecting: &str) {
        let msg = error::describe_at(self.src, offset as usize);
        self.fail(
            offset,
            format!("syntax error, unexpected {msg}, expecting {expecting}"),
        );
    }

    /// The doc comment directly before `offset` (only whitespace between).
    pub(crate) fn doc_before(&self, offset: u32) -> Option<Name> {
        let i = self.docs.partition_point(|&(s, _)| s < offset);
        let (s, e) = *self.docs.get(i.checked_sub(1)?)?;
        let between = self.src.get(e as usize..offset as usize)?;
        if between.iter().all(u8::is_ascii_whitespace) {
            Some(self.src.get(s as usize..e as usize)?.into())
        } else {
            None
        }
    }

    /// The doc comment of a declaration spanning from `start` (its
    /// attributes and modifiers) to its keyword at `kw`: one written among
    /// the attributes and modifiers, else one just before `start`.
    pub(crate) fn doc_of_decl(&self, start: u32, kw: u32) -> Option<Name> {
        let i = self.docs.partition_point(|&(s, _)| s < kw);
        if let Some(&(s, e)) = i.checked_sub(1).and_then(|j| self.docs.get(j)) {
            if s >= start && e <= kw {
                return Some(self.src.get(s as usize..e as usize)?.into());
            }
        }
        self.doc_before(start)
    }

    // ----- namespaces and imports -----

    pub(crate) fn enter_namespace(&mut self, name: Option<&[u8]>) {
        self.ns.clear();
        if let Some(n) = name {
            self.ns.extend_from_slice(strip_leading_backslash(n));
        }
        self.use_class.clear();
        self.use_fn.clear();
        self.use_const.clear();
    }

    pub(crate) fn add_use(&mut self, kind: UseKind, full: &[u8], alias: Option<&[u8]>, at: u32) {
        let full = strip_leading_backslash(full);
        let alias = alias.unwrap_or_else(|| last_segment(full));
        let value: Name = full.into();
        let lower = alias.to_ascii_lowercase();
        let shown = |k: UseKind| match k {
            UseKind::Class => "",
            UseKind::Function => "function ",
            UseKind::Const => "const ",
        };
        let (f, a) = (
            String::from_utf8_lossy(full).into_owned(),
            String::from_utf8_lossy(alias).into_owned(),
        );
        if kind == UseKind::Class && matches!(&lower[..], b"self" | b"parent" | b"static") {
            let msg = format!("Cannot use {f} as {a} because '{a}' is a special class name");
            self.fail_with(at, msg, true);
            return;
        }
        let taken = match kind {
            UseKind::Class => self.use_class.contains_key(&lower[..]),
            UseKind::Function => self.use_fn.contains_key(&lower[..]),
            UseKind::Const => self.use_const.contains_key(alias),
        };
        if taken {
            let msg = format!(
                "Cannot use {}{f} as {a} because the name is already in use",
                shown(kind)
            );
            self.fail_with(at, msg, true);
            return;
        }
        match kind {
            UseKind::Class => {
                self.use_class
                    .insert(alias.to_ascii_lowercase().into(), value);
            }
            UseKind::Function => {
                self.use_fn.insert(alias.to_ascii_lowercase().into(), value);
            }
            UseKind::Const => {
                self.use_const.insert(alias.into(), value);
            }
        }
    }

    /// A declaration's full name; php refuses one whose local name is
    /// already imported (from elsewhere) by `use`.
    pub(crate) fn decl_name(&mut self, kind: UseKind, what: &str, local: &[u8], at: u32) -> Name {
        let full = self.namespaced(local);
        let imported = match kind {
            UseKind::Class => self.use_class.get(&local.to_ascii_lowercase()[..]),
            UseKind::Function => self.use_fn.get(&local.to_ascii_lowercase()[..]),
            UseKind::Const => self.use_const.get(local),
        };
        let clash = imported.is_some_and(|i| match kind {
            UseKind::Const => **i != *full,
            _ => !i.eq_ignore_ascii_case(&full),
        });
        if clash {
            let msg = format!(
                "Cannot declare {} {} because the name is already in use",
                what,
                String::from_utf8_lossy(&full)
            );
            self.fail_with(at, msg, true);
        }
        full
    }

    /// `ns\name` for a declaration's local name.
    pub(crate) fn namespaced(&self, name: &[u8]) -> Name {
        if self.ns.is_empty() {
            return name.into();
        }
        let mut v = Vec::with_capacity(self.ns.len() + 1 + name.len());
        v.extend_from_slice(&self.ns);
        v.push(b'\\');
        v.extend_from_slice(name);
        v.into()
    }

    /// Resolves a qualified name (`A\B`, `namespace\A`) whose first segment
    /// may be a class/namespace import.
    fn resolve_qualified(&self, name: &[u8]) -> Name {
        if name.len() > 10 && name[..10].eq_ignore_ascii_case(b"namespace\\") {
            return self.namespaced(&name[10..]);
        }
        let first_len = name.iter().position(|&b| b == b'\\').unwrap_or(name.len());
        let first = &name[..first_len];
        if let Some(full) = self.use_class.get(first.to_ascii_lowercase().as_slice()) {
            let mut v = Vec::with_capacity(full.len() + name.len() - first_len);
            v.extend_from_slice(full);
            v.extend_from_slice(&name[first_len..]);
            return v.into();
        }
        self.namespaced(name)
    }

    /// A class name as written -> fully qualified (no leading backslash).
    pub(crate) fn resolve_class(&self, name: &[u8]) -> Name {
        if let Some(rest) = name.strip_prefix(b"\\") {
            return rest.into();
        }
        if name.contains(&b'\\') {
            return self.resolve_qualified(name);
        }
        if let Some(full) = self.use_class.get(name.to_ascii_lowercase().as_slice()) {
            return full.clone();
        }
        self.namespaced(name)
    }

    pub(crate) fn resolve_class_ident(&self, id: &Identifier<'_>) -> Name {
        self.resolve_class(ident_value(id))
    }

    /// A function name as written -> name plus global fallback.
    pub(crate) fn resolve_function(&self, name: &[u8]) -> QualName {
        self.resolve_fn_or_const(name, UseKind::Function)
    }

    pub(crate) fn resolve_const(&self, name: &[u8]) -> QualName {
        self.resolve_fn_or_const(name, UseKind::Const)
    }

    fn resolve_fn_or_const(&self, name: &[u8], kind: UseKind) -> QualName {
        if let Some(rest) = name.strip_prefix(b"\\") {
            return QualName {
                name: rest.into(),
                fallback: None,
            };
        }
        if name.contains(&b'\\') {
            return QualName {
                name: self.resolve_qualified(name),
                fallback: None,
            };
        }
        let imported = match kind {
            UseKind::Function => self.use_fn.get(name.to_ascii_lowercase().as_slice()),
            _ => self.use_const.get(name),
        };
        if let Some(full) = imported {
            return QualName {
                name: full.clone(),
                fallback: None,
            };
        }
        if self.ns.is_empty() {
            QualName {
                name: name.into(),
                fallback: None,
            }
        } else {
            QualName {
                name: self.namespaced(name),
                fallback: Some(name.into()),
            }
        }
    }
}

pub(crate) fn ident_value<'a>(id: &Identifier<'a>) -> &'a [u8] {
    match id {
        Identifier::Local(l) => l.value,
        Identifier::Qualified(q) => q.value,
        Identifier::FullyQualified(f) => f.value,
    }
}

pub(crate) fn strip_leading_backslash(name: &[u8]) -> &[u8] {
    name.strip_prefix(b"\\").unwrap_or(name)
}

fn last_segment(name: &[u8]) -> &[u8] {
    match name.iter().rposition(|&b| b == b'\\') {
        Some(i) => &name[i + 1..],
        None => name,
    }
}
