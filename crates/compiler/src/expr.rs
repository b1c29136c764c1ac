//! Expressions: operands, short-circuits, lvalue paths, assignments,
//! destructuring, calls and their argument passing.

use crate::{CompileError, FnCompiler};
use tusk_bytecode::*;
use tusk_syntax::ast::{self, BinOp, ExprKind as K};
use tusk_value::Value;

type R<T> = Result<T, CompileError>;

fn lower_name(n: &[u8]) -> Vec<u8> {
    n.to_ascii_lowercase()
}

impl FnCompiler {
    /// Evaluates for side effects only.
    pub fn expr_discard(&mut self, e: &ast::Expr) -> R<()> {
        self.line = e.line;
        match &e.kind {
            K::Assign { target, value } => {
                self.assign(target, value, false)?;
            }
            K::AssignOp { op, target, value } if *op != BinOp::Coalesce => {
                self.assign_op_into(*op, target, value, false)?;
            }
            K::AssignRef { target, value } => {
                let r = self.make_ref(value)?;
                self.assign_ref_from(target, r)?;
            }
            K::IncDec {
                pre: _,
                inc,
                target,
            } => {
                // Result unused: pre and post are the same.
                let kind = if *inc { 0 } else { 1 };
                match &target.kind {
                    K::Var(n) => {
                        let cv = self.cv(n);
                        self.op(Op::IncDec {
                            dst: NONE,
                            cv,
                            kind,
                        });
                    }
                    _ => {
                        let path = self.path(target)?;
                        self.incdec_path(NONE, path, kind);
                    }
                }
            }
            _ => {
                // The unused result is released at once (a returned object
                // is destroyed here, as php does).
                let t = self.expr(e)?;
                if t != NONE && t & CONST_BIT == 0 && t & crate::TMP_BIT != 0 {
                    match self.ops.last_mut() {
                        // A call's or a yield's result that is not used is
                        // not stored (a value sent into a generator is
                        // released when it resumes).
                        Some(Op::DoCall { dst })
                        | Some(Op::Yield { dst, .. })
                        | Some(Op::YieldFrom { dst, .. })
                            if *dst == t =>
                        {
                            *dst = NONE
                        }
                        _ => {
                            self.op(Op::UnsetCv { cv: t });
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Compiles an expression; returns the operand holding its value.
    pub fn expr(&mut self, e: &ast::Expr) -> R<u32> {
        let saved = self.line;
        self.line = e.line;
        let inner = std::mem::take(&mut self.chain_inner);
        let r = if !inner && chain_has_nullsafe(e) {
            // The top of a chain with a `?->`: a null there short-circuits
            // the rest of the chain, which evaluates to null.
            self.nullsafe_chains.push(Vec::new());
            let r = self.expr_inner(e);
            let skips = self.nullsafe_chains.pop().unwrap_or_default();
            match r {
                Ok(dst) if !skips.is_empty() => {
                    let j = self.op(Op::Jmp { t: 0 });
                    for s in skips {
                        self.patch_here(s);
                    }
                    let n = self.null();
                    self.op(Op::Move { dst, src: n });
                    self.patch_here(j);
                    Ok(dst)
                }
                r => r,
            }
        } else {
            self.expr_inner(e)
        };
        self.line = saved;
        r
    }

    /// Compiles the base of a chain element (`BASE->x`, `BASE[k]`).
    fn chain_base(&mut self, base: &ast::Expr) -> R<u32> {
        self.chain_inner = true;
        let r = self.expr(base);
        self.chain_inner = false;
        r
    }

    /// Where a `?->` that met null jumps: to the end of its chain when one
    /// is being compiled, else just past its own access.
    fn nullsafe_skip(&mut self, skip: usize) {
        match self.nullsafe_chains.last_mut() {
            Some(list) => list.push(skip),
            None => self.patch_here(skip),
        }
    }

    fn expr_inner(&mut self, e: &ast::Expr) -> R<u32> {
        Ok(match &e.kind {
            K::Null => self.null(),
            K::Bool(b) => self.konst(Value::Bool(*b)),
            K::Int(i) => self.konst(Value::Int(*i)),
            K::Float(f) => self.konst(Value::Float(*f)),
            K::Str(s) => self.str_const(s),
            K::Interp(parts) => self.interp(parts)?,
            K::ShellExec(_) => return Err(self.err("Shell execution is not supported")),
            K::MagicConst(m) => self.magic(*m),
            K::Var(n) => {
                if &**n == b"this" {
                    if self.this_slot != NONE {
                        let dst = self.tmp();
                        let cv = self.this_slot;
                        self.op(Op::ThisVal { dst, cv });
                        return Ok(dst);
                    }
                    // No object context here: an Error when it runs.
                    let dst = self.tmp();
                    self.op(Op::ThisVal { dst, cv: NONE });
                    return Ok(dst);
                }
                if &**n == b"GLOBALS" {
                    let dst = self.tmp();
                    self.op(Op::Intrinsic {
                        dst,
                        kind: intrinsic::GLOBALS,
                    });
                    return Ok(dst);
                }
                self.cv(n)
            }
            K::VarVar(inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                self.op(Op::FetchVarVar { dst, a });
                dst
            }
            K::Array(items) => {
                if let Some(v) = self.const_value(e) {
                    return Ok(self.konst(v));
                }
                self.array_literal(items)?
            }
            K::List(_) => return Err(self.err("Cannot use list() outside an assignment context")),
            K::Index { base, index } => {
                let Some(index) = index else {
                    return Err(self.err("Cannot use [] for reading"));
                };
                let b = self.chain_base(base)?;
                let k = self.expr(index)?;
                let dst = self.tmp();
                self.op(Op::FetchDim {
                    dst,
                    base: b,
                    key: k,
                });
                dst
            }
            K::Prop {
                obj,
                name,
                nullsafe,
            } => {
                let o = self.obj_operand(obj)?;
                let dst = self.tmp();
                let mut skip = None;
                if *nullsafe {
                    let t = self.tmp();
                    self.op(Op::IssetVal { dst: t, a: o });
                    let n = self.null();
                    self.op(Op::Move { dst, src: n });
                    skip = Some(self.op(Op::JmpZ { a: t, t: 0 }));
                }
                match name {
                    ast::MemberName::Ident(n) => {
                        let name = self.str_const(n);
                        let cache = self.cache_slot();
                        self.op(Op::FetchPropC {
                            dst,
                            obj: o,
                            name,
                            cache,
                        });
                    }
                    _ => {
                        let name = self.member_name(name)?;
                        self.op(Op::FetchProp { dst, obj: o, name });
                    }
                }
                if let Some(s) = skip {
                    self.nullsafe_skip(s);
                }
                dst
            }
            K::StaticProp { class, name } => {
                let cls = self.class_operand(class)?;
                let name = self.member_name(name)?;
                let dst = self.tmp();
                self.op(Op::FetchStaticProp {
                    dst,
                    cls,
                    name,
                    quiet: 0,
                });
                dst
            }
            K::ClassConst { class, name } => {
                if name.eq_ignore_ascii_case(b"class") {
                    if let ast::ClassRef::Named(n) = class {
                        return Ok(self.str_const(n));
                    }
                    let cls = self.class_operand(class)?;
                    let dst = self.tmp();
                    self.op(Op::ClassName { dst, cls });
                    return Ok(dst);
                }
                let cls = self.class_operand(class)?;
                let name = self.str_const(name);
                let cache = self.cache_slot();
                let dst = self.tmp();
                self.op(Op::FetchClassConst {
                    dst,
                    cls,
                    name,
                    cache,
                });
                dst
            }
            K::Const(qn) => {
                // A built-in constant named without a namespace to fall
                // back from is substituted (php does it at compile time;
                // a namespaced name may name a constant defined later).
                if qn.fallback.is_none() {
                    if let Some(v) = crate::builtin_constant(&qn.name) {
                        return Ok(self.konst(v));
                    }
                }
                let name = self.str_const(&qn.name);
                let fb = match &qn.fallback {
                    Some(f) => self.str_const(f),
                    None => NONE,
                };
                let cache = self.cache_slot();
                let dst = self.tmp();
                self.op(Op::FetchConst {
                    dst,
                    name,
                    fb,
                    cache,
                });
                dst
            }
            K::Assign { target, value } => self.assign(target, value, true)?,
            K::AssignRef { target, value } => {
                // The expression's value is the referenced value (binding
                // consumes the reference temporary: copy it first, with
                // MoveQuiet, which reads without taking).
                let r = self.make_ref(value)?;
                let dst = self.tmp();
                self.op(Op::MoveQuiet { dst, src: r });
                self.assign_ref_from(target, r)?;
                dst
            }
            K::AssignOp { op, target, value } => self.assign_op(*op, target, value)?,
            K::Binary { op, left, right } => self.binary(*op, left, right)?,
            K::Unary { op, expr } => {
                let a = self.expr(expr)?;
                let dst = self.tmp();
                self.op(match op {
                    ast::UnOp::Neg => Op::Neg { dst, a },
                    ast::UnOp::Plus => Op::Plus { dst, a },
                    ast::UnOp::Not => Op::Not { dst, a },
                    ast::UnOp::BitNot => Op::BitNot { dst, a },
                });
                dst
            }
            K::IncDec { pre, inc, target } => {
                let kind = match (pre, inc) {
                    (true, true) => 0,
                    (true, false) => 1,
                    (false, true) => 2,
                    (false, false) => 3,
                };
                let dst = self.tmp();
                match &target.kind {
                    K::Var(n) => {
                        let cv = self.cv(n);
                        self.op(Op::IncDec { dst, cv, kind });
                    }
                    _ => {
                        let path = self.path(target)?;
                        self.incdec_path(dst, path, kind);
                    }
                }
                dst
            }
            K::Cast(kind, inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                let kind = match kind {
                    ast::CastKind::Int => cast_kind::INT,
                    ast::CastKind::Float => cast_kind::FLOAT,
                    ast::CastKind::String => cast_kind::STRING,
                    ast::CastKind::Bool => cast_kind::BOOL,
                    ast::CastKind::Array => cast_kind::ARRAY,
                    ast::CastKind::Object => cast_kind::OBJECT,
                    ast::CastKind::Unset => {
                        return Err(self.err("The (unset) cast is no longer supported"))
                    }
                };
                self.op(Op::Cast { dst, a, kind });
                dst
            }
            // One operand: its result is the expression's (no copy).
            K::Isset(list) if list.len() == 1 => self.isset_one(&list[0])?,
            K::Isset(list) => {
                let dst = self.tmp();
                let mut ends = Vec::new();
                for (i, x) in list.iter().enumerate() {
                    let t = self.isset_one(x)?;
                    self.op(Op::Move { dst, src: t });
                    if i + 1 < list.len() {
                        ends.push(self.op(Op::JmpZ { a: dst, t: 0 }));
                    }
                }
                for j in ends {
                    self.patch_here(j);
                }
                dst
            }
            K::Empty(inner) => {
                let a = self.quiet_expr(inner)?;
                let dst = self.tmp();
                self.op(Op::EmptyVal { dst, a });
                dst
            }
            K::Ternary { cond, then, els } => {
                let dst = self.tmp();
                match then {
                    Some(then) => {
                        let jz = self.cond_jumps(cond, false, 0)?;
                        let a = self.expr(then)?;
                        self.op(Op::Move { dst, src: a });
                        let j = self.op(Op::Jmp { t: 0 });
                        for p in jz {
                            self.patch_here(p);
                        }
                        let b = self.expr(els)?;
                        self.op(Op::Move { dst, src: b });
                        self.patch_here(j);
                    }
                    None => {
                        let c = self.expr(cond)?;
                        let js = self.op(Op::JmpSet { dst, a: c, t: 0 });
                        let b = self.expr(els)?;
                        self.op(Op::Move { dst, src: b });
                        self.patch_here(js);
                    }
                }
                dst
            }
            K::Call { func, args } => self.call(func, args)?,
            K::MethodCall {
                obj,
                name,
                args,
                nullsafe,
            } => {
                let fcc = matches!(args, ast::Args::FirstClassCallable);
                if fcc && *nullsafe {
                    return Err(self.err("Cannot combine nullsafe operator with Closure creation"));
                }
                let list: &[ast::Arg] = match args {
                    ast::Args::List(l) => l,
                    _ => &[],
                };
                let o = self.obj_operand(obj)?;
                let dst = self.tmp();
                let mut skip = None;
                if *nullsafe {
                    let t = self.tmp();
                    self.op(Op::IssetVal { dst: t, a: o });
                    let n = self.null();
                    self.op(Op::Move { dst, src: n });
                    skip = Some(self.op(Op::JmpZ { a: t, t: 0 }));
                }
                match name {
                    ast::MemberName::Ident(n) => {
                        let name = self.str_const(n);
                        let cache = self.cache_slot();
                        self.op(Op::InitMethodC {
                            obj: o,
                            name,
                            cache,
                        });
                    }
                    _ => {
                        let name = self.member_name(name)?;
                        self.op(Op::InitMethod { obj: o, name });
                    }
                }
                if fcc {
                    self.op(Op::MakeCallable { dst });
                } else {
                    self.send_args(list)?;
                    self.op(Op::DoCall { dst });
                }
                if let Some(s) = skip {
                    self.nullsafe_skip(s);
                }
                dst
            }
            K::StaticCall { class, name, args } => {
                let fcc = matches!(args, ast::Args::FirstClassCallable);
                let list: &[ast::Arg] = match args {
                    ast::Args::List(l) => l,
                    _ => &[],
                };
                let cls = self.class_operand(class)?;
                let name = self.member_name(name)?;
                let cache = self.cache_slot();
                self.op(Op::InitStaticCall { cls, name, cache });
                self.finish_call(list, fcc)?
            }
            K::Clone(inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                self.op(Op::CloneObj { dst, a });
                dst
            }
            K::NewAnonymous { class, args } => {
                // The name holds a NUL byte, as php's does.
                // php names it after its parent or first interface.
                let mut name = match (&class.extends, class.implements.first()) {
                    (Some(p), _) | (None, Some(p)) => p.strip_prefix(b"\\").unwrap_or(p).to_vec(),
                    (None, None) => b"class".to_vec(),
                };
                name.extend_from_slice(b"@anonymous\0");
                name.extend_from_slice(self.file.as_bytes());
                name.extend_from_slice(format!(":{}${:x}", e.line, self.classes.len()).as_bytes());
                let idx = self.compile_class_named(class, name.clone().into())?;
                self.op(Op::DeclareClass { idx, early: 0 });
                let dst = self.tmp();
                let cls = self.str_const(&name);
                let cache = self.cache_slot();
                self.op(Op::NewObj { dst, cls, cache });
                self.send_args(args)?;
                self.op(Op::DoCall { dst: NONE });
                dst
            }
            K::Closure(f) => {
                let uses = f.uses.iter().map(|u| (u.name.clone(), u.by_ref)).collect();
                let idx = self.compile_function_with(f, uses, false)?;
                let dst = self.tmp();
                self.op(Op::MakeClosure { dst, idx });
                dst
            }
            K::ArrowFn(f) => {
                let mut names = Vec::new();
                for s in &f.body {
                    crate::free::stmt_vars(s, &mut names);
                }
                let uses = names
                    .into_iter()
                    .filter(|n| &**n != b"this" && !f.params.iter().any(|p| &p.name == n))
                    .map(|n| (n, false))
                    .collect();
                let idx = self.compile_function_with(f, uses, true)?;
                let dst = self.tmp();
                self.op(Op::MakeClosure { dst, idx });
                dst
            }
            K::Yield { key, value } => {
                let key = match key {
                    Some(k) => self.expr(k)?,
                    None => NONE,
                };
                let val = match value {
                    // A by-reference generator yields a reference to a
                    // variable (anything else: the VM notices).
                    Some(v) if self.by_ref_return && crate::stmt::is_ref_able(v) => {
                        self.make_ref(v)?
                    }
                    Some(v) => self.expr(v)?,
                    None => NONE,
                };
                let dst = self.tmp();
                self.op(Op::Yield { dst, key, val });
                dst
            }
            K::YieldFrom(src) => {
                if self.by_ref_return {
                    return Err(
                        self.err("Cannot use \"yield from\" inside a by-reference generator")
                    );
                }
                let src = self.expr(src)?;
                let dst = self.tmp();
                self.op(Op::YieldFrom { dst, src });
                dst
            }
            K::New { class, args } => {
                let cls = self.class_operand(class)?;
                let dst = self.tmp();
                let cache = self.cache_slot();
                self.op(Op::NewObj { dst, cls, cache });
                self.send_args(args)?;
                self.op(Op::DoCall { dst: NONE });
                dst
            }
            K::InstanceOf(inner, class) => {
                let a = self.expr(inner)?;
                let class = self.class_operand(class)?;
                let dst = self.tmp();
                self.op(Op::InstanceOf { dst, a, class });
                dst
            }
            K::Match { subject, arms } => self.match_expr(subject, arms)?,
            K::Include(kind, inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                let kind = match kind {
                    ast::IncludeKind::Include => include_kind::INCLUDE,
                    ast::IncludeKind::IncludeOnce => include_kind::INCLUDE_ONCE,
                    ast::IncludeKind::Require => include_kind::REQUIRE,
                    ast::IncludeKind::RequireOnce => include_kind::REQUIRE_ONCE,
                };
                self.op(Op::Include { dst, a, kind });
                dst
            }
            K::Eval(inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                self.op(Op::Eval { dst, a });
                dst
            }
            K::Exit(arg) => {
                let a = match arg {
                    Some(x) => self.expr(x)?,
                    None => NONE,
                };
                self.op(Op::Exit { a });
                self.null()
            }
            K::Print(inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                self.op(Op::Print { dst, a });
                dst
            }
            K::Silence(inner) => {
                let s = self.tmp();
                self.op(Op::SilenceBegin { dst: s });
                let v = self.expr(inner)?;
                let dst = self.tmp();
                self.op(Op::Move { dst, src: v });
                self.op(Op::SilenceEnd { a: s });
                dst
            }
            K::Throw(inner) => {
                let a = self.expr(inner)?;
                self.op(Op::Throw { a });
                self.null()
            }
        })
    }

    fn magic(&mut self, m: ast::MagicConst) -> u32 {
        match m {
            ast::MagicConst::Line => self.konst(Value::Int(self.line as i64)),
            ast::MagicConst::File => {
                let f = self.file.clone();
                self.str_const(f.as_bytes())
            }
            ast::MagicConst::Dir => {
                let f = self.file.clone();
                let d = match f.rfind('/') {
                    Some(0) => "/",
                    Some(i) => &f[..i],
                    None => ".",
                };
                self.str_const(d.as_bytes())
            }
            ast::MagicConst::Function => {
                let n = self.fn_name.clone().unwrap_or_else(|| self.name.clone());
                self.str_const(&n)
            }
            ast::MagicConst::Class => match self.class_ctx.clone() {
                Some(c) if !c.is_trait => self.str_const(&c.name),
                Some(_) => {
                    let dst = self.tmp();
                    self.op(Op::Magic {
                        dst,
                        kind: magic_kind::CLASS,
                    });
                    dst
                }
                None if self.name.ends_with(b"{closure}") => {
                    let dst = self.tmp();
                    self.op(Op::Magic {
                        dst,
                        kind: magic_kind::CLASS,
                    });
                    dst
                }
                None => self.str_const(b""),
            },
            ast::MagicConst::Method => {
                let n = self.name.clone();
                self.str_const(&n)
            }
            // __TRAIT__: the trait's own name inside a trait, else "".
            ast::MagicConst::Trait => match self.class_ctx.clone() {
                Some(c) if c.is_trait => self.str_const(&c.name),
                _ => self.str_const(b""),
            },
            _ => self.str_const(b""),
        }
    }

    fn interp(&mut self, parts: &[ast::InterpPart]) -> R<u32> {
        let dst = self.tmp();
        let empty = self.str_const(b"");
        self.op(Op::Move { dst, src: empty });
        for p in parts {
            let a = match p {
                ast::InterpPart::Lit(s) => self.str_const(s),
                ast::InterpPart::Expr(e) => self.expr(e)?,
            };
            self.op(Op::ConcatTo { dst, a });
        }
        Ok(dst)
    }

    fn array_literal(&mut self, items: &[ast::ArrayItem]) -> R<u32> {
        let arr = self.tmp();
        self.op(Op::NewArray {
            dst: arr,
            cap: items.len() as u32,
        });
        for it in items {
            if it.spread {
                if let Some(c) = self.const_value(&it.value) {
                    if !matches!(c, Value::Arr(_)) {
                        return Err(self.err("Only arrays and Traversables can be unpacked"));
                    }
                }
                let v = self.expr(&it.value)?;
                self.op(Op::ArrSpread { arr, val: v });
                continue;
            }
            if let Some(k) = &it.key {
                if matches!(k.kind, K::Array(_)) {
                    self.line = k.line;
                    return Err(self.err("Illegal offset type"));
                }
            }
            let key = match &it.key {
                Some(k) => Some(self.expr(k)?),
                None => None,
            };
            if it.by_ref {
                let r = self.make_ref(&it.value)?;
                match key {
                    Some(key) => self.op(Op::ArrSetRef { arr, key, val: r }),
                    None => self.op(Op::ArrPushRef { arr, val: r }),
                };
            } else {
                let v = self.expr(&it.value)?;
                match key {
                    Some(key) => self.op(Op::ArrSet { arr, key, val: v }),
                    None => self.op(Op::ArrPush { arr, val: v }),
                };
            }
        }
        Ok(arr)
    }

    /// The operand of an object expression: `$this` is read in place.
    fn obj_operand(&mut self, obj: &ast::Expr) -> R<u32> {
        match &obj.kind {
            K::Var(n) if &**n == b"this" && self.this_slot != NONE => Ok(self.this_slot),
            _ => self.chain_base(obj),
        }
    }

    pub fn member_name(&mut self, n: &ast::MemberName) -> R<u32> {
        Ok(match n {
            ast::MemberName::Ident(s) => self.str_const(s),
            ast::MemberName::Dynamic(e) => self.expr(e)?,
        })
    }

    /// Reads an expression without "undefined" warnings (isset, ??, empty).
    pub fn quiet_expr(&mut self, e: &ast::Expr) -> R<u32> {
        self.line = e.line;
        Ok(match &e.kind {
            K::Var(n) if &**n != b"this" && &**n != b"GLOBALS" => {
                let cv = self.cv(n);
                let dst = self.tmp();
                self.op(Op::MoveQuiet { dst, src: cv });
                dst
            }
            K::Index {
                base,
                index: Some(index),
            } => {
                // A variable base is read in place: copying the array into a
                // temporary would share it and make the next write copy it all.
                let b = match &base.kind {
                    K::Var(n) if &**n != b"this" && &**n != b"GLOBALS" => self.cv(n),
                    _ => self.quiet_expr(base)?,
                };
                let k = self.expr(index)?;
                let dst = self.tmp();
                self.op(Op::FetchDimQuiet {
                    dst,
                    base: b,
                    key: k,
                });
                dst
            }
            K::Prop { obj, name, .. } => {
                let o = match &obj.kind {
                    K::Var(n) if &**n == b"this" && self.this_slot != NONE => self.this_slot,
                    _ => self.quiet_expr(obj)?,
                };
                let name = self.member_name(name)?;
                let dst = self.tmp();
                self.op(Op::FetchPropQuiet { dst, obj: o, name });
                dst
            }
            K::VarVar(inner) => {
                let a = self.expr(inner)?;
                let dst = self.tmp();
                self.op(Op::FetchVarVarQuiet { dst, a });
                dst
            }
            K::StaticProp { class, name } => {
                let cls = self.class_operand(class)?;
                let name = self.member_name(name)?;
                let dst = self.tmp();
                self.op(Op::FetchStaticProp {
                    dst,
                    cls,
                    name,
                    quiet: 1,
                });
                dst
            }
            _ => self.expr(e)?,
        })
    }

    fn isset_one(&mut self, e: &ast::Expr) -> R<u32> {
        let dst = self.tmp();
        match &e.kind {
            K::Var(n) => {
                let cv = self.cv(n);
                self.op(Op::IssetCv { dst, cv });
            }
            K::Index {
                base,
                index: Some(k),
            } if !matches!(&base.kind, K::Var(n) if &**n == b"GLOBALS") => {
                // A variable base is read in place (as php's CV operand):
                // a copy in a temporary would share the array.
                let b = match &base.kind {
                    K::Var(n) if &**n != b"this" => self.cv(n),
                    _ => self.quiet_expr(base)?,
                };
                let key = self.expr(k)?;
                self.op(Op::IssetDim { dst, base: b, key });
            }
            K::Prop { obj, name, .. } => {
                let o = match &obj.kind {
                    K::Var(n) if &**n == b"this" && self.this_slot != NONE => self.this_slot,
                    _ => self.quiet_expr(obj)?,
                };
                let name = self.member_name(name)?;
                self.op(Op::IssetProp { dst, obj: o, name });
            }
            K::Index { .. } | K::VarVar(_) | K::StaticProp { .. } => {
                let v = self.quiet_expr(e)?;
                self.op(Op::IssetVal { dst, a: v });
            }
            _ => {
                return Err(self.err(
                    "Cannot use isset() on the result of an expression (you can use \"null !== expression\" instead)",
                ))
            }
        }
        Ok(dst)
    }

    // ---- lvalues ----

    /// Whether path `p` is `$cv->name` with a constant name (the shape
    /// the cached property instructions handle).
    fn is_prop_path(&self, p: u32) -> bool {
        let p = &self.paths[p as usize];
        matches!(
            (p.base, p.elems.as_slice()),
            (PathBase::Cv(_), [PathElem::Prop(n)]) if n & CONST_BIT != 0
        )
    }

    /// `path++` and the like: cached when the path is `$cv->name`.
    fn incdec_path(&mut self, dst: u32, path: u32, kind: u32) {
        if self.is_prop_path(path) {
            let cache = self.cache_slot();
            self.op(Op::IncDecPropC {
                dst,
                path,
                kind,
                cache,
            });
        } else {
            self.op(Op::IncDecPath { dst, path, kind });
        }
    }

    fn path_parts(&mut self, e: &ast::Expr) -> R<Path> {
        Ok(match &e.kind {
            K::Var(n) => {
                if &**n == b"this" {
                    if self.this_slot != NONE {
                        return Ok(Path {
                            base: PathBase::Cv(self.this_slot),
                            elems: Vec::new(),
                            cache: NONE,
                        });
                    }
                    return Err(self.err("Cannot re-assign $this"));
                }
                if &**n == b"GLOBALS" {
                    return Err(self.err(
                        "$GLOBALS can only be modified using the $GLOBALS[$name] = $value syntax",
                    ));
                }
                Path {
                    base: PathBase::Cv(self.cv(n)),
                    elems: Vec::new(),
                    cache: NONE,
                }
            }
            K::VarVar(inner) => {
                let a = self.expr(inner)?;
                let t = self.tmp();
                self.op(Op::Move { dst: t, src: a });
                Path {
                    base: PathBase::VarVar(t),
                    elems: Vec::new(),
                    cache: NONE,
                }
            }
            K::Index {
                base,
                index: Some(k),
            } if matches!(&base.kind, K::Var(n) if &**n == b"GLOBALS") => {
                let v = self.expr(k)?;
                let t = self.tmp();
                self.op(Op::Move { dst: t, src: v });
                Path {
                    base: PathBase::Global(t),
                    elems: Vec::new(),
                    cache: NONE,
                }
            }
            K::Index { base, index } => {
                let mut p = self.path_parts(base)?;
                let el = match index {
                    Some(k) => PathElem::Dim(self.expr(k)?),
                    None => PathElem::Append,
                };
                p.elems.push(el);
                p
            }
            K::Prop { obj, name, .. } => {
                let mut p = self.path_parts(obj)?;
                let n = self.member_name(name)?;
                p.elems.push(PathElem::Prop(n));
                p
            }
            K::StaticProp { class, name } => {
                let cls = self.class_operand(class)?;
                let n = self.member_name(name)?;
                Path {
                    base: PathBase::StaticProp(cls, n),
                    elems: Vec::new(),
                    cache: self.cache_slot(),
                }
            }
            K::Call { .. } | K::MethodCall { .. } | K::StaticCall { .. } | K::New { .. } => {
                let v = self.expr(e)?;
                let t = self.tmp();
                self.op(Op::Move { dst: t, src: v });
                Path {
                    base: PathBase::Tmp(t),
                    elems: Vec::new(),
                    cache: NONE,
                }
            }
            _ => return Err(self.err("Cannot use temporary expression in write context")),
        })
    }

    /// An lvalue as a path (index into the unit's path table).
    pub fn path(&mut self, e: &ast::Expr) -> R<u32> {
        let p = self.path_parts(e)?;
        Ok(self.add_path(p))
    }
    pub fn path_or_cv(&mut self, e: &ast::Expr) -> R<u32> {
        match &e.kind {
            K::Var(_) | K::Index { .. } | K::Prop { .. } | K::VarVar(_) | K::StaticProp { .. } => {
                self.path(e)
            }
            _ => {
                let v = self.expr(e)?;
                let t = self.tmp();
                self.op(Op::Move { dst: t, src: v });
                Ok(self.add_path(Path {
                    base: PathBase::Tmp(t),
                    elems: Vec::new(),
                    cache: NONE,
                }))
            }
        }
    }

    /// A temporary holding a reference to the lvalue `e`.
    pub fn make_ref(&mut self, e: &ast::Expr) -> R<u32> {
        let dst = self.tmp();
        match &e.kind {
            K::Var(n) if &**n != b"this" => {
                let cv = self.cv(n);
                self.op(Op::MakeRefCv { dst, cv });
            }
            K::Index { .. } | K::Prop { .. } | K::VarVar(_) | K::StaticProp { .. } => {
                let path = self.path(e)?;
                self.op(Op::MakeRef { dst, path });
            }
            K::Call { .. } | K::MethodCall { .. } | K::StaticCall { .. } => {
                // A by-reference function leaves a reference in its result
                // slot; any other result is bound as a copy (with a notice).
                return self.expr(e);
            }
            _ => {
                // Not a variable: php binds to a temporary copy.
                let v = self.expr(e)?;
                self.op(Op::Move { dst, src: v });
            }
        }
        Ok(dst)
    }

    /// php's compile error for `$a?->b = ...`, `$a?->b[] = ...`, `$a?->b++`.
    fn no_nullsafe_write(&self, target: &ast::Expr) -> R<()> {
        if chain_has_nullsafe(target) {
            return Err(self.err("Can't use nullsafe operator in write context"));
        }
        Ok(())
    }

    fn assign(&mut self, target: &ast::Expr, value: &ast::Expr, want: bool) -> R<u32> {
        self.no_nullsafe_write(target)?;
        match &target.kind {
            K::Var(n) => {
                if &**n == b"this" {
                    return Err(self.err("Cannot re-assign $this"));
                }
                let cv = self.cv(n);
                if !want {
                    if let K::Binary { op, left, right } = &value.kind {
                        if !matches!(op, BinOp::And | BinOp::Or | BinOp::Coalesce) {
                            // `$x = a op b`: the operator writes the variable itself.
                            self.binary_into(*op, left, right, Some(cv))?;
                            return Ok(NONE);
                        }
                    }
                }
                let v = self.expr(value)?;
                let dst = if want { self.tmp() } else { NONE };
                self.op(Op::Assign { dst, cv, src: v });
                Ok(if want { dst } else { NONE })
            }
            K::List(_) | K::Array(_) => {
                let items: Vec<Option<ast::ArrayItem>> = match &target.kind {
                    K::List(items) => items.clone(),
                    K::Array(a) => a.iter().cloned().map(Some).collect(),
                    _ => unreachable!(),
                };
                if items.iter().all(|i| i.is_none()) {
                    return Err(self.err("Cannot use empty list"));
                }
                let src_path = if has_ref_items(&items) && var_based_or_var(value) {
                    Some(self.path_parts(value)?)
                } else {
                    None
                };
                let v = self.expr(value)?;
                let src = self.tmp();
                self.op(Op::Move { dst: src, src: v });
                self.destructure_at(&items, src, src_path.as_ref())?;
                Ok(src)
            }
            K::Index {
                base,
                index: Some(k),
            } if !want
                && matches!(base.kind, K::Var(ref n) if &**n != b"this" && &**n != b"GLOBALS") =>
            {
                let K::Var(n) = &base.kind else {
                    unreachable!()
                };
                let cv = self.cv(n);
                let key = self.expr(k)?;
                let v = self.expr(value)?;
                self.op(Op::AssignDim { cv, key, src: v });
                Ok(NONE)
            }
            K::Prop {
                obj,
                name: ast::MemberName::Ident(pn),
                nullsafe: false,
            } if !want
                && matches!(&obj.kind, K::Var(n) if &**n != b"GLOBALS" && (&**n != b"this" || self.this_slot != NONE)) =>
            {
                let K::Var(n) = &obj.kind else { unreachable!() };
                let o = if &**n == b"this" {
                    self.this_slot
                } else {
                    self.cv(n)
                };
                let name = self.str_const(pn);
                let v = self.expr(value)?;
                let cache = self.cache_slot();
                self.op(Op::AssignPropC {
                    obj: o,
                    name,
                    src: v,
                    cache,
                });
                Ok(NONE)
            }
            K::Index { .. } | K::Prop { .. } | K::VarVar(_) | K::StaticProp { .. } => {
                let path = self.path(target)?;
                let v = self.expr(value)?;
                let dst = if want { self.tmp() } else { NONE };
                self.op(Op::AssignPath { dst, path, src: v });
                Ok(dst)
            }
            K::Call { .. } | K::MethodCall { .. } | K::StaticCall { .. } => {
                Err(self.err("Can't use function return value in write context"))
            }
            // php's grammar has no assignment to a literal or constant.
            K::Null
            | K::Bool(_)
            | K::Int(_)
            | K::Float(_)
            | K::Str(_)
            | K::Const(_)
            | K::Interp(_) => Err(self.syntax_err("unexpected token \"=\"")),
            _ => Err(self.err("Cannot assign to this expression")),
        }
    }

    /// Assigns the value in operand `src` to the target expression.
    pub fn assign_to(&mut self, target: &ast::Expr, src: u32, dst: u32) -> R<()> {
        match &target.kind {
            K::Var(n) => {
                let cv = self.cv(n);
                self.op(Op::Assign { dst, cv, src });
            }
            K::List(items) => {
                let items = items.clone();
                self.destructure(&items, src)?;
            }
            K::Array(a) => {
                let items: Vec<_> = a.iter().cloned().map(Some).collect();
                self.destructure(&items, src)?;
            }
            _ => {
                let path = self.path(target)?;
                self.op(Op::AssignPath { dst, path, src });
            }
        }
        Ok(())
    }

    /// Binds the target expression to the reference in temporary `r`.
    pub fn assign_ref_from(&mut self, target: &ast::Expr, r: u32) -> R<()> {
        match &target.kind {
            K::Var(n) => {
                if &**n == b"this" {
                    return Err(self.err("Cannot re-assign $this"));
                }
                let cv = self.cv(n);
                self.op(Op::AssignRef { cv, src: r });
            }
            K::List(_) | K::Array(_) => {
                return Err(self.err("Cannot assign reference to non referenceable value"));
            }
            _ => {
                let path = self.path(target)?;
                self.op(Op::AssignPathRef { path, src: r });
            }
        }
        Ok(())
    }

    fn destructure(&mut self, items: &[Option<ast::ArrayItem>], src: u32) -> R<()> {
        self.destructure_at(items, src, None)
    }

    /// Destructures the array in `src`; `src_path`, when the source is a
    /// variable, lets `&$x` items bind references to its elements.
    fn destructure_at(
        &mut self,
        items: &[Option<ast::ArrayItem>],
        src: u32,
        src_path: Option<&Path>,
    ) -> R<()> {
        let mut pos: i64 = 0;
        let keyed = items.iter().flatten().any(|i| i.key.is_some());
        for it in items {
            let Some(it) = it else {
                pos += 1;
                continue;
            };
            let key = match &it.key {
                Some(k) => {
                    let k = self.expr(k)?;
                    // Keep the key stable: it is used for the read and the path.
                    let t = self.tmp();
                    self.op(Op::Move { dst: t, src: k });
                    t
                }
                None => {
                    if keyed {
                        return Err(
                            self.err("Cannot mix keyed and unkeyed array entries in assignments")
                        );
                    }
                    let k = self.konst(Value::Int(pos));
                    pos += 1;
                    k
                }
            };
            let elem_path = src_path.map(|p| {
                let mut p = p.clone();
                p.elems.push(PathElem::Dim(key));
                p
            });
            if it.by_ref {
                let Some(p) = elem_path else {
                    return Err(self.err("Cannot assign reference to non referenceable value"));
                };
                if matches!(it.value.kind, K::List(_) | K::Array(_)) {
                    let sub: Vec<Option<ast::ArrayItem>> = match &it.value.kind {
                        K::List(l) => l.clone(),
                        K::Array(a) => a.iter().cloned().map(Some).collect(),
                        _ => Vec::new(),
                    };
                    let v = self.tmp();
                    self.op(Op::FetchListDim {
                        dst: v,
                        base: src,
                        key,
                    });
                    self.destructure_at(&sub, v, Some(&p))?;
                    continue;
                }
                let path = self.add_path(p);
                let r = self.tmp();
                self.op(Op::MakeRef { dst: r, path });
                self.assign_ref_from(&it.value, r)?;
                continue;
            }
            let v = self.tmp();
            self.op(Op::FetchListDim {
                dst: v,
                base: src,
                key,
            });
            match (&it.value.kind, &elem_path) {
                (K::List(sub), Some(p)) => {
                    let sub = sub.clone();
                    self.destructure_at(&sub, v, Some(p))?;
                }
                (K::Array(a), Some(p)) => {
                    let sub: Vec<Option<ast::ArrayItem>> = a.iter().cloned().map(Some).collect();
                    self.destructure_at(&sub, v, Some(p))?;
                }
                _ => self.assign_to(&it.value, v, NONE)?,
            }
        }
        Ok(())
    }

    fn assign_op(&mut self, op: BinOp, target: &ast::Expr, value: &ast::Expr) -> R<u32> {
        self.assign_op_into(op, target, value, true)
    }

    fn assign_op_into(
        &mut self,
        op: BinOp,
        target: &ast::Expr,
        value: &ast::Expr,
        want: bool,
    ) -> R<u32> {
        if op == BinOp::Coalesce {
            let dst = self.tmp();
            let cur = self.quiet_expr(target)?;
            let j = self.op(Op::JmpNotNull { dst, a: cur, t: 0 });
            let r = self.assign(target, value, true)?;
            self.op(Op::Move { dst, src: r });
            self.patch_here(j);
            return Ok(dst);
        }
        let kind = match op {
            BinOp::Add => bin_kind::ADD,
            BinOp::Sub => bin_kind::SUB,
            BinOp::Mul => bin_kind::MUL,
            BinOp::Div => bin_kind::DIV,
            BinOp::Mod => bin_kind::MOD,
            BinOp::Pow => bin_kind::POW,
            BinOp::Concat => bin_kind::CONCAT,
            BinOp::BitAnd => bin_kind::BIT_AND,
            BinOp::BitOr => bin_kind::BIT_OR,
            BinOp::BitXor => bin_kind::BIT_XOR,
            BinOp::Shl => bin_kind::SHL,
            BinOp::Shr => bin_kind::SHR,
            _ => return Err(self.err("Invalid compound assignment")),
        };
        let dst = if want { self.tmp() } else { NONE };
        match &target.kind {
            K::Var(n) => {
                let cv = self.cv(n);
                let v = self.expr(value)?;
                self.op(Op::AssignOp {
                    dst,
                    cv,
                    src: v,
                    kind,
                });
            }
            _ => {
                let path = self.path(target)?;
                let v = self.expr(value)?;
                if dst == NONE && self.is_prop_path(path) {
                    let cache = self.cache_slot();
                    self.op(Op::AssignOpPropC {
                        path,
                        src: v,
                        kind,
                        cache,
                    });
                } else {
                    self.op(Op::AssignOpPath {
                        dst,
                        path,
                        src: v,
                        kind,
                    });
                }
            }
        }
        Ok(dst)
    }

    fn binary(&mut self, op: BinOp, l: &ast::Expr, r: &ast::Expr) -> R<u32> {
        self.binary_into(op, l, r, None)
    }

    /// A binary operation whose result goes to `into` (a CV) or a new temporary.
    fn binary_into(
        &mut self,
        op: BinOp,
        l: &ast::Expr,
        r: &ast::Expr,
        into: Option<u32>,
    ) -> R<u32> {
        match op {
            BinOp::And | BinOp::Or => {
                let dst = self.tmp();
                let a = self.expr(l)?;
                self.op(Op::ToBool { dst, a });
                let j = if op == BinOp::And {
                    self.op(Op::JmpZ { a: dst, t: 0 })
                } else {
                    self.op(Op::JmpNZ { a: dst, t: 0 })
                };
                let b = self.expr(r)?;
                self.op(Op::ToBool { dst, a: b });
                self.patch_here(j);
                return Ok(dst);
            }
            BinOp::Coalesce => {
                let dst = self.tmp();
                let a = self.quiet_expr(l)?;
                let j = self.op(Op::JmpNotNull { dst, a, t: 0 });
                let b = self.expr(r)?;
                self.op(Op::Move { dst, src: b });
                self.patch_here(j);
                return Ok(dst);
            }
            _ => {}
        }
        let a = self.expr(l)?;
        // A CV on the left must be read before the right side can change it.
        let a = if a < crate::TMP_BIT && !is_const(a) && has_side_effects(r) {
            let t = self.tmp();
            self.op(Op::Move { dst: t, src: a });
            t
        } else {
            a
        };
        let b = self.expr(r)?;
        let dst = match into {
            Some(cv) => cv,
            None => self.tmp(),
        };
        self.op(match op {
            BinOp::Add => Op::Add { dst, a, b },
            BinOp::Sub => Op::Sub { dst, a, b },
            BinOp::Mul => Op::Mul { dst, a, b },
            BinOp::Div => Op::Div { dst, a, b },
            BinOp::Mod => Op::Mod { dst, a, b },
            BinOp::Pow => Op::Pow { dst, a, b },
            BinOp::Concat => Op::Concat { dst, a, b },
            BinOp::BitAnd => Op::BitAnd { dst, a, b },
            BinOp::BitOr => Op::BitOr { dst, a, b },
            BinOp::BitXor => Op::BitXor { dst, a, b },
            BinOp::Shl => Op::Shl { dst, a, b },
            BinOp::Shr => Op::Shr { dst, a, b },
            BinOp::Xor => Op::Xor { dst, a, b },
            BinOp::Eq => Op::Eq { dst, a, b },
            BinOp::NotEq => Op::NotEq { dst, a, b },
            BinOp::Identical => Op::Identical { dst, a, b },
            BinOp::NotIdentical => Op::NotIdentical { dst, a, b },
            BinOp::Lt => Op::Lt { dst, a, b },
            BinOp::Le => Op::Le { dst, a, b },
            BinOp::Gt => Op::Lt { dst, a: b, b: a },
            BinOp::Ge => Op::Le { dst, a: b, b: a },
            BinOp::Spaceship => Op::Spaceship { dst, a, b },
            BinOp::And | BinOp::Or | BinOp::Coalesce => unreachable!(),
        });
        // A comparison does not consume its operands: release a call's
        // result now (an object compared with === dies here, as in php).
        if matches!(
            op,
            BinOp::Eq
                | BinOp::NotEq
                | BinOp::Identical
                | BinOp::NotIdentical
                | BinOp::Lt
                | BinOp::Le
                | BinOp::Gt
                | BinOp::Ge
                | BinOp::Spaceship
        ) {
            for (e, t) in [(l, a), (r, b)] {
                let fresh = matches!(
                    e.kind,
                    K::Call { .. } | K::MethodCall { .. } | K::StaticCall { .. } | K::New { .. }
                );
                if fresh && t != NONE && !is_const(t) && t & crate::TMP_BIT != 0 {
                    self.op(Op::UnsetCv { cv: t });
                }
            }
        }
        Ok(dst)
    }

    /// Evaluates `cond` and emits jumps to `target` taken when its truth
    /// equals `when`, without materialising booleans: `!`, `&&` and `||`
    /// become control flow and comparisons fuse into compare-and-branch ops.
    /// Returns the ops whose target must be patched (when `target` is 0).
    pub fn cond_jumps(&mut self, cond: &ast::Expr, when: bool, target: u32) -> R<Vec<usize>> {
        match &cond.kind {
            K::Unary {
                op: ast::UnOp::Not,
                expr,
            } => self.cond_jumps(expr, !when, target),
            K::Binary {
                op: op @ (BinOp::And | BinOp::Or),
                left,
                right,
            } => {
                let is_and = *op == BinOp::And;
                if is_and != when {
                    // `a && b` jumping when false / `a || b` jumping when true:
                    // either side alone decides.
                    let mut v = self.cond_jumps(left, when, target)?;
                    v.extend(self.cond_jumps(right, when, target)?);
                    Ok(v)
                } else {
                    // The left side can only rule the jump out.
                    let skip = self.cond_jumps(left, !when, 0)?;
                    let v = self.cond_jumps(right, when, target)?;
                    for s in skip {
                        self.patch_here(s);
                    }
                    Ok(v)
                }
            }
            _ => Ok(vec![self.cond_jump(cond, when, target)?]),
        }
    }

    /// One condition (a comparison fuses into compare-and-branch).
    pub fn cond_jump(&mut self, cond: &ast::Expr, when: bool, target: u32) -> R<usize> {
        if let K::Binary { op, left, right } = &cond.kind {
            let (l, r, le) = match op {
                BinOp::Lt => (left, right, false),
                BinOp::Le => (left, right, true),
                BinOp::Gt => (right, left, false),
                BinOp::Ge => (right, left, true),
                _ => return self.plain_cond_jump(cond, when, target),
            };
            self.line = cond.line;
            let _ = (l, r);
            let (a, b) = if matches!(op, BinOp::Gt | BinOp::Ge) {
                // Evaluate in source order (left first), compare swapped.
                let y = self.expr(left)?;
                let y = self.pin_if_cv(y, right);
                let x = self.expr(right)?;
                (x, y)
            } else {
                let x = self.expr(left)?;
                let x = self.pin_if_cv(x, right);
                let y = self.expr(right)?;
                (x, y)
            };
            let want = when as u32;
            return Ok(if le {
                self.op(Op::JmpLe {
                    a,
                    b,
                    t: target,
                    want,
                })
            } else {
                self.op(Op::JmpLt {
                    a,
                    b,
                    t: target,
                    want,
                })
            });
        }
        self.plain_cond_jump(cond, when, target)
    }

    fn plain_cond_jump(&mut self, cond: &ast::Expr, when: bool, target: u32) -> R<usize> {
        // `while (true)`: a literal that always jumps is a plain jump.
        if let K::Bool(b) = cond.kind {
            if b == when {
                return Ok(self.op(Op::Jmp { t: target }));
            }
        }
        let c = self.expr(cond)?;
        Ok(if when {
            self.op(Op::JmpNZ { a: c, t: target })
        } else {
            self.op(Op::JmpZ { a: c, t: target })
        })
    }

    /// A CV operand read before `next` runs, copied if `next` could change it.
    fn pin_if_cv(&mut self, x: u32, next: &ast::Expr) -> u32 {
        if x < crate::TMP_BIT && !is_const(x) && has_side_effects(next) {
            let t = self.tmp();
            self.op(Op::Move { dst: t, src: x });
            t
        } else {
            x
        }
    }

    fn match_expr(&mut self, subject: &ast::Expr, arms: &[ast::MatchArm]) -> R<u32> {
        if arms.iter().filter(|a| a.conds.is_none()).count() > 1 {
            return Err(self.err("Match expressions may only contain one default arm"));
        }
        let s = self.expr(subject)?;
        let subj = self.tmp();
        self.op(Op::Move { dst: subj, src: s });
        let dst = self.tmp();
        let mut ends = Vec::new();
        let mut default = None;
        for arm in arms {
            match &arm.conds {
                None => default = Some(arm),
                Some(conds) => {
                    let mut hits = Vec::new();
                    for c in conds {
                        let v = self.expr(c)?;
                        let t = self.tmp();
                        self.op(Op::Identical {
                            dst: t,
                            a: subj,
                            b: v,
                        });
                        hits.push(self.op(Op::JmpNZ { a: t, t: 0 }));
                    }
                    let skip = self.op(Op::Jmp { t: 0 });
                    for h in hits {
                        self.patch_here(h);
                    }
                    let v = self.expr(&arm.body)?;
                    self.op(Op::Move { dst, src: v });
                    ends.push(self.op(Op::Jmp { t: 0 }));
                    self.patch_here(skip);
                }
            }
        }
        match default {
            Some(arm) => {
                let v = self.expr(&arm.body)?;
                self.op(Op::Move { dst, src: v });
            }
            None => {
                self.op(Op::MatchError { a: subj });
            }
        }
        for e in ends {
            self.patch_here(e);
        }
        Ok(dst)
    }

    fn call(&mut self, func: &ast::Callee, args: &ast::Args) -> R<u32> {
        // `f(...)`: the call is resolved, then made into a Closure.
        let fcc = matches!(args, ast::Args::FirstClassCallable);
        let list: &[ast::Arg] = match args {
            ast::Args::List(l) => l,
            _ => &[],
        };
        match func {
            ast::Callee::Name(qn) => {
                let lname = lower_name(&qn.name);
                let short = match lname.iter().rposition(|&c| c == b'\\') {
                    Some(i) => &lname[i + 1..],
                    None => &lname[..],
                };
                let unqualified_ok = qn.fallback.is_some() || !lname.contains(&b'\\');
                if unqualified_ok && list.is_empty() && !fcc {
                    let kind = match short {
                        b"func_get_args" => Some(intrinsic::FUNC_GET_ARGS),
                        b"func_num_args" => Some(intrinsic::FUNC_NUM_ARGS),
                        _ => None,
                    };
                    if let Some(kind) = kind {
                        let dst = self.tmp();
                        self.op(Op::Intrinsic { dst, kind });
                        return Ok(dst);
                    }
                }
                // Built-ins php compiles to their own instructions when the
                // name cannot mean a namespaced function.
                if qn.fallback.is_none()
                    && !lname.contains(&b'\\')
                    && list.len() == 1
                    && !list[0].spread
                    && list[0].name.is_none()
                {
                    let special = match &lname[..] {
                        b"strlen" => Some(true),
                        b"count" | b"sizeof" => Some(false),
                        _ => None,
                    };
                    if let Some(is_strlen) = special {
                        let a = self.expr(&list[0].value)?;
                        let dst = self.tmp();
                        self.op(if is_strlen {
                            Op::Strlen { dst, a }
                        } else {
                            Op::Count { dst, a }
                        });
                        return Ok(dst);
                    }
                }
                // The name as written (the VM lower-cases it to look it up):
                // php's "Call to undefined function" shows it.
                let written = qn.name.to_vec();
                let name = self.str_const(&written);
                let fb = match &qn.fallback {
                    Some(f) => {
                        let lf = lower_name(f);
                        self.str_const(&lf)
                    }
                    None => NONE,
                };
                let cache = self.cache_slot();
                let user = |n: &[u8]| {
                    let n = n.strip_prefix(b"\\").unwrap_or(n);
                    self.file_funcs.contains(&n.to_ascii_lowercase()[..])
                };
                let file_func = user(&qn.name) || qn.fallback.as_deref().is_some_and(user);
                if !fcc && !file_func && self.fusable_args(list) {
                    return self.fused_call(name, fb, cache, list);
                }
                self.op(Op::InitCall { name, fb, cache });
            }
            ast::Callee::Expr(e) => {
                let c = self.expr(e)?;
                let t = self.tmp();
                self.op(Op::Move { dst: t, src: c });
                self.op(Op::InitCallDyn { callee: t });
            }
        }
        self.finish_call(list, fcc)
    }

    /// Sends the arguments and runs the call, or for `f(...)` makes the
    /// pending call into a Closure.
    fn finish_call(&mut self, list: &[ast::Arg], fcc: bool) -> R<u32> {
        let dst = self.tmp();
        if fcc {
            self.op(Op::MakeCallable { dst });
        } else {
            self.send_args(list)?;
            self.op(Op::DoCall { dst });
        }
        Ok(dst)
    }

    /// Whether a named call's arguments fit `CallFused`: one to three
    /// positional ones, the first anything but an element or property
    /// chain (those are sent as paths), the others constants or plain
    /// variables, so that no code runs between sending the first and the
    /// call (the fused sends happen in order at the call, as php's would).
    fn fusable_args(&mut self, list: &[ast::Arg]) -> bool {
        if list.is_empty() || list.len() > 3 {
            return false;
        }
        if list.iter().any(|a| a.spread || a.name.is_some()) {
            return false;
        }
        let first = &list[0].value;
        if matches!(
            first.kind,
            K::Index { index: Some(_), .. } | K::Prop { .. } | K::StaticProp { .. }
        ) && var_based(first)
        {
            return false;
        }
        list[1..].iter().all(|a| match &a.value.kind {
            K::Var(n) => &**n != b"this" && &**n != b"GLOBALS",
            K::Str(_) => true,
            _ => self.const_value(&a.value).is_some(),
        })
    }

    /// `f(a[, b[, c]])` as `InitCallFused`, the first argument's code,
    /// `CallFused`, `DoCall` (see `fusable_args`).
    fn fused_call(&mut self, name: u32, fb: u32, cache: u32, list: &[ast::Arg]) -> R<u32> {
        // The call's own line (where it starts), as in `send_args`.
        let call_line = self.line;
        let init = self.op(Op::InitCallFused { name, fb, cache });
        let first = &list[0];
        self.line = first.value.line;
        let a = match &first.value.kind {
            K::Var(n) if &**n != b"this" && &**n != b"GLOBALS" => self.cv(n),
            _ => {
                let v = self.expr(&first.value)?;
                if v & CONST_BIT == 0 && v & crate::TMP_BIT == 0 {
                    // A variable's slot as an expression's value: sent as a
                    // value, not as the variable; the general protocol.
                    self.ops[init] = Op::InitCall { name, fb, cache };
                    self.op(Op::Send { a: v });
                    self.send_args(&list[1..])?;
                    self.line = call_line;
                    let dst = self.tmp();
                    self.op(Op::DoCall { dst });
                    return Ok(dst);
                }
                v
            }
        };
        let mut args = [a, NONE, NONE];
        for (i, arg) in list[1..].iter().enumerate() {
            self.line = arg.value.line;
            args[i + 1] = match &arg.value.kind {
                K::Var(n) => self.cv(n),
                K::Str(s) => self.str_const(s),
                _ => match self.const_value(&arg.value) {
                    Some(v) => self.konst(v),
                    None => return Err(self.err("fused call: argument is not a constant")),
                },
            };
        }
        self.line = call_line;
        let dst = self.tmp();
        self.op(Op::CallFused {
            cache,
            a: args[0],
            b: args[1],
            c: args[2],
        });
        self.op(Op::DoCall { dst });
        Ok(dst)
    }

    /// Sends a call's arguments; the line is the call's again after them
    /// (php reports a call written over several lines, in traces and in
    /// what the callee raises, at the line where it starts).
    fn send_args(&mut self, list: &[ast::Arg]) -> R<()> {
        let call_line = self.line;
        let r = self.send_args_inner(list);
        self.line = call_line;
        r
    }

    fn send_args_inner(&mut self, list: &[ast::Arg]) -> R<()> {
        let mut named_seen = false;
        for a in list {
            self.line = a.value.line;
            if a.name.is_some() {
                named_seen = true;
            } else if named_seen {
                return Err(if a.spread {
                    self.err("Cannot use argument unpacking after named arguments")
                } else {
                    self.err("Cannot use positional argument after named argument")
                });
            }
            if a.spread {
                let v = self.expr(&a.value)?;
                self.op(Op::SendUnpack { a: v });
                continue;
            }
            if let Some(n) = &a.name {
                let v = self.expr(&a.value)?;
                let name = self.str_const(n);
                self.op(Op::SendNamed { name, a: v });
                continue;
            }
            match &a.value.kind {
                K::Var(n) if &**n != b"this" && &**n != b"GLOBALS" => {
                    let cv = self.cv(n);
                    self.op(Op::SendVar { cv });
                }
                K::Index { index: Some(_), .. } | K::Prop { .. } | K::StaticProp { .. }
                    if var_based(&a.value) =>
                {
                    let path = self.path(&a.value)?;
                    self.op(Op::SendPath { path });
                }
                _ => {
                    let v = self.expr(&a.value)?;
                    self.op(Op::Send { a: v });
                }
            }
        }
        Ok(())
    }
}

/// Whether a destructuring pattern binds any reference (at any depth).
fn has_ref_items(items: &[Option<ast::ArrayItem>]) -> bool {
    items.iter().flatten().any(|i| {
        i.by_ref
            || match &i.value.kind {
                K::List(l) => has_ref_items(l),
                K::Array(a) => a.iter().any(|x| x.by_ref),
                _ => false,
            }
    })
}

fn var_based_or_var(e: &ast::Expr) -> bool {
    matches!(e.kind, K::Var(_)) || var_based(e)
}

/// An element or property chain that starts at a variable (can be passed by
/// reference); `CONST[1]` or `f()[0]` cannot.
fn var_based(e: &ast::Expr) -> bool {
    match &e.kind {
        K::Var(n) => &**n != b"this" && &**n != b"GLOBALS",
        K::Index {
            base,
            index: Some(_),
        } if matches!(&base.kind, K::Var(n) if &**n == b"GLOBALS") => true,
        K::VarVar(_) => true,
        K::Index { base, .. } => var_based(base),
        K::Prop { obj, nullsafe, .. } => {
            !*nullsafe && (var_based(obj) || matches!(&obj.kind, K::Var(n) if &**n == b"this"))
        }
        K::StaticProp { .. } => true,
        _ => false,
    }
}

/// Conservative: could evaluating `e` write a variable?
fn has_side_effects(e: &ast::Expr) -> bool {
    match &e.kind {
        K::Null
        | K::Bool(_)
        | K::Int(_)
        | K::Float(_)
        | K::Str(_)
        | K::Var(_)
        | K::Const(_)
        | K::MagicConst(_) => false,
        K::Binary { left, right, .. } => has_side_effects(left) || has_side_effects(right),
        K::Unary { expr, .. } | K::Cast(_, expr) => has_side_effects(expr),
        K::Index { base, index } => {
            has_side_effects(base) || index.as_ref().is_some_and(|i| has_side_effects(i))
        }
        _ => true,
    }
}

/// Whether `e` is a `->`/`?->`/`[]` chain with a `?->` in it.
fn chain_has_nullsafe(e: &ast::Expr) -> bool {
    match &e.kind {
        K::Prop { obj, nullsafe, .. } | K::MethodCall { obj, nullsafe, .. } => {
            *nullsafe || chain_has_nullsafe(obj)
        }
        K::Index {
            base,
            index: Some(_),
        } => chain_has_nullsafe(base),
        _ => false,
    }
}
