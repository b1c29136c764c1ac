//! tusk-compiler: Tusk's AST -> register bytecode (`CodeUnit`).
//!
//! One `FnCompiler` per function body: it assigns a slot to every named
//! variable (CV), hands out temporaries in a stack discipline, folds
//! literals (literal arrays become immutable constants), lowers control flow
//! to jumps and lvalues to `Path`s. Temporaries are numbered in their own
//! space while compiling (`TMP_BIT`) and placed after the CVs at the end.
//! This crate never runs code and never touches the VM.

mod class;
mod expr;
mod free;
mod stmt;

pub(crate) use class::ClassCtx;

use std::collections::HashMap;
use std::sync::Arc;
use tusk_bytecode::*;
use tusk_syntax::ast;
use tusk_value::{PArr, PStr, SyncValue, Value};

/// A compile-time fatal error ("Fatal error: MSG in FILE on line N").
#[derive(Debug, Clone, PartialEq)]
pub struct CompileError {
    pub message: String,
    pub line: u32,
    /// A grammar error php's parser would report ("Parse error: syntax
    /// error, ..."), found here rather than by the parser.
    pub parse: bool,
}

/// The lower-cased names of the functions declared in `stmts` (top level,
/// blocks, declare bodies and conditional declarations).
fn declared_functions(stmts: &[ast::Stmt], out: &mut std::collections::HashSet<Box<[u8]>>) {
    for s in stmts {
        match &s.kind {
            ast::StmtKind::Function(f) => {
                let n = f.name.strip_prefix(b"\\").unwrap_or(&f.name);
                out.insert(n.to_ascii_lowercase().into_boxed_slice());
                declared_functions(&f.body, out);
            }
            ast::StmtKind::Block(b) | ast::StmtKind::Declare { body: Some(b), .. } => {
                declared_functions(b, out)
            }
            ast::StmtKind::If {
                then, elseifs, els, ..
            } => {
                declared_functions(then, out);
                for (_, b) in elseifs {
                    declared_functions(b, out);
                }
                if let Some(b) = els {
                    declared_functions(b, out);
                }
            }
            _ => {}
        }
    }
}

/// How the compiler reads the value of a built-in constant (see
/// `set_builtin_constants`).
pub type BuiltinConstants = fn(&[u8]) -> Option<Value>;

static BUILTIN_CONSTANTS: std::sync::OnceLock<BuiltinConstants> = std::sync::OnceLock::new();

/// Gives the compiler the built-in constants it substitutes where they are
/// used, as php does with the persistent constants of its extensions
/// (`STR_PAD_LEFT`, `SORT_STRING`, `PHP_EOL`, ...): only constants whose
/// value is the same in every request and can never be redefined. Set
/// once per process (later calls are ignored); without it every constant
/// is looked up when it runs.
pub fn set_builtin_constants(f: BuiltinConstants) {
    let _ = BUILTIN_CONSTANTS.set(f);
}

/// The value of built-in constant `name` (the exact, case-sensitive name,
/// no namespace) when it is substituted at compile time.
pub(crate) fn builtin_constant(name: &[u8]) -> Option<Value> {
    BUILTIN_CONSTANTS.get().and_then(|f| f(name))
}

/// Compiles a whole file (or eval'd code) into its main unit.
pub fn compile_program(prog: &ast::Program, file: &str) -> Result<Arc<CodeUnit>, CompileError> {
    compile_unit(prog, file, false)
}

/// Compiles eval()'d code: like a file, but falling off the end returns null.
pub fn compile_eval(prog: &ast::Program, file: &str) -> Result<Arc<CodeUnit>, CompileError> {
    compile_unit(prog, file, true)
}

fn compile_unit(
    prog: &ast::Program,
    file: &str,
    is_eval: bool,
) -> Result<Arc<CodeUnit>, CompileError> {
    let file: Arc<str> = Arc::from(file);
    let mut c = FnCompiler::new(file, b"".to_vec().into_boxed_slice(), true);
    let mut funcs = std::collections::HashSet::new();
    declared_functions(&prog.stmts, &mut funcs);
    c.file_funcs = std::rc::Rc::new(funcs);
    c.strict_types = detect_strict_types(&prog.stmts);
    // The scanner's warnings come first: php emits them while parsing.
    c.warnings.extend(prog.warnings.iter().cloned());
    for (i, st) in prog.stmts.iter().enumerate() {
        if let ast::StmtKind::Declare { directives, .. } = &st.kind {
            let strict = directives
                .iter()
                .any(|(k, _)| k.eq_ignore_ascii_case(b"strict_types"));
            let first = prog.stmts[..i]
                .iter()
                .all(|p| matches!(p.kind, ast::StmtKind::Nop));
            if strict && !first {
                return Err(CompileError {
                    parse: false,
                    message:
                        "strict_types declaration must be the very first statement in the script"
                            .into(),
                    line: st.line,
                });
            }
        }
    }
    c.hoist_functions(&prog.stmts)?;
    c.hoist_classes(&prog.stmts)?;
    c.stmts(&prog.stmts)?;
    let end = if is_eval {
        c.null()
    } else {
        c.konst(Value::Int(1))
    };
    c.emit(Op::Return { a: end }, 0);
    c.check_gotos()?;
    Ok(Arc::new(c.finish()))
}

fn detect_strict_types(stmts: &[ast::Stmt]) -> bool {
    for s in stmts {
        if let ast::StmtKind::Declare { directives, .. } = &s.kind {
            for (k, v) in directives {
                if k.eq_ignore_ascii_case(b"strict_types") {
                    if let ast::ExprKind::Int(1) = v.kind {
                        return true;
                    }
                }
            }
        }
    }
    false
}

pub(crate) const TMP_BIT: u32 = 1 << 30;

#[derive(Default)]
pub(crate) struct LoopCtx {
    /// Unique within the function: a `goto` may not jump into a loop or
    /// switch that does not enclose it.
    pub id: u32,
    pub breaks: Vec<usize>,
    pub continues: Vec<usize>,
    /// foreach iterator slot to free on break (and `return` inside).
    pub iter: Option<u32>,
    pub is_switch: bool,
    /// How many try/finally blocks enclosed the loop: `break`/`continue`
    /// run the finally blocks opened inside it.
    pub finally_depth: usize,
}

pub(crate) struct FnCompiler {
    pub file: Arc<str>,
    /// Lower-cased names of the functions the file declares (shared by
    /// every unit of the file): calls to them keep the general call
    /// protocol, which suits user functions better than the fused one.
    pub file_funcs: std::rc::Rc<std::collections::HashSet<Box<[u8]>>>,
    pub name: Box<[u8]>,
    pub is_main: bool,
    pub ops: Vec<Op>,
    pub lines: Vec<u32>,
    pub consts: Vec<SyncValue>,
    pub str_consts: HashMap<Vec<u8>, u32>,
    pub int_consts: HashMap<i64, u32>,
    pub cvs: Vec<Box<[u8]>>,
    pub cv_map: HashMap<Box<[u8]>, u32>,
    pub next_tmp: u32,
    pub max_tmp: u32,
    pub paths: Vec<Path>,
    pub children: Vec<Arc<CodeUnit>>,
    pub statics: Vec<(Slot, Option<Operand>)>,
    pub cache_slots: u32,
    pub loops: Vec<LoopCtx>,
    /// Label -> (its op index, the ids of the loops and switches around it).
    pub labels: HashMap<Box<[u8]>, (u32, Vec<u32>)>,
    /// (jump op, label, line, ids of the loops and switches around the goto).
    pub gotos: Vec<(usize, Box<[u8]>, u32, Vec<u32>)>,
    /// The last loop id handed out.
    pub loop_serial: std::cell::Cell<u32>,
    pub line: u32,
    pub strict_types: bool,
    pub params: Vec<ParamInfo>,
    pub return_type: Option<TypeInfo>,
    pub by_ref_return: bool,
    pub is_generator: bool,
    pub try_ranges: Vec<TryRange>,
    pub line_start: u32,
    pub line_end: u32,
    /// Temporaries kept alive across statements (foreach iterators, switch subjects).
    pub reserved_tmps: u32,
    pub cond_depth: u32,
    pub pending_catch_jumps: Vec<usize>,
    pub uses: Vec<(Box<[u8]>, bool)>,
    pub is_arrow: bool,
    /// Enclosing try blocks with a finally: CallFinally sites of `return`s.
    pub finally_ctx: Vec<Vec<usize>>,
    /// Compile-time warnings and deprecations (deprecation?, message, line).
    pub warnings: Vec<(bool, String, u32)>,
    pub classes: Vec<Arc<ClassDecl>>,
    /// Classes compiled by hoisting, by declaration address.
    pub hoisted: HashMap<usize, u32>,
    /// The CV holding `$this` (methods and closures), or NONE.
    pub this_slot: u32,
    /// The class being compiled (methods, their closures).
    pub class_ctx: Option<std::rc::Rc<ClassCtx>>,
    /// The method's own name (for __FUNCTION__) when `name` is `C::m`.
    pub fn_name: Option<Box<[u8]>>,
    /// Attributes and doc comment of the function (for reflection).
    pub attrs: Vec<tusk_bytecode::class::AttrDecl>,
    pub doc_comment: Option<Box<[u8]>>,
    /// Set while compiling the base of a `->`/`?->`/`[]` chain element:
    /// the base is part of the same chain.
    pub chain_inner: bool,
    /// Per nullsafe chain being compiled: the jumps taken when a `?->`
    /// meets null (they land where the whole chain becomes null).
    pub nullsafe_chains: Vec<Vec<usize>>,
}

impl FnCompiler {
    pub fn new(file: Arc<str>, name: Box<[u8]>, is_main: bool) -> FnCompiler {
        FnCompiler {
            file,
            file_funcs: Default::default(),
            name,
            is_main,
            ops: Vec::new(),
            lines: Vec::new(),
            consts: Vec::new(),
            str_consts: HashMap::new(),
            int_consts: HashMap::new(),
            cvs: Vec::new(),
            cv_map: HashMap::new(),
            next_tmp: 0,
            max_tmp: 0,
            paths: Vec::new(),
            children: Vec::new(),
            statics: Vec::new(),
            cache_slots: 0,
            loops: Vec::new(),
            labels: HashMap::new(),
            gotos: Vec::new(),
            loop_serial: std::cell::Cell::new(0),
            line: 1,
            strict_types: false,
            params: Vec::new(),
            return_type: None,
            by_ref_return: false,
            is_generator: false,
            try_ranges: Vec::new(),
            line_start: 0,
            line_end: 0,
            reserved_tmps: 0,
            cond_depth: 0,
            pending_catch_jumps: Vec::new(),
            uses: Vec::new(),
            is_arrow: false,
            finally_ctx: Vec::new(),
            warnings: Vec::new(),
            classes: Vec::new(),
            hoisted: HashMap::new(),
            this_slot: NONE,
            class_ctx: None,
            fn_name: None,
            attrs: Vec::new(),
            doc_comment: None,
            chain_inner: false,
            nullsafe_chains: Vec::new(),
        }
    }

    pub fn err(&self, msg: impl Into<String>) -> CompileError {
        CompileError {
            parse: false,
            message: msg.into(),
            line: self.line,
        }
    }

    /// A parse error: "syntax error, " + `what`.
    pub fn syntax_err(&self, what: &str) -> CompileError {
        CompileError {
            parse: true,
            message: format!("syntax error, {}", what),
            line: self.line,
        }
    }

    #[inline]
    pub fn emit(&mut self, op: Op, line: u32) -> usize {
        self.ops.push(op);
        self.lines.push(if line == 0 { self.line } else { line });
        self.ops.len() - 1
    }
    #[inline]
    pub fn op(&mut self, op: Op) -> usize {
        let l = self.line;
        self.emit(op, l)
    }
    pub fn here(&self) -> u32 {
        self.ops.len() as u32
    }
    /// Points the jump target of op `at` to `target`.
    pub fn patch(&mut self, at: usize, target: u32) {
        match &mut self.ops[at] {
            Op::Jmp { t }
            | Op::JmpZ { t, .. }
            | Op::JmpNZ { t, .. }
            | Op::JmpSet { t, .. }
            | Op::JmpNotNull { t, .. }
            | Op::JmpLt { t, .. }
            | Op::JmpLe { t, .. }
            | Op::IncJmp { t, .. }
            | Op::CallFinally { t }
            | Op::BindStaticOnce { t, .. } => *t = target,
            Op::FeReset { end, .. }
            | Op::FeFetch { end, .. }
            | Op::FeResetRef { end, .. }
            | Op::FeFetchRef { end, .. } => *end = target,
            Op::RecvDefault { skip, .. } => *skip = target,
            Op::Catch { next, .. } => *next = target,
            other => panic!("patch of non-jump {:?}", other),
        }
    }
    pub fn patch_here(&mut self, at: usize) {
        let h = self.here();
        self.patch(at, h);
    }

    pub fn tmp(&mut self) -> u32 {
        let t = self.next_tmp;
        self.next_tmp += 1;
        if self.next_tmp > self.max_tmp {
            self.max_tmp = self.next_tmp;
        }
        t | TMP_BIT
    }
    /// Two adjacent temporaries (foreach iterator state).
    pub fn tmp2(&mut self) -> u32 {
        let t = self.tmp();
        self.tmp();
        t
    }

    pub fn cv(&mut self, name: &[u8]) -> u32 {
        let s = match self.cv_map.get(name) {
            Some(&s) => s,
            None => {
                let s = self.cvs.len() as u32;
                self.cvs.push(name.into());
                self.cv_map.insert(name.into(), s);
                s
            }
        };
        // Outside the main script a superglobal is the global variable:
        // each use binds the slot to it first (a cold op, and only in
        // functions that name one).
        if !self.is_main && is_superglobal(name) {
            let n = self.str_const(name);
            self.op(Op::BindGlobal { cv: s, name: n });
        }
        s
    }

    fn push_const(&mut self, v: Value) -> u32 {
        let i = self.consts.len() as u32;
        self.consts
            .push(SyncValue::new(v).expect("constant must be immutable"));
        i | CONST_BIT
    }

    /// A constant operand (strings and arrays are made immutable).
    pub fn konst(&mut self, v: Value) -> u32 {
        match v {
            Value::Str(s) => self.str_const(s.as_bytes()),
            Value::Int(i) => {
                if let Some(&c) = self.int_consts.get(&i) {
                    return c;
                }
                let c = self.push_const(Value::Int(i));
                self.int_consts.insert(i, c);
                c
            }
            v => self.push_const(v),
        }
    }
    pub fn str_const(&mut self, b: &[u8]) -> u32 {
        if let Some(&c) = self.str_consts.get(b) {
            return c;
        }
        let c = self.push_const(Value::Str(PStr::interned(b)));
        self.str_consts.insert(b.to_vec(), c);
        c
    }
    pub fn null(&mut self) -> u32 {
        self.konst(Value::Null)
    }

    pub fn add_path(&mut self, p: Path) -> u32 {
        self.paths.push(p);
        (self.paths.len() - 1) as u32
    }
    pub fn cache_slot(&mut self) -> u32 {
        self.cache_slots += 1;
        self.cache_slots - 1
    }

    /// Declares top-level functions before the script runs (php's early binding).
    pub fn hoist_functions(&mut self, stmts: &[ast::Stmt]) -> Result<(), CompileError> {
        for s in stmts {
            match &s.kind {
                ast::StmtKind::Function(f) => {
                    let idx = self.compile_function(f)?;
                    self.emit(Op::DeclareFunc { idx }, s.line);
                }
                ast::StmtKind::Declare { body: Some(b), .. } => self.hoist_functions(b)?,
                _ => {}
            }
        }
        Ok(())
    }

    /// Compiles a function declaration into a child unit; returns its index.
    pub fn compile_function(&mut self, f: &ast::FunctionDecl) -> Result<u32, CompileError> {
        self.compile_function_with(f, Vec::new(), false)
    }

    /// Compiles a function, closure (`uses`) or arrow function.
    pub fn compile_function_with(
        &mut self,
        f: &ast::FunctionDecl,
        uses: Vec<(Box<[u8]>, bool)>,
        is_arrow: bool,
    ) -> Result<u32, CompileError> {
        let c = FnCompiler::new(self.file.clone(), f.name.clone(), false);
        let unit = self.compile_body(c, f, uses, is_arrow, None)?;
        self.children.push(Arc::new(unit));
        Ok((self.children.len() - 1) as u32)
    }

    /// Compiles a function-like body with compiler `c` (a method when
    /// `method` gives its class context and whether it may use `$this`).
    pub fn compile_body(
        &mut self,
        mut c: FnCompiler,
        f: &ast::FunctionDecl,
        uses: Vec<(Box<[u8]>, bool)>,
        is_arrow: bool,
        method: Option<(std::rc::Rc<ClassCtx>, bool)>,
    ) -> Result<CodeUnit, CompileError> {
        c.file_funcs = self.file_funcs.clone();
        let is_closure = f.name.ends_with(b"{closure}");
        match &method {
            Some((ctx, _)) => c.class_ctx = Some(ctx.clone()),
            None if is_closure => c.class_ctx = self.class_ctx.clone(),
            None => {}
        }
        c.is_arrow = is_arrow;
        c.strict_types = self.strict_types;
        c.line = f.line;
        c.line_start = f.line;
        c.line_end = f.end_line;
        c.by_ref_return = f.by_ref_return;
        c.is_generator = f.is_generator;
        c.return_type = f.return_type.as_ref().map(type_info);
        if f.is_generator {
            if let Some(t) = &f.return_type {
                if !generator_return_ok(t) {
                    return Err(CompileError {
                        parse: false,
                        message: format!(
                            "Generator return type must be a supertype of Generator, {} given",
                            type_hint_text(t)
                        ),
                        line: f.line,
                    });
                }
            }
        }
        let target = if method.is_some() {
            class::TARGET_METHOD
        } else {
            class::TARGET_FUNCTION
        };
        c.check_attrs(&f.attributes, target, f.line)?;
        for p in &f.params {
            c.check_attrs(&p.attributes, class::TARGET_PARAMETER, f.line)?;
        }
        c.attrs = c.attrs(&f.attributes, f.line)?;
        c.doc_comment = f.doc_comment.clone();
        for p in &f.params {
            c.cv(&p.name);
        }
        for (u, _) in &uses {
            // (An arrow function's captures are found, not written.)
            let fixed = if is_arrow {
                None
            } else if &**u == b"this" {
                Some("Cannot use $this as lexical variable")
            } else if tusk_bytecode::is_superglobal(u) {
                Some("Cannot use auto-global as lexical variable")
            } else {
                None
            };
            if let Some(m) = fixed {
                return Err(CompileError {
                    parse: false,
                    message: m.into(),
                    line: f.line,
                });
            }
            if f.params.iter().any(|p| &p.name == u) {
                return Err(CompileError {
                    parse: false,
                    message: format!(
                        "Cannot use lexical variable ${} as a parameter name",
                        String::from_utf8_lossy(u)
                    ),
                    line: f.line,
                });
            }
            c.cv(u);
        }
        c.uses = uses;
        let wants_this = match &method {
            Some((_, is_static)) => !*is_static,
            None => is_closure && !f.is_static,
        };
        if wants_this {
            c.this_slot = c.cv(b"this");
        }
        // php 8: an optional parameter before a required one is required.
        if let Some(last_required) = f
            .params
            .iter()
            .rposition(|p| p.default.is_none() && !p.variadic)
        {
            for p in &f.params[..last_required] {
                if p.promote.is_some() && method.is_some() {
                    continue;
                }
                let null_default = matches!(
                    p.default.as_ref().map(|d| &d.kind),
                    Some(ast::ExprKind::Null)
                );
                if p.default.is_some() && !(null_default && p.ty.is_some()) {
                    let req = &f.params[last_required];
                    self.warnings.push((
                        true,
                        format!(
                            "Optional parameter ${} declared before required parameter ${} is implicitly treated as a required parameter",
                            String::from_utf8_lossy(&p.name),
                            String::from_utf8_lossy(&req.name)
                        ),
                        p.line,
                    ));
                }
            }
        }
        let mut seen = std::collections::HashSet::new();
        for (i, p) in f.params.iter().enumerate() {
            if !seen.insert(p.name.clone()) {
                return Err(CompileError {
                    parse: false,
                    message: format!(
                        "Redefinition of parameter ${}",
                        String::from_utf8_lossy(&p.name)
                    ),
                    line: p.line,
                });
            }
            // A parameter whose default is null is implicitly nullable.
            let null_default = matches!(
                p.default.as_ref().map(|d| &d.kind),
                Some(ast::ExprKind::Null)
            );
            let ty = p.ty.as_ref().map(type_info).map(|t| match t {
                TypeInfo::Named(n) if null_default && &*n != b"mixed" && &*n != b"null" => {
                    TypeInfo::Nullable(Box::new(TypeInfo::Named(n)))
                }
                TypeInfo::Union(mut v)
                    if null_default
                        && !v
                            .iter()
                            .any(|t| matches!(t, TypeInfo::Named(n) if &**n == b"null")) =>
                {
                    v.push(TypeInfo::Named((*b"null").into()));
                    TypeInfo::Union(v)
                }
                t => t,
            });
            let mut info = ParamInfo {
                name: p.name.clone(),
                by_ref: p.by_ref,
                variadic: p.variadic,
                ty,
                optional: p.default.is_some() || p.variadic,
                default_const: None,
                default_init: None,
                default_name: p.default.as_ref().and_then(default_const_name),
                attrs: c.attrs(&p.attributes, f.line)?,
            };
            if let Some(d) = &p.default {
                c.line = p.line;
                if let Some(v) = c.const_value(d) {
                    info.default_const = Some(c.konst(v));
                } else {
                    info.default_init = Some(c.const_init(d)?);
                    c.line = p.line;
                }
                let at = c.op(Op::RecvDefault {
                    param: i as u32,
                    skip: 0,
                });
                let v = c.expr(d)?;
                c.op(Op::Assign {
                    dst: NONE,
                    cv: i as u32,
                    src: v,
                });
                c.free_all_tmps();
                c.patch_here(at);
            }
            c.params.push(info);
        }
        c.line = f.line;
        if c.is_generator {
            c.op(Op::GenCreate {});
        }
        c.stmts(&f.body)?;
        let n = c.null();
        c.line = f.end_line;
        if c.return_type.is_some() && !c.is_generator {
            c.op(Op::VerifyReturn { a: NONE });
        }
        c.op(Op::Return { a: n });
        c.check_gotos()?;
        self.warnings.append(&mut c.warnings);
        Ok(c.finish())
    }

    /// Every `goto` must name a label of the same function, outside any
    /// loop or switch that does not also hold the goto.
    fn check_gotos(&self) -> Result<(), CompileError> {
        for (_, label, line, around) in &self.gotos {
            let message = match self.labels.get(label) {
                None => format!(
                    "'goto' to undefined label '{}'",
                    String::from_utf8_lossy(label)
                ),
                Some((_, inside)) if !around.starts_with(inside) => {
                    "'goto' into loop or switch statement is disallowed".to_string()
                }
                Some(_) => continue,
            };
            return Err(CompileError {
                parse: false,
                message,
                line: *line,
            });
        }
        Ok(())
    }

    /// A fresh id for a loop or switch being compiled.
    pub(crate) fn new_loop_id(&self) -> u32 {
        self.loop_serial.set(self.loop_serial.get() + 1);
        self.loop_serial.get()
    }

    /// The ids of the loops and switches around the current statement.
    pub(crate) fn loop_path(&self) -> Vec<u32> {
        self.loops.iter().map(|l| l.id).collect()
    }

    pub fn free_all_tmps(&mut self) {
        self.next_tmp = 0;
    }

    /// Resolves temporaries to slots after the CVs and builds the unit.
    pub fn finish(mut self) -> CodeUnit {
        for (at, label, _, _) in std::mem::take(&mut self.gotos) {
            let t = self.labels.get(&label).map_or(0, |l| l.0);
            self.patch(at, t);
        }
        // As php's required_num_args: every parameter up to the last one
        // without a default must be passed.
        let required_params = self
            .params
            .iter()
            .rposition(|p| !p.optional)
            .map_or(0, |i| i + 1) as u32;
        let simple_params = self
            .params
            .iter()
            .all(|p| p.ty.is_none() && !p.by_ref && !p.variadic);
        let ncv = self.cvs.len() as u32;
        let fix = |v: &mut u32| {
            if *v != NONE && *v & CONST_BIT == 0 && *v & TMP_BIT != 0 {
                *v = ncv + (*v & !TMP_BIT);
            }
        };
        for op in &mut self.ops {
            fix_op(op, &fix);
        }
        for p in &mut self.paths {
            match &mut p.base {
                PathBase::Cv(s) | PathBase::Tmp(s) | PathBase::VarVar(s) | PathBase::Global(s) => {
                    fix(s)
                }
                PathBase::StaticProp(c, n) => {
                    fix(c);
                    fix(n)
                }
            }
            for e in &mut p.elems {
                match e {
                    PathElem::Dim(o) | PathElem::Prop(o) => fix(o),
                    PathElem::Append => {}
                }
            }
        }
        let by_ref_args =
            tusk_bytecode::by_ref_mask(self.params.iter().map(|p| (p.by_ref, p.variadic)));
        CodeUnit {
            jit: Default::default(),
            id: tusk_bytecode::next_unit_id(),
            by_ref_args,
            name: self.name,
            file: self.file,
            ops: self.ops,
            lines: self.lines,
            consts: self.consts,
            num_slots: ncv + self.max_tmp,
            cv_names: self.cvs,
            params: self.params,
            return_type: self.return_type,
            by_ref_return: self.by_ref_return,
            is_generator: self.is_generator,
            strict_types: self.strict_types,
            paths: self.paths,
            children: self.children,
            statics: self.statics,
            jump_tables: Vec::new(),
            num_cache_slots: self.cache_slots,
            line_start: self.line_start,
            line_end: self.line_end,
            try_ranges: self.try_ranges,
            simple_params,
            required_params,
            compile_warnings: self.warnings,
            uses: self.uses,
            is_arrow: self.is_arrow,
            classes: self.classes,
            this_slot: self.this_slot,
            attrs: self.attrs,
            doc_comment: self.doc_comment,
        }
    }

    /// The value of a constant expression, when it is one (literal folding).
    pub fn const_value(&mut self, e: &ast::Expr) -> Option<Value> {
        use ast::ExprKind as K;
        Some(match &e.kind {
            K::Null => Value::Null,
            K::Bool(b) => Value::Bool(*b),
            K::Int(i) => Value::Int(*i),
            K::Float(f) => Value::Float(*f),
            K::Str(s) => Value::Str(PStr::interned(s)),
            // As in an expression (see `builtin_constant`).
            K::Const(qn) if qn.fallback.is_none() => builtin_constant(&qn.name)?,
            K::Unary {
                op: ast::UnOp::Neg,
                expr,
            } => match &expr.kind {
                K::Int(i) => Value::Int(i.wrapping_neg()),
                K::Float(f) => Value::Float(-f),
                _ => return None,
            },
            K::Array(items) => {
                let mut a = if items.is_empty() {
                    PArr::new()
                } else {
                    PArr::new_literal(items.len())
                };
                for it in items {
                    if it.by_ref || it.spread {
                        return None;
                    }
                    let v = self.const_value(&it.value)?;
                    match &it.key {
                        None => {
                            a.make_mut().push(v).ok()?;
                        }
                        Some(k) => {
                            let kv = self.const_value(k)?;
                            let key = match kv {
                                Value::Int(i) => tusk_value::Key::Int(i),
                                Value::Str(s) => match tusk_value::array::int_key(s.as_bytes()) {
                                    Some(i) => tusk_value::Key::Int(i),
                                    None => tusk_value::Key::Str(s),
                                },
                                Value::Bool(b) => tusk_value::Key::Int(b as i64),
                                Value::Null => tusk_value::Key::Str(PStr::interned(b"")),
                                Value::Float(f) if f.fract() == 0.0 && f.is_finite() => {
                                    tusk_value::Key::Int(f as i64)
                                }
                                _ => return None,
                            };
                            a.make_mut().insert(key, v);
                        }
                    }
                }
                Value::Arr(a.into_immutable())
            }
            _ => return None,
        })
    }
}

fn fix_op(op: &mut Op, fix: &impl Fn(&mut u32)) {
    macro_rules! f {
        ($($x:expr),*) => {{ $(fix($x);)* }};
    }
    match op {
        Op::Move { dst, src } | Op::MoveQuiet { dst, src } => f!(dst, src),
        Op::Assign { dst, cv, src } => f!(dst, cv, src),
        Op::AssignRef { cv, src } => f!(cv, src),
        Op::MakeRef { dst, .. } => f!(dst),
        Op::MakeRefCv { dst, cv } => f!(dst, cv),
        Op::UnsetCv { cv } => f!(cv),
        Op::AssignPath { dst, src, .. } => f!(dst, src),
        Op::AssignPathRef { src, .. } => f!(src),
        Op::AssignDim { cv, key, src } => f!(cv, key, src),
        Op::AssignOp { dst, cv, src, .. } => f!(dst, cv, src),
        Op::AssignOpPath { dst, src, .. } => f!(dst, src),
        Op::IncDec { dst, cv, .. } => f!(dst, cv),
        Op::IncDecPath { dst, .. } => f!(dst),
        Op::Add { dst, a, b }
        | Op::Sub { dst, a, b }
        | Op::Mul { dst, a, b }
        | Op::Div { dst, a, b }
        | Op::Mod { dst, a, b }
        | Op::Pow { dst, a, b }
        | Op::Concat { dst, a, b }
        | Op::BitAnd { dst, a, b }
        | Op::BitOr { dst, a, b }
        | Op::BitXor { dst, a, b }
        | Op::Shl { dst, a, b }
        | Op::Shr { dst, a, b }
        | Op::Xor { dst, a, b }
        | Op::Eq { dst, a, b }
        | Op::NotEq { dst, a, b }
        | Op::Identical { dst, a, b }
        | Op::NotIdentical { dst, a, b }
        | Op::Lt { dst, a, b }
        | Op::Le { dst, a, b }
        | Op::Spaceship { dst, a, b } => f!(dst, a, b),
        Op::Neg { dst, a }
        | Op::Plus { dst, a }
        | Op::Not { dst, a }
        | Op::BitNot { dst, a }
        | Op::ToBool { dst, a }
        | Op::Cast { dst, a, .. }
        | Op::ConcatTo { dst, a }
        | Op::Print { dst, a }
        | Op::FetchVarVar { dst, a }
        | Op::FetchVarVarQuiet { dst, a }
        | Op::IssetVal { dst, a }
        | Op::EmptyVal { dst, a }
        | Op::Include { dst, a, .. }
        | Op::Eval { dst, a }
        | Op::Strlen { dst, a }
        | Op::Count { dst, a } => f!(dst, a),
        Op::InstanceOf { dst, a, class } => f!(dst, a, class),
        Op::JmpZ { a, .. } | Op::JmpNZ { a, .. } => f!(a),
        Op::JmpLt { a, b, .. } | Op::JmpLe { a, b, .. } => f!(a, b),
        Op::IncJmp { cv, b, .. } => f!(cv, b),
        Op::JmpSet { dst, a, .. } | Op::JmpNotNull { dst, a, .. } => f!(dst, a),
        Op::Echo { a }
        | Op::Return { a }
        | Op::ReturnRef { a }
        | Op::Exit { a }
        | Op::Throw { a }
        | Op::Send { a }
        | Op::SendUnpack { a }
        | Op::VerifyReturn { a }
        | Op::SilenceEnd { a }
        | Op::MatchError { a } => f!(a),
        Op::SendNamed { a, .. } => f!(a),
        Op::IssetDim { dst, base, key } => f!(dst, base, key),
        Op::Yield { dst, key, val } => f!(dst, key, val),
        Op::GenCreate {} => {}
        Op::YieldFrom { dst, src } => f!(dst, src),
        Op::NewArray { dst, .. } => f!(dst),
        Op::ArrPush { arr, val } | Op::ArrPushRef { arr, val } | Op::ArrSpread { arr, val } => {
            f!(arr, val)
        }
        Op::ArrSet { arr, key, val } | Op::ArrSetRef { arr, key, val } => f!(arr, key, val),
        Op::FetchDim { dst, base, key }
        | Op::FetchDimQuiet { dst, base, key }
        | Op::FetchListDim { dst, base, key } => {
            f!(dst, base, key)
        }
        Op::FetchProp { dst, obj, name }
        | Op::FetchPropQuiet { dst, obj, name }
        | Op::IssetProp { dst, obj, name } => {
            f!(dst, obj, name)
        }
        Op::IssetCv { dst, cv } => f!(dst, cv),
        Op::FeReset { it, src, .. } => f!(it, src),
        Op::FeFetch { it, val, key, .. } | Op::FeFetchRef { it, val, key, .. } => f!(it, val, key),
        Op::FeResetRef { it, .. } => f!(it),
        Op::FeFree { it } => f!(it),
        Op::InitCallDyn { callee } => f!(callee),
        Op::InitMethod { obj, name } => f!(obj, name),
        Op::SendVar { cv } => f!(cv),
        Op::CallFused { a, b, c, .. } => f!(a, b, c),
        Op::DoCall { dst }
        | Op::MakeCallable { dst }
        | Op::SilenceBegin { dst }
        | Op::Magic { dst, .. }
        | Op::Intrinsic { dst, .. } => f!(dst),
        Op::BindGlobal { cv, .. } | Op::BindStatic { cv, .. } | Op::BindStaticOnce { cv, .. } => {
            f!(cv)
        }
        Op::FetchConst { dst, .. } => f!(dst),
        Op::DeclareConst { val, .. } => f!(val),
        Op::Catch { cv, .. } => f!(cv),
        Op::New { dst, .. } => f!(dst),
        Op::NewObj { dst, cls, .. } => f!(dst, cls),
        Op::FetchPropC { dst, obj, name, .. } => f!(dst, obj, name),
        Op::AssignPropC { obj, name, src, .. } => f!(obj, name, src),
        Op::IncDecPropC { dst, .. } => f!(dst),
        Op::AssignOpPropC { src, .. } => f!(src),
        Op::InitMethodC { obj, name, .. } => f!(obj, name),
        Op::InitStaticCall { cls, name, .. } => f!(cls, name),
        Op::FetchStaticProp { dst, cls, name, .. } => f!(dst, cls, name),
        Op::FetchClassConst { dst, cls, .. } => f!(dst, cls),
        Op::ClassName { dst, cls } => f!(dst, cls),
        Op::CloneObj { dst, a } | Op::ThisVal { dst, cv: a } => f!(dst, a),
        Op::DeclareClass { .. } => {}
        Op::MakeClosure { dst, .. } => f!(dst),
        Op::Nop {}
        | Op::Jmp { .. }
        | Op::UnsetPath { .. }
        | Op::FetchDimAppendRead {}
        | Op::InitCall { .. }
        | Op::InitCallFused { .. }
        | Op::SendPath { .. }
        | Op::RecvDefault { .. }
        | Op::DeclareFunc { .. }
        | Op::Rethrow {}
        | Op::CallFinally { .. }
        | Op::EndFinally {}
        | Op::Fatal { .. } => {}
    }
}

/// A declared type, for the VM's checks.
pub fn type_info(t: &ast::TypeHint) -> TypeInfo {
    match t {
        ast::TypeHint::Named(n) => TypeInfo::Named(n.clone()),
        ast::TypeHint::Nullable(t) => TypeInfo::Nullable(Box::new(type_info(t))),
        ast::TypeHint::Union(v) => TypeInfo::Union(v.iter().map(type_info).collect()),
        ast::TypeHint::Intersection(v) => TypeInfo::Intersection(v.iter().map(type_info).collect()),
    }
}

pub use tusk_bytecode::is_superglobal;

/// A generator's declared return type must admit a Generator object.
fn generator_return_ok(t: &ast::TypeHint) -> bool {
    match t {
        ast::TypeHint::Named(n) => {
            let l = n.to_ascii_lowercase();
            let l = l.strip_prefix(b"\\").unwrap_or(&l);
            matches!(
                l,
                b"generator" | b"iterator" | b"traversable" | b"iterable" | b"mixed" | b"object"
            )
        }
        ast::TypeHint::Nullable(t) => generator_return_ok(t),
        ast::TypeHint::Union(v) => v.iter().any(generator_return_ok),
        ast::TypeHint::Intersection(_) => true,
    }
}

/// A type as written in messages (`?array`, `int|string`).
fn type_hint_text(t: &ast::TypeHint) -> String {
    match t {
        ast::TypeHint::Named(n) => String::from_utf8_lossy(n).into_owned(),
        ast::TypeHint::Nullable(t) => format!("?{}", type_hint_text(t)),
        ast::TypeHint::Union(v) => v.iter().map(type_hint_text).collect::<Vec<_>>().join("|"),
        ast::TypeHint::Intersection(v) => {
            v.iter().map(type_hint_text).collect::<Vec<_>>().join("&")
        }
    }
}

/// The constant a parameter default names (`PHP_EOL`, `A::B`,
/// `self::C`), as ReflectionParameter shows it.
fn default_const_name(e: &ast::Expr) -> Option<Box<[u8]>> {
    match &e.kind {
        ast::ExprKind::Const(q) => Some(q.name.clone()),
        ast::ExprKind::ClassConst { class, name } => {
            let mut out: Vec<u8> = match class {
                ast::ClassRef::Named(n) => n.to_vec(),
                ast::ClassRef::SelfClass => b"self".to_vec(),
                ast::ClassRef::Parent => b"parent".to_vec(),
                ast::ClassRef::Static => b"static".to_vec(),
                ast::ClassRef::Dynamic(_) => return None,
            };
            out.extend_from_slice(b"::");
            out.extend_from_slice(name);
            Some(out.into())
        }
        _ => None,
    }
}
