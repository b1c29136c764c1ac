//! Statements: control flow lowered to jumps, loops with break/continue
//! patch lists, foreach iterator temporaries, switch, try/catch, declarations.

use crate::{CompileError, FnCompiler, LoopCtx};
use tusk_bytecode::*;
use tusk_syntax::ast::{self, ExprKind as K, StmtKind as S};

type R = Result<(), CompileError>;

impl FnCompiler {
    pub fn stmts(&mut self, stmts: &[ast::Stmt]) -> R {
        for s in stmts {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub fn stmt(&mut self, s: &ast::Stmt) -> R {
        self.line = s.line;
        let r = self.stmt_inner(s);
        self.free_all_tmps_keep_loops();
        r
    }

    /// Frees temporaries after a statement, except live foreach iterators.
    fn free_all_tmps_keep_loops(&mut self) {
        let live = self
            .loops
            .iter()
            .filter_map(|l| l.iter)
            .map(|it| (it & !crate::TMP_BIT) + 2)
            .max()
            .unwrap_or(0);
        self.next_tmp = live.max(self.reserved_tmps);
    }

    fn stmt_inner(&mut self, s: &ast::Stmt) -> R {
        match &s.kind {
            S::Expr(e) => {
                self.expr_discard(e)?;
            }
            S::Echo(es) => {
                for e in es {
                    let a = self.expr(e)?;
                    self.op(Op::Echo { a });
                }
            }
            S::InlineHtml(h) => {
                if !h.is_empty() {
                    let a = self.str_const(h);
                    self.op(Op::Echo { a });
                }
            }
            S::If {
                cond,
                then,
                elseifs,
                els,
            } => {
                if elseifs.is_empty() && els.is_none() && self.cond_break(cond, then)? {
                    return Ok(());
                }
                let mut ends = Vec::new();
                let mut jz = self.cond_jumps(cond, false, 0)?;
                self.block(then)?;
                for (ec, eb) in elseifs {
                    ends.push(self.op(Op::Jmp { t: 0 }));
                    for p in jz {
                        self.patch_here(p);
                    }
                    self.line = ec.line;
                    jz = self.cond_jumps(ec, false, 0)?;
                    self.block(eb)?;
                }
                if let Some(eb) = els {
                    ends.push(self.op(Op::Jmp { t: 0 }));
                    for p in jz {
                        self.patch_here(p);
                    }
                    self.block(eb)?;
                } else {
                    for p in jz {
                        self.patch_here(p);
                    }
                }
                for e in ends {
                    self.patch_here(e);
                }
            }
            S::While { cond, body } => {
                // Inverted: the condition sits at the bottom, one jump per iteration.
                let to_cond = self.op(Op::Jmp { t: 0 });
                let top = self.here();
                self.loops.push(LoopCtx {
                    id: self.new_loop_id(),
                    finally_depth: self.finally_ctx.len(),
                    ..Default::default()
                });
                self.block(body)?;
                let l = self.loops.pop().unwrap();
                let cond_at = self.here();
                self.patch(to_cond, cond_at);
                for at in l.continues {
                    self.patch(at, cond_at);
                }
                self.line = cond.line;
                self.cond_jumps(cond, true, top)?;
                for at in l.breaks {
                    self.patch_here(at);
                }
            }
            S::DoWhile { body, cond } => {
                let top = self.here();
                self.loops.push(LoopCtx {
                    id: self.new_loop_id(),
                    finally_depth: self.finally_ctx.len(),
                    ..Default::default()
                });
                self.block(body)?;
                let l = self.loops.pop().unwrap();
                let cont = self.here();
                for at in l.continues {
                    self.patch(at, cont);
                }
                self.line = cond.line;
                let c = self.expr(cond)?;
                self.op(Op::JmpNZ { a: c, t: top });
                for at in l.breaks {
                    self.patch_here(at);
                }
            }
            S::For {
                init,
                cond,
                step,
                body,
            } => {
                for e in init {
                    self.expr_discard(e)?;
                }
                self.free_all_tmps_keep_loops();
                // Inverted: body, step, then the condition jumps back to the top.
                let to_cond = self.op(Op::Jmp { t: 0 });
                let top = self.here();
                self.loops.push(LoopCtx {
                    id: self.new_loop_id(),
                    finally_depth: self.finally_ctx.len(),
                    ..Default::default()
                });
                self.block(body)?;
                let l = self.loops.pop().unwrap();
                let cont = self.here();
                for at in l.continues {
                    self.patch(at, cont);
                }
                // `$i++` and `$i < $n`: room for the fused op (IncJmp) in
                // front of its expansion.
                let fuse = fusable_counter(step, cond).then(|| self.op(Op::Nop {}));
                for e in step {
                    self.expr_discard(e)?;
                }
                self.free_all_tmps_keep_loops();
                let cond_at = self.here();
                self.patch(to_cond, cond_at);
                if cond.is_empty() {
                    self.op(Op::Jmp { t: top });
                } else {
                    for (i, e) in cond.iter().enumerate() {
                        if i + 1 == cond.len() {
                            self.cond_jumps(e, true, top)?;
                        } else {
                            self.expr_discard(e)?;
                        }
                    }
                }
                if let Some(at) = fuse {
                    self.fuse_counter(at);
                }
                self.free_all_tmps_keep_loops();
                for at in l.breaks {
                    self.patch_here(at);
                }
            }
            S::Foreach {
                subject,
                key,
                value,
                by_ref,
                body,
            } => self.foreach(subject, key.as_ref(), value, *by_ref, body)?,
            S::Switch { subject, cases } => self.switch(subject, cases)?,
            S::Break(n) | S::Continue(n) => {
                let is_break = matches!(s.kind, S::Break(_));
                let n = (*n).max(1) as usize;
                let word = if is_break { "break" } else { "continue" };
                if self.loops.is_empty() {
                    return Err(
                        self.err(format!("'{}' not in the 'loop' or 'switch' context", word))
                    );
                }
                if n > self.loops.len() {
                    return Err(self.err(format!(
                        "Cannot '{}' {} level{}",
                        word,
                        n,
                        if n == 1 { "" } else { "s" }
                    )));
                }
                let depth = self.loops.len();
                // Free iterators of the loops we leave (not the target's own for continue).
                let leave = if is_break { n } else { n - 1 };
                for i in 0..leave {
                    if let Some(it) = self.loops[depth - 1 - i].iter {
                        self.op(Op::FeFree { it });
                    }
                }
                if !is_break && self.loops[depth - n].is_switch {
                    let outer_loop = self.loops[..depth - n].iter().any(|l| !l.is_switch);
                    let msg = if outer_loop {
                        format!(
                            "\"continue\" targeting switch is equivalent to \"break\". Did you mean to use \"continue {}\"?",
                            n + 1
                        )
                    } else {
                        "\"continue\" targeting switch is equivalent to \"break\"".to_string()
                    };
                    let line = self.line;
                    self.warnings.push((false, msg, line));
                }
                // Leaving try blocks with finally: run those blocks first
                // (innermost first).
                let fd = self.loops[depth - n].finally_depth;
                for i in (fd..self.finally_ctx.len()).rev() {
                    let at = self.op(Op::CallFinally { t: 0 });
                    self.finally_ctx[i].push(at);
                }
                let at = self.op(Op::Jmp { t: 0 });
                let target = &mut self.loops[depth - n];
                // `continue` in a switch acts like `break` (php warns at compile time).
                if is_break || target.is_switch {
                    target.breaks.push(at);
                } else {
                    target.continues.push(at);
                }
            }
            S::Return(e) if self.return_type_check(e.as_ref()).is_some() => {
                return Err(self.return_type_check(e.as_ref()).expect("checked"));
            }
            S::Return(e) if !self.finally_ctx.is_empty() => {
                // Keep the value in a hidden variable (finally code cannot
                // clobber it), run the enclosing finally blocks, then return.
                let keep = self.cv(b"\0return");
                let v = match e {
                    Some(e) => self.expr(e)?,
                    None => self.null(),
                };
                self.op(Op::Assign {
                    dst: NONE,
                    cv: keep,
                    src: v,
                });
                for i in (0..self.finally_ctx.len()).rev() {
                    let at = self.op(Op::CallFinally { t: 0 });
                    self.finally_ctx[i].push(at);
                }
                for it in self.live_iters() {
                    self.op(Op::FeFree { it });
                }
                if self.return_type.is_some() && !self.is_generator {
                    self.op(Op::VerifyReturn { a: keep });
                }
                self.op(Op::Return { a: keep });
            }
            S::Return(e) => {
                let a = match e {
                    Some(e) if self.by_ref_return => {
                        let r = if is_ref_able(e) {
                            self.make_ref(e)?
                        } else {
                            // Not a variable: the VM notices and returns the value.
                            let v = self.expr(e)?;
                            let t = self.tmp();
                            self.op(Op::Move { dst: t, src: v });
                            t
                        };
                        for it in self.live_iters() {
                            self.op(Op::FeFree { it });
                        }
                        self.op(Op::ReturnRef { a: r });
                        return Ok(());
                    }
                    Some(e) => self.expr(e)?,
                    None => self.null(),
                };
                for it in self.live_iters() {
                    self.op(Op::FeFree { it });
                }
                if self.return_type.is_some() && !self.is_generator {
                    // The check may coerce the value in place: give it a slot.
                    let a = if is_const(a) {
                        let t = self.tmp();
                        self.op(Op::Move { dst: t, src: a });
                        t
                    } else {
                        a
                    };
                    self.op(Op::VerifyReturn { a });
                    self.op(Op::Return { a });
                    return Ok(());
                }
                self.op(Op::Return { a });
            }
            S::Global(names) => {
                for n in names {
                    let cv = self.cv(n);
                    let name = self.str_const(n);
                    self.op(Op::BindGlobal { cv, name });
                }
            }
            S::StaticVar(vars) => {
                for (n, init) in vars {
                    let cv = self.cv(n);
                    let init = match init {
                        Some(e) => match self.const_value(e) {
                            Some(v) => Some(self.konst(v)),
                            None if is_const_expr(e) => {
                                // A constant expression evaluated on the first
                                // run only (`static $x = self::A * 2;`).
                                self.statics.push((cv, None));
                                let idx = (self.statics.len() - 1) as u32;
                                let j = self.op(Op::BindStaticOnce { cv, idx, t: 0 });
                                let assign = ast::Expr {
                                    line: e.line,
                                    kind: K::Assign {
                                        target: Box::new(ast::Expr {
                                            line: e.line,
                                            kind: K::Var(n.clone()),
                                        }),
                                        value: Box::new(e.clone()),
                                    },
                                };
                                self.expr(&assign)?;
                                self.patch_here(j);
                                continue;
                            }
                            None => {
                                // Non-constant initialisers (PHP 8.3) are errors in 8.2.
                                return Err(
                                    self.err("Constant expression contains invalid operations")
                                );
                            }
                        },
                        None => None,
                    };
                    self.statics.push((cv, init));
                    let idx = (self.statics.len() - 1) as u32;
                    self.op(Op::BindStatic { cv, idx });
                }
            }
            S::Unset(es) => {
                for e in es {
                    self.line = e.line;
                    match &e.kind {
                        K::Var(n) => {
                            if &**n == b"this" {
                                return Err(self.err("Cannot unset $this"));
                            }
                            let cv = self.cv(n);
                            self.op(Op::UnsetCv { cv });
                        }
                        K::Index { .. } | K::Prop { .. } | K::VarVar(_) | K::StaticProp { .. } => {
                            let path = self.path(e)?;
                            self.op(Op::UnsetPath { path });
                        }
                        _ => {
                            return Err(self.err("Cannot use temporary expression in write context"))
                        }
                    }
                }
            }
            S::Function(f) => {
                if !self.is_main || !self.loops.is_empty() || self.in_conditional() {
                    let idx = self.compile_function(f)?;
                    self.op(Op::DeclareFunc { idx });
                }
                // Top-level functions were hoisted.
            }
            S::Class(c) => {
                let key = &**c as *const ast::ClassDecl as usize;
                let idx = match self.hoisted.get(&key) {
                    Some(&i) => i,
                    None => self.compile_class(c)?,
                };
                self.op(Op::DeclareClass { idx, early: 0 });
            }
            S::Try {
                body,
                catches,
                finally,
            } => self.try_stmt(body, catches, finally.as_ref())?,
            S::Goto(label) => {
                let at = self.op(Op::Jmp { t: 0 });
                let around = self.loop_path();
                self.gotos.push((at, label.clone(), s.line, around));
            }
            S::Label(label) => {
                if self.labels.contains_key(label) {
                    return Err(self.err(format!(
                        "Label '{}' already defined",
                        String::from_utf8_lossy(label)
                    )));
                }
                let h = self.here();
                let around = self.loop_path();
                self.labels.insert(label.clone(), (h, around));
            }
            S::Const(items) => {
                if !self.is_main || self.cond_depth > 0 {
                    return Err(self.syntax_err("unexpected token \"const\""));
                }
                for (_, e) in items {
                    if !is_const_expr(e) {
                        self.line = e.line;
                        return Err(self.err("Constant expression contains invalid operations"));
                    }
                }
                for (name, e) in items {
                    let v = self.expr(e)?;
                    let name = self.str_const(name);
                    self.op(Op::DeclareConst { name, val: v });
                }
            }
            S::Declare { body, .. } => {
                if let Some(b) = body {
                    self.block_hoisted(b)?;
                }
            }
            S::Block(b) => self.block(b)?,
            S::HaltCompiler => {
                let one = self.konst(tusk_value::Value::Int(1));
                self.op(Op::Return { a: one });
            }
            S::Nop => {}
        }
        Ok(())
    }

    /// php's compile-time checks of a `return` against the declared type.
    fn return_type_check(&self, e: Option<&ast::Expr>) -> Option<CompileError> {
        let rt = self.return_type.as_ref()?;
        if self.is_generator {
            return None;
        }
        let void = matches!(rt, TypeInfo::Named(n) if &**n == b"void");
        match (void, e) {
            (true, Some(_)) => Some(self.err("A void function must not return a value")),
            (false, None) if !matches!(rt, TypeInfo::Named(n) if &**n == b"never") => Some(self.err(
                "A function with return type must return a value (did you mean \"return null;\" instead of \"return;\"?)",
            )),
            _ => None,
        }
    }

    /// Statements of a nested block (conditional function declarations inside).
    pub fn block(&mut self, b: &[ast::Stmt]) -> R {
        self.cond_depth += 1;
        let r = self.stmts(b);
        self.cond_depth -= 1;
        r
    }

    fn block_hoisted(&mut self, b: &[ast::Stmt]) -> R {
        self.stmts(b)
    }

    fn in_conditional(&self) -> bool {
        self.cond_depth > 0
    }

    fn live_iters(&self) -> Vec<u32> {
        self.loops.iter().rev().filter_map(|l| l.iter).collect()
    }

    fn foreach(
        &mut self,
        subject: &ast::Expr,
        key: Option<&ast::Expr>,
        value: &ast::Expr,
        by_ref: bool,
        body: &[ast::Stmt],
    ) -> R {
        let it = self.tmp2();
        self.reserved_tmps = self.reserved_tmps.max((it & !crate::TMP_BIT) + 2);
        let saved_reserved = self.reserved_tmps;
        let reset = if by_ref {
            let path = self.path_or_cv(subject)?;
            self.op(Op::FeResetRef { it, path, end: 0 })
        } else {
            let src = self.expr(subject)?;
            self.op(Op::FeReset { it, src, end: 0 })
        };
        let top = self.here();
        // A plain variable as the value (or key) target is written by the
        // fetch itself (as an assignment: through a reference it holds),
        // with no temporary and no Assign per element.
        let direct = |e: &ast::Expr| matches!(&e.kind, K::Var(n) if &**n != b"this");
        let val_direct = !by_ref && direct(value);
        let key_direct = val_direct && key.is_some_and(direct);
        let val = match &value.kind {
            K::Var(n) if val_direct => self.cv(n),
            _ => self.tmp(),
        };
        let k = match key.map(|e| &e.kind) {
            Some(K::Var(n)) if key_direct => self.cv(n),
            Some(_) => self.tmp(),
            None => NONE,
        };
        let fetch = if by_ref {
            self.op(Op::FeFetchRef {
                it,
                val,
                key: k,
                end: 0,
            })
        } else {
            self.op(Op::FeFetch {
                it,
                val,
                key: k,
                end: 0,
            })
        };
        // Assign the value (and key) to their targets.
        if by_ref {
            self.assign_ref_from(value, val)?;
        } else if !val_direct {
            self.assign_to(value, val, NONE)?;
        }
        if let Some(ke) = key {
            if !key_direct {
                self.assign_to(ke, k, NONE)?;
            }
        }
        self.free_all_tmps_keep_loops_with(it);
        self.loops.push(LoopCtx {
            id: self.new_loop_id(),
            iter: Some(it),
            finally_depth: self.finally_ctx.len(),
            ..Default::default()
        });
        self.block(body)?;
        let l = self.loops.pop().unwrap();
        for at in l.continues {
            self.patch(at, top);
        }
        self.op(Op::Jmp { t: top });
        self.patch_here(reset);
        self.patch_here(fetch);
        self.op(Op::FeFree { it });
        for at in l.breaks {
            self.patch_here(at);
        }
        self.reserved_tmps = saved_reserved;
        if self.loops.iter().all(|l| l.iter.is_none()) {
            self.reserved_tmps = 0;
        }
        Ok(())
    }

    fn free_all_tmps_keep_loops_with(&mut self, it: u32) {
        let live = (it & !crate::TMP_BIT) + 2;
        self.next_tmp = self.next_tmp.min(live.max(self.reserved_tmps)).max(live);
    }

    fn switch(&mut self, subject: &ast::Expr, cases: &[ast::Case]) -> R {
        if cases.iter().filter(|c| c.cond.is_none()).count() > 1 {
            let l = cases
                .iter()
                .filter(|c| c.cond.is_none())
                .nth(1)
                .map(|c| c.line)
                .unwrap_or(self.line);
            self.line = l;
            return Err(self.err("Switch statements may only contain one default clause"));
        }
        let subj = self.expr(subject)?;
        // Keep the subject in a temporary that survives the case bodies.
        let keep = self.tmp();
        self.op(Op::Move {
            dst: keep,
            src: subj,
        });
        self.reserved_tmps = self.reserved_tmps.max((keep & !crate::TMP_BIT) + 1);
        let mut jumps = Vec::new();
        let mut default_jump = None;
        for c in cases {
            match &c.cond {
                Some(e) => {
                    self.line = c.line;
                    let v = self.expr(e)?;
                    let t = self.tmp();
                    self.op(Op::Eq {
                        dst: t,
                        a: keep,
                        b: v,
                    });
                    jumps.push(Some(self.op(Op::JmpNZ { a: t, t: 0 })));
                }
                None => jumps.push(None),
            }
        }
        let to_default = self.op(Op::Jmp { t: 0 });
        self.loops.push(LoopCtx {
            id: self.new_loop_id(),
            is_switch: true,
            finally_depth: self.finally_ctx.len(),
            ..Default::default()
        });
        for (i, c) in cases.iter().enumerate() {
            match jumps[i] {
                Some(j) => self.patch_here(j),
                None => default_jump = Some(self.here()),
            }
            self.block(&c.body)?;
        }
        let l = self.loops.pop().unwrap();
        match default_jump {
            Some(t) => self.patch(to_default, t),
            None => self.patch_here(to_default),
        }
        for at in l.breaks {
            self.patch_here(at);
        }
        Ok(())
    }

    fn try_stmt(
        &mut self,
        body: &[ast::Stmt],
        catches: &[ast::Catch],
        finally: Option<&ast::Block>,
    ) -> R {
        let start = self.here();
        if finally.is_some() {
            self.finally_ctx.push(Vec::new());
        }
        self.block(body)?;
        let end = self.here();
        let mut to_end = vec![self.op(Op::Jmp { t: 0 })];
        let catch_start = self.here();
        let mut next_patch: Option<usize> = None;
        for c in catches {
            self.line = c.line;
            for (ti, ty) in c.types.iter().enumerate() {
                if let Some(p) = next_patch.take() {
                    self.patch_here(p);
                }
                let class = self.str_const(ty);
                let cv = match &c.var {
                    Some(v) => self.cv(v),
                    None => NONE,
                };
                let at = self.op(Op::Catch { class, cv, next: 0 });
                if ti + 1 < c.types.len() {
                    // On match, jump to the body shared by the alternatives.
                    next_patch = Some(at);
                    let j = self.op(Op::Jmp { t: 0 });
                    self.pending_catch_jumps.push(j);
                } else {
                    next_patch = Some(at);
                }
            }
            for j in std::mem::take(&mut self.pending_catch_jumps) {
                self.patch_here(j);
            }
            self.block(&c.body)?;
            to_end.push(self.op(Op::Jmp { t: 0 }));
        }
        let rethrow_at = self.here();
        if let Some(p) = next_patch.take() {
            self.patch(p, rethrow_at);
        }
        let returns = if finally.is_some() {
            self.finally_ctx.pop().unwrap_or_default()
        } else {
            Vec::new()
        };
        if finally.is_some() && !catches.is_empty() {
            // An exception thrown by a catch block runs the finally block too.
            self.try_ranges.push(TryRange {
                start: catch_start,
                end: rethrow_at,
                catch: rethrow_at,
                finally: NONE,
                finally_end: NONE,
            });
        }
        let mut fin = NONE;
        let mut fin_end = NONE;
        if let Some(f) = finally {
            // Uncaught path: run finally then rethrow.
            let cf = self.op(Op::CallFinally { t: 0 });
            self.op(Op::Rethrow {});
            for j in to_end.drain(..) {
                self.patch_here(j);
            }
            let cf2 = self.op(Op::CallFinally { t: 0 });
            let skip = self.op(Op::Jmp { t: 0 });
            fin = self.here();
            self.patch(cf, fin);
            self.patch(cf2, fin);
            for r in returns {
                self.patch(r, fin);
            }
            self.block(f)?;
            fin_end = self.here();
            self.op(Op::EndFinally {});
            self.patch_here(skip);
        } else {
            self.op(Op::Rethrow {});
            for j in to_end {
                self.patch_here(j);
            }
        }
        self.try_ranges.push(TryRange {
            start,
            end,
            catch: if catches.is_empty() {
                NONE
            } else {
                catch_start
            },
            finally: fin,
            finally_end: fin_end,
        });
        if catches.is_empty() && fin != NONE {
            // With no catch, an exception in the body goes to the rethrow path.
            let last = self.try_ranges.len() - 1;
            self.try_ranges[last].catch = rethrow_at;
        }
        Ok(())
    }
}

/// php's constant expressions: literals, constants, operators over them.
fn is_const_expr(e: &ast::Expr) -> bool {
    match &e.kind {
        K::Null
        | K::Bool(_)
        | K::Int(_)
        | K::Float(_)
        | K::Str(_)
        | K::Const(_)
        | K::MagicConst(_) => true,
        K::ClassConst { .. } => true,
        K::Interp(parts) => parts.iter().all(|p| match p {
            ast::InterpPart::Lit(_) => true,
            ast::InterpPart::Expr(e) => is_const_expr(e),
        }),
        K::Binary { left, right, .. } => is_const_expr(left) && is_const_expr(right),
        K::Unary { expr, .. } => is_const_expr(expr),
        K::Ternary { cond, then, els } => {
            is_const_expr(cond)
                && then.as_ref().is_none_or(|t| is_const_expr(t))
                && is_const_expr(els)
        }
        K::Array(items) => items.iter().all(|i| {
            !i.by_ref && i.key.as_ref().is_none_or(is_const_expr) && is_const_expr(&i.value)
        }),
        K::Index {
            base,
            index: Some(i),
        } => is_const_expr(base) && is_const_expr(i),
        // `new` in initializers (8.1): a named class, constant arguments.
        K::New {
            class: ast::ClassRef::Named(_),
            args,
        } => args.iter().all(|a| !a.spread && is_const_expr(&a.value)),
        _ => false,
    }
}

/// Expressions that can be bound by reference (variables, elements, properties).
pub(crate) fn is_ref_able(e: &ast::Expr) -> bool {
    matches!(
        e.kind,
        K::Var(_) | K::Index { .. } | K::Prop { .. } | K::StaticProp { .. } | K::VarVar(_)
    )
}

/// Whether a `for` loop's step and condition have the shape `IncJmp`
/// fuses: one `$i++`/`$i--` (either form) and one comparison of `$i` with
/// another variable or an integer.
fn fusable_counter(step: &[ast::Expr], cond: &[ast::Expr]) -> bool {
    let ([s], [c]) = (step, cond) else {
        return false;
    };
    let (K::IncDec { target, .. }, K::Binary { op, left, right }) = (&s.kind, &c.kind) else {
        return false;
    };
    let K::Var(i) = &target.kind else {
        return false;
    };
    if !matches!(
        op,
        ast::BinOp::Lt | ast::BinOp::Le | ast::BinOp::Gt | ast::BinOp::Ge
    ) {
        return false;
    }
    let simple = |e: &ast::Expr| match &e.kind {
        K::Var(n) => n != i,
        K::Int(_) => true,
        _ => false,
    };
    matches!(&left.kind, K::Var(n) if n == i) && simple(right)
        || matches!(&right.kind, K::Var(n) if n == i) && simple(left)
}

impl FnCompiler {
    /// Turns the Nop at `at` into an `IncJmp` when the two ops after it
    /// (the rest of the loop) are the counter's `IncDec` and its backward
    /// compare-and-branch, on one line (a warning from either names it).
    fn fuse_counter(&mut self, at: usize) {
        if self.ops.len() != at + 3 || self.lines[at + 1] != self.lines[at + 2] {
            return;
        }
        let Op::IncDec {
            dst: NONE,
            cv,
            kind: step @ (0 | 1),
        } = self.ops[at + 1]
        else {
            return;
        };
        let (a, b, t, le) = match self.ops[at + 2] {
            Op::JmpLt { a, b, t, want: 1 } => (a, b, t, false),
            Op::JmpLe { a, b, t, want: 1 } => (a, b, t, true),
            _ => return,
        };
        let (other, swap) = match (a == cv, b == cv) {
            (true, false) => (b, false),
            (false, true) => (a, true),
            _ => return,
        };
        let mut kind = step;
        if le {
            kind |= inc_jmp::LE;
        }
        if swap {
            kind |= inc_jmp::SWAP;
        }
        self.ops[at] = Op::IncJmp {
            cv,
            b: other,
            t,
            kind,
        };
        self.lines[at] = self.lines[at + 1];
    }
}

impl FnCompiler {
    /// `if (cond) break;` (or `continue;`) in the innermost loop, when
    /// that is a plain jump (no foreach iterator to free on break, no
    /// finally block to run, not a switch): the condition jumps straight to the loop's exit
    /// or step, instead of over a jump. Returns false (nothing emitted)
    /// for any other `if`.
    fn cond_break(&mut self, cond: &ast::Expr, then: &[ast::Stmt]) -> Result<bool, CompileError> {
        let [st] = then else {
            return Ok(false);
        };
        let is_break = match st.kind {
            S::Break(0 | 1) => true,
            S::Continue(0 | 1) => false,
            _ => return Ok(false),
        };
        let Some(l) = self.loops.last() else {
            return Ok(false);
        };
        if (is_break && l.iter.is_some())
            || l.is_switch
            || l.finally_depth != self.finally_ctx.len()
        {
            return Ok(false);
        }
        let jumps = self.cond_jumps(cond, true, 0)?;
        let l = self.loops.last_mut().expect("checked above");
        if is_break {
            l.breaks.extend(jumps);
        } else {
            l.continues.extend(jumps);
        }
        Ok(true)
    }
}
