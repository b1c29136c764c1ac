//! Class declarations: AST `ClassDecl` -> bytecode `ClassDecl` (constants,
//! properties with their defaults, methods compiled as units, constructor
//! promotion, trait uses, enum cases), class operands of `new`/`::`/
//! `instanceof`, and constant expressions compiled as small units.
//!
//! Not here: linking and inheritance checks (tusk-vm's class module).

use crate::{CompileError, FnCompiler};
use std::rc::Rc;
use std::sync::Arc;
use tusk_bytecode::class::{
    flags, AttrDecl, ConstDecl, EnumCase, MethodDecl, PropDecl, TraitRule as BTraitRule,
};
use tusk_bytecode::*;
use tusk_syntax::ast::{self, ExprKind as K};
use tusk_value::SyncValue;

type R<T> = Result<T, CompileError>;

/// Attribute::TARGET_* (where an attribute is written).
pub(crate) const TARGET_CLASS: u32 = 1;
pub(crate) const TARGET_FUNCTION: u32 = 2;
pub(crate) const TARGET_METHOD: u32 = 4;
pub(crate) const TARGET_PROPERTY: u32 = 8;
pub(crate) const TARGET_CLASS_CONSTANT: u32 = 16;
pub(crate) const TARGET_PARAMETER: u32 = 32;

fn target_name(t: u32) -> &'static str {
    match t {
        TARGET_CLASS => "class",
        TARGET_FUNCTION => "function",
        TARGET_METHOD => "method",
        TARGET_PROPERTY => "property",
        TARGET_CLASS_CONSTANT => "class constant",
        _ => "parameter",
    }
}

/// What a method body needs to know about its class.
pub(crate) struct ClassCtx {
    pub name: Box<[u8]>,
    pub is_trait: bool,
    /// A class (not a trait or interface) declared without `extends`.
    pub no_parent: bool,
}

fn s(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn member_flags(m: &ast::Modifiers) -> u32 {
    let mut f = if m.private {
        flags::PRIVATE
    } else if m.protected {
        flags::PROTECTED
    } else {
        flags::PUBLIC
    };
    if m.is_static {
        f |= flags::STATIC;
    }
    if m.is_abstract {
        f |= flags::ABSTRACT;
    }
    if m.is_final {
        f |= flags::FINAL;
    }
    if m.readonly {
        f |= flags::READONLY;
    }
    f
}

impl FnCompiler {
    /// Compiles top-level classes ahead of the script (php's early
    /// binding): each is declared at start when its parents exist.
    pub fn hoist_classes(&mut self, stmts: &[ast::Stmt]) -> R<()> {
        for st in stmts {
            match &st.kind {
                ast::StmtKind::Class(c) => {
                    let idx = self.compile_class(c)?;
                    let key = &**c as *const ast::ClassDecl as usize;
                    self.hoisted.insert(key, idx);
                    self.emit(Op::DeclareClass { idx, early: 1 }, st.line);
                }
                ast::StmtKind::Declare { body: Some(b), .. } => self.hoist_classes(b)?,
                _ => {}
            }
        }
        Ok(())
    }

    fn cerr(&self, msg: String, line: u32) -> CompileError {
        CompileError {
            parse: false,
            message: msg,
            line,
        }
    }

    /// php's declaration checks of magic methods: argument counts, static
    /// or not, `__toString`'s return type, the ones enums may not have, and
    /// the warning for a non-public one.
    fn check_magic(
        &mut self,
        kind: ClassKind,
        shown: &str,
        lname: &[u8],
        decl: &ast::FunctionDecl,
        f: u32,
    ) -> R<()> {
        // (name, arguments, must be static)
        const MAGIC: &[(&[u8], usize, bool)] = &[
            (b"__get", 1, false),
            (b"__set", 2, false),
            (b"__isset", 1, false),
            (b"__unset", 1, false),
            (b"__call", 2, false),
            (b"__callstatic", 2, true),
            (b"__tostring", 0, false),
            (b"__clone", 0, false),
            (b"__destruct", 0, false),
            (b"__serialize", 0, false),
            (b"__unserialize", 1, false),
            (b"__set_state", 1, true),
            (b"__debuginfo", 0, false),
        ];
        const ENUM_FORBIDDEN: &[&[u8]] = &[
            b"__construct",
            b"__destruct",
            b"__clone",
            b"__get",
            b"__set",
            b"__isset",
            b"__unset",
            b"__tostring",
            b"__debuginfo",
            b"__serialize",
            b"__unserialize",
            b"__sleep",
            b"__wakeup",
            b"__set_state",
        ];
        let line = decl.line;
        let name = s(&decl.name);
        if kind == ClassKind::Enum && ENUM_FORBIDDEN.contains(&lname) {
            return Err(self.cerr(
                format!("Enum {} cannot include magic method {}", shown, name),
                line,
            ));
        }
        let Some(&(_, nargs, must_static)) = MAGIC.iter().find(|(n, _, _)| *n == lname) else {
            return Ok(());
        };
        let is_static = f & flags::STATIC != 0;
        if must_static && !is_static {
            return Err(self.cerr(format!("Method {}::{}() must be static", shown, name), line));
        }
        if !must_static && is_static {
            return Err(self.cerr(
                format!("Method {}::{}() cannot be static", shown, name),
                line,
            ));
        }
        let n = decl.params.len();
        if n != nargs || decl.params.iter().any(|p| p.variadic) {
            let msg = match nargs {
                0 => format!("Method {}::{}() cannot take arguments", shown, name),
                1 => format!("Method {}::{}() must take exactly 1 argument", shown, name),
                k => format!(
                    "Method {}::{}() must take exactly {} arguments",
                    shown, name, k
                ),
            };
            return Err(self.cerr(msg, line));
        }
        if lname == b"__tostring" {
            if let Some(t) = &decl.return_type {
                if !matches!(t, ast::TypeHint::Named(n) if n.eq_ignore_ascii_case(b"string")) {
                    return Err(self.cerr(
                        format!(
                            "{}::__toString(): Return type must be string when declared",
                            shown
                        ),
                        line,
                    ));
                }
            }
        }
        let public = f & (flags::PRIVATE | flags::PROTECTED) == 0;
        if !public
            && !matches!(
                lname,
                b"__destruct" | b"__clone" | b"__serialize" | b"__unserialize"
            )
        {
            self.warnings.push((
                false,
                format!(
                    "The magic method {}::{}() must have public visibility",
                    shown, name
                ),
                line,
            ));
        }
        Ok(())
    }

    /// php's compile-time check of a literal default against a simple
    /// property type (`public int $x = "str";`).
    fn check_prop_default(
        &self,
        t: &ast::TypeHint,
        e: &ast::Expr,
        shown: &str,
        prop: &[u8],
        line: u32,
    ) -> R<()> {
        let (tn, nullable) = match t {
            ast::TypeHint::Named(n) => (n.to_ascii_lowercase(), false),
            ast::TypeHint::Nullable(b) => match &**b {
                ast::TypeHint::Named(n) => (n.to_ascii_lowercase(), true),
                _ => return Ok(()),
            },
            _ => return Ok(()),
        };
        let given = match &e.kind {
            K::Null => "null",
            K::Bool(_) => "bool",
            K::Int(_) => "int",
            K::Float(_) => "float",
            K::Str(_) => "string",
            K::Array(_) => "array",
            _ => return Ok(()),
        };
        let ok = match &tn[..] {
            b"mixed" => true,
            _ if given == "null" => nullable,
            b"int" => given == "int",
            b"float" => given == "int" || given == "float",
            b"string" => given == "string",
            b"bool" => given == "bool",
            b"array" => given == "array",
            _ => true,
        };
        if ok {
            return Ok(());
        }
        let tshown = format!("{}{}", if nullable { "?" } else { "" }, s(&tn));
        let msg = if given == "null" {
            format!(
                "Default value for property of type {} may not be null. Use the nullable type ?{} to allow null default value",
                tshown, tshown
            )
        } else {
            format!(
                "Cannot use {} as default value for property {}::${} of type {}",
                given,
                shown,
                s(prop),
                tshown
            )
        };
        Err(self.cerr(msg, line))
    }

    /// Compiles a class declaration into this unit's class list.
    pub fn compile_class(&mut self, c: &ast::ClassDecl) -> R<u32> {
        self.compile_class_named(c, c.name.clone())
    }

    pub fn compile_class_named(&mut self, c: &ast::ClassDecl, name: Box<[u8]>) -> R<u32> {
        let kind = match c.kind {
            ast::ClassKind::Class => ClassKind::Class,
            ast::ClassKind::Interface => ClassKind::Interface,
            ast::ClassKind::Trait => ClassKind::Trait,
            ast::ClassKind::Enum => ClassKind::Enum,
        };
        let shown = s(&name);
        let mut cflags = 0;
        if c.modifiers.is_abstract {
            cflags |= flags::ABSTRACT;
        }
        if c.modifiers.is_final {
            cflags |= flags::FINAL;
        }
        if c.modifiers.readonly {
            cflags |= flags::READONLY;
        }
        if c.modifiers.is_abstract && c.modifiers.is_final {
            return Err(self.cerr(
                "Cannot use the final modifier on an abstract class".to_string(),
                c.line,
            ));
        }
        if let Some(t) = &c.enum_backing {
            let ok = matches!(t, ast::TypeHint::Named(n)
                if n.eq_ignore_ascii_case(b"int") || n.eq_ignore_ascii_case(b"string"));
            if !ok {
                let given = match t {
                    ast::TypeHint::Named(n) => s(n).to_ascii_lowercase(),
                    _ => "mixed".to_string(),
                };
                return Err(self.cerr(
                    format!("Enum backing type must be int or string, {} given", given),
                    c.line,
                ));
            }
        }
        let attributes: Vec<Box<[u8]>> = c.attributes.iter().map(|a| a.name.clone()).collect();
        if attributes
            .iter()
            .any(|a| a.eq_ignore_ascii_case(b"AllowDynamicProperties"))
        {
            cflags |= flags::ALLOW_DYNAMIC;
        }
        let ctx = Rc::new(ClassCtx {
            name: name.clone(),
            is_trait: kind == ClassKind::Trait,
            no_parent: matches!(kind, ClassKind::Class | ClassKind::Enum) && c.extends.is_none(),
        });
        let saved_ctx = self.class_ctx.replace(ctx.clone());
        self.check_attrs(&c.attributes, TARGET_CLASS, c.line)?;
        if c.attributes
            .iter()
            .any(|a| a.name.eq_ignore_ascii_case(b"AllowDynamicProperties"))
        {
            let bad = match kind {
                ClassKind::Interface => Some("interface".to_string()),
                ClassKind::Trait => Some("trait".to_string()),
                ClassKind::Class if cflags & flags::READONLY != 0 => {
                    Some(format!("readonly class {}", shown))
                }
                _ => None,
            };
            if let Some(b) = bad {
                return Err(self.cerr(
                    format!("Cannot apply #[AllowDynamicProperties] to {}", b),
                    c.line,
                ));
            }
        }
        let attrs = self.attrs(&c.attributes, c.line)?;
        let mut consts = Vec::new();
        let mut props: Vec<PropDecl> = Vec::new();
        let mut methods: Vec<MethodDecl> = Vec::new();
        let mut traits = Vec::new();
        let mut trait_rules = Vec::new();
        let mut cases = Vec::new();
        for m in &c.members {
            match m {
                ast::Member::Const {
                    modifiers,
                    items,
                    attributes,
                    line,
                } => {
                    self.check_attrs(attributes, TARGET_CLASS_CONSTANT, *line)?;
                    let attrs = self.attrs(attributes, *line)?;
                    for (n, e) in items {
                        if consts.iter().any(|x: &ConstDecl| x.name == *n) {
                            return Err(self.cerr(
                                format!("Cannot redefine class constant {}::{}", shown, s(n)),
                                *line,
                            ));
                        }
                        let cf = member_flags(modifiers);
                        if cf & flags::PRIVATE != 0 && cf & flags::FINAL != 0 {
                            return Err(self.cerr(
                                format!(
                                    "Private constant {}::{} cannot be final as it is not visible to other classes",
                                    shown,
                                    s(n)
                                ),
                                *line,
                            ));
                        }
                        self.line = *line;
                        let value = self.const_init(e)?;
                        consts.push(ConstDecl {
                            name: n.clone(),
                            value,
                            flags: member_flags(modifiers),
                            line: *line,
                            attrs: attrs.clone(),
                        });
                    }
                }
                ast::Member::Property {
                    modifiers,
                    ty,
                    items,
                    line,
                    attributes,
                    doc_comment,
                } => {
                    self.check_attrs(attributes, TARGET_PROPERTY, *line)?;
                    let attrs = self.attrs(attributes, *line)?;
                    let mut f = member_flags(modifiers);
                    if cflags & flags::READONLY != 0 {
                        f |= flags::READONLY;
                    }
                    if kind == ClassKind::Enum {
                        return Err(
                            self.cerr(format!("Enum {} cannot include properties", shown), *line)
                        );
                    }
                    for (n, d) in items {
                        if props.iter().any(|p| p.name == *n) {
                            return Err(
                                self.cerr(format!("Cannot redeclare {}::${}", shown, s(n)), *line)
                            );
                        }
                        if f & flags::READONLY != 0 && ty.is_none() {
                            return Err(self.cerr(
                                format!("Readonly property {}::${} must have type", shown, s(n)),
                                *line,
                            ));
                        }
                        if f & flags::READONLY != 0 && d.is_some() {
                            return Err(self.cerr(
                                format!(
                                    "Readonly property {}::${} cannot have default value",
                                    shown,
                                    s(n)
                                ),
                                *line,
                            ));
                        }
                        if f & flags::READONLY != 0 && f & flags::STATIC != 0 {
                            return Err(self.cerr(
                                format!("Static property {}::${} cannot be readonly", shown, s(n)),
                                *line,
                            ));
                        }
                        if let (Some(t), Some(e)) = (ty, d) {
                            self.check_prop_default(t, e, &shown, n, *line)?;
                        }
                        self.line = *line;
                        let default = match d {
                            Some(e) => Some(self.const_init(e)?),
                            None if ty.is_none() => Some(ConstInit::Value(
                                SyncValue::new(tusk_value::Value::Null).expect("null"),
                            )),
                            None => None,
                        };
                        props.push(PropDecl {
                            name: n.clone(),
                            default,
                            ty: ty.as_ref().map(crate::type_info),
                            flags: f,
                            line: *line,
                            attrs: attrs.clone(),
                            doc_comment: doc_comment.clone(),
                        });
                    }
                }
                ast::Member::Method {
                    modifiers,
                    decl,
                    has_body,
                } => {
                    let lname = decl.name.to_ascii_lowercase();
                    if methods
                        .iter()
                        .any(|m| m.name.eq_ignore_ascii_case(&decl.name))
                    {
                        return Err(self.cerr(
                            format!("Cannot redeclare {}::{}()", shown, s(&decl.name)),
                            decl.line,
                        ));
                    }
                    let mut f = member_flags(modifiers);
                    if decl.by_ref_return {
                        f |= flags::BY_REF;
                    }
                    self.check_magic(kind, &shown, &lname, decl, f)?;
                    if f & flags::PRIVATE != 0
                        && f & flags::FINAL != 0
                        && lname != b"__construct"
                        && kind != ClassKind::Trait
                    {
                        self.warnings.push((
                            false,
                            "Private methods cannot be final as they are never overridden by other classes".to_string(),
                            decl.line,
                        ));
                    }
                    if kind == ClassKind::Interface {
                        if f & (flags::PROTECTED | flags::PRIVATE) != 0 {
                            return Err(self.cerr(
                                format!(
                                    "Access type for interface method {}::{}() must be public",
                                    shown,
                                    s(&decl.name)
                                ),
                                decl.line,
                            ));
                        }
                        if *has_body {
                            return Err(self.cerr(
                                format!(
                                    "Interface function {}::{}() cannot contain body",
                                    shown,
                                    s(&decl.name)
                                ),
                                decl.line,
                            ));
                        }
                        f |= flags::ABSTRACT;
                    } else if f & flags::ABSTRACT != 0 {
                        if *has_body {
                            return Err(self.cerr(
                                format!(
                                    "Abstract function {}::{}() cannot contain body",
                                    shown,
                                    s(&decl.name)
                                ),
                                decl.line,
                            ));
                        }
                        if kind == ClassKind::Class && cflags & flags::ABSTRACT == 0 {
                            return Err(self.cerr(
                                format!(
                                    "Class {} contains 1 abstract method and must therefore be declared abstract or implement the remaining methods ({}::{})",
                                    shown,
                                    shown,
                                    s(&decl.name)
                                ),
                                c.line,
                            ));
                        }
                    } else if !*has_body {
                        return Err(self.cerr(
                            format!(
                                "Non-abstract method {}::{}() must contain body",
                                shown,
                                s(&decl.name)
                            ),
                            decl.line,
                        ));
                    }
                    // Constructor promotion: declare the properties and
                    // assign them first thing in the body.
                    let mut decl = (**decl).clone();
                    if lname == b"__construct" {
                        let mut pre = Vec::new();
                        for p in &decl.params {
                            let Some(pm) = &p.promote else { continue };
                            if f & flags::ABSTRACT != 0 || !*has_body {
                                return Err(self.cerr(
                                    "Cannot declare promoted property in an abstract constructor"
                                        .to_string(),
                                    p.line,
                                ));
                            }
                            if p.variadic {
                                return Err(self.cerr(
                                    "Cannot declare variadic promoted property".to_string(),
                                    p.line,
                                ));
                            }
                            let mut pf = member_flags(pm) | flags::PROMOTED;
                            if cflags & flags::READONLY != 0 {
                                pf |= flags::READONLY;
                            }
                            if pf & flags::READONLY != 0 && p.ty.is_none() {
                                return Err(self.cerr(
                                    format!(
                                        "Readonly property {}::${} must have type",
                                        shown,
                                        s(&p.name)
                                    ),
                                    p.line,
                                ));
                            }
                            if props.iter().any(|x| x.name == p.name) {
                                return Err(self.cerr(
                                    format!("Cannot redeclare {}::${}", shown, s(&p.name)),
                                    p.line,
                                ));
                            }
                            props.push(PropDecl {
                                name: p.name.clone(),
                                default: if p.ty.is_none() {
                                    Some(ConstInit::Value(
                                        SyncValue::new(tusk_value::Value::Null).expect("null"),
                                    ))
                                } else {
                                    None
                                },
                                ty: p.ty.as_ref().map(crate::type_info),
                                flags: pf,
                                line: p.line,
                                attrs: self.attrs(&p.attributes, decl.line)?,
                                doc_comment: None,
                            });
                            let var = |n: &[u8]| ast::Expr {
                                line: p.line,
                                kind: K::Var(n.into()),
                            };
                            pre.push(ast::Stmt {
                                line: p.line,
                                kind: ast::StmtKind::Expr(ast::Expr {
                                    line: p.line,
                                    kind: K::Assign {
                                        target: Box::new(ast::Expr {
                                            line: p.line,
                                            kind: K::Prop {
                                                obj: Box::new(var(b"this")),
                                                name: ast::MemberName::Ident(p.name.clone()),
                                                nullsafe: false,
                                            },
                                        }),
                                        value: Box::new(var(&p.name)),
                                    },
                                }),
                            });
                        }
                        if !pre.is_empty() {
                            pre.append(&mut decl.body);
                            decl.body = pre;
                        }
                    } else if let Some(p) = decl.params.iter().find(|p| p.promote.is_some()) {
                        return Err(self.cerr(
                            "Cannot declare promoted property outside a constructor".to_string(),
                            p.line,
                        ));
                    }
                    let mut full = name.to_vec();
                    full.extend_from_slice(b"::");
                    full.extend_from_slice(&decl.name);
                    let mut mc = FnCompiler::new(self.file.clone(), full.into(), false);
                    mc.fn_name = Some(decl.name.clone());
                    let is_static = f & flags::STATIC != 0;
                    let unit = self.compile_body(
                        mc,
                        &decl,
                        Vec::new(),
                        false,
                        Some((ctx.clone(), is_static)),
                    )?;
                    methods.push(MethodDecl {
                        name: decl.name.clone(),
                        unit: Arc::new(unit),
                        flags: f,
                        has_body: *has_body,
                    });
                }
                ast::Member::TraitUse {
                    traits: ts, rules, ..
                } => {
                    traits.extend(ts.iter().cloned());
                    for r in rules {
                        trait_rules.push(match r {
                            ast::TraitRule::InsteadOf {
                                trait_name,
                                method,
                                instead_of,
                            } => BTraitRule::InsteadOf {
                                trait_name: trait_name.clone(),
                                method: method.clone(),
                                instead_of: instead_of.clone(),
                            },
                            ast::TraitRule::Alias {
                                trait_name,
                                method,
                                modifiers,
                                alias,
                            } => {
                                let vis = if modifiers.private {
                                    flags::PRIVATE
                                } else if modifiers.protected {
                                    flags::PROTECTED
                                } else if modifiers.public {
                                    flags::PUBLIC
                                } else {
                                    0
                                };
                                BTraitRule::Alias {
                                    trait_name: trait_name.clone(),
                                    method: method.clone(),
                                    vis,
                                    alias: alias.clone(),
                                }
                            }
                        });
                    }
                }
                ast::Member::EnumCase {
                    name: n,
                    value,
                    attributes,
                    line,
                } => {
                    self.check_attrs(attributes, TARGET_CLASS_CONSTANT, *line)?;
                    let attrs = self.attrs(attributes, *line)?;
                    self.line = *line;
                    match (c.enum_backing.is_some(), value.is_some()) {
                        (true, false) => {
                            return Err(self.cerr(
                                format!("Case {} of backed enum {} must have a value", s(n), shown),
                                *line,
                            ))
                        }
                        (false, true) => {
                            return Err(self.cerr(
                                format!(
                                    "Case {} of non-backed enum {} must not have a value",
                                    s(n),
                                    shown
                                ),
                                *line,
                            ))
                        }
                        _ => {}
                    }
                    let value = match value {
                        Some(e) => Some(self.const_init(e)?),
                        None => None,
                    };
                    cases.push(EnumCase {
                        name: n.clone(),
                        value,
                        line: *line,
                        attrs,
                    });
                }
            }
        }
        self.class_ctx = saved_ctx;
        let enum_backing = match &c.enum_backing {
            Some(ast::TypeHint::Named(n)) => Some(n.clone()),
            _ => None,
        };
        let decl = ClassDecl {
            name,
            kind,
            flags: cflags,
            parent: c.extends.clone(),
            interfaces: c.implements.clone(),
            consts,
            props,
            methods,
            traits,
            trait_rules,
            enum_backing,
            cases,
            attributes,
            attrs,
            doc_comment: c.doc_comment.clone(),
            file: self.file.clone(),
            line: c.line,
            end_line: c.end_line,
        };
        self.classes.push(Arc::new(decl));
        Ok((self.classes.len() - 1) as u32)
    }

    /// php's compile-time checks of the built-in attributes (Attribute,
    /// AllowDynamicProperties, SensitiveParameter, ReturnTypeWillChange):
    /// their targets and that they are not repeated.
    pub fn check_attrs(&self, list: &[ast::Attribute], target: u32, line: u32) -> R<()> {
        const BUILTIN: [(&str, u32); 4] = [
            ("Attribute", TARGET_CLASS),
            ("AllowDynamicProperties", TARGET_CLASS),
            ("SensitiveParameter", TARGET_PARAMETER),
            ("ReturnTypeWillChange", TARGET_METHOD),
        ];
        for (name, allowed) in BUILTIN {
            let n = list
                .iter()
                .filter(|a| a.name.eq_ignore_ascii_case(name.as_bytes()))
                .count();
            if n == 0 {
                continue;
            }
            if allowed & target == 0 {
                return Err(self.cerr(
                    format!(
                        "Attribute \"{}\" cannot target {} (allowed targets: {})",
                        name,
                        target_name(target),
                        target_name(allowed)
                    ),
                    line,
                ));
            }
            if n > 1 {
                return Err(self.cerr(format!("Attribute \"{}\" must not be repeated", name), line));
            }
        }
        Ok(())
    }

    /// Attributes with their argument expressions compiled as constant
    /// expressions (evaluated by reflection, in the class's scope).
    pub fn attrs(&mut self, list: &[ast::Attribute], line: u32) -> R<Vec<AttrDecl>> {
        let err = |m: String| CompileError {
            parse: false,
            message: m,
            line,
        };
        let mut out = Vec::with_capacity(list.len());
        for a in list {
            let mut args: Vec<(Option<Box<[u8]>>, ConstInit)> = Vec::with_capacity(a.args.len());
            for arg in &a.args {
                if arg.spread {
                    return Err(err("Cannot use unpacking in attribute argument list".into()));
                }
                match &arg.name {
                    None if args.iter().any(|(n, _)| n.is_some()) => {
                        return Err(err(
                            "Cannot use positional argument after named argument".into()
                        ));
                    }
                    Some(n) if args.iter().any(|(x, _)| x.as_deref() == Some(&**n)) => {
                        return Err(err(format!("Duplicate named parameter ${}", s(n))));
                    }
                    _ => {}
                }
                args.push((arg.name.clone(), self.const_init(&arg.value)?));
            }
            out.push(AttrDecl {
                name: a.name.clone(),
                args,
                line,
            });
        }
        Ok(out)
    }

    /// A constant expression: folded when literal, else a small unit run
    /// in the class's scope when first needed.
    pub fn const_init(&mut self, e: &ast::Expr) -> R<ConstInit> {
        if uses_static(e) {
            self.line = e.line;
            return Err(self.err("\"static::\" is not allowed in compile-time constants"));
        }
        if let Some(v) = self.const_value(e) {
            if let Some(sv) = SyncValue::new(v) {
                return Ok(ConstInit::Value(sv));
            }
        }
        let mut c = FnCompiler::new(self.file.clone(), b"".to_vec().into(), false);
        c.class_ctx = self.class_ctx.clone();
        c.line = e.line;
        c.line_start = e.line;
        c.line_end = e.line;
        let v = c.expr(e)?;
        c.op(Op::Return { a: v });
        self.warnings.append(&mut c.warnings);
        Ok(ConstInit::Code(Arc::new(c.finish())))
    }

    /// The class operand of `new`, `::`, `instanceof`.
    pub fn class_operand(&mut self, r: &ast::ClassRef) -> R<u32> {
        Ok(match r {
            ast::ClassRef::Named(n) => self.str_const(n),
            ast::ClassRef::SelfClass => {
                self.check_class_scope("self")?;
                CLS_SELF
            }
            ast::ClassRef::Parent => {
                self.check_class_scope("parent")?;
                if self.class_ctx.as_ref().is_some_and(|c| c.no_parent) {
                    return Err(
                        self.err("Cannot use \"parent\" when current class scope has no parent")
                    );
                }
                CLS_PARENT
            }
            ast::ClassRef::Static => {
                self.check_class_scope("static")?;
                CLS_STATIC
            }
            ast::ClassRef::Dynamic(e) => {
                if let K::Str(n) = &e.kind {
                    let n = n.strip_prefix(b"\\").unwrap_or(n).to_vec();
                    return Ok(self.str_const(&n));
                }
                let v = self.expr(e)?;
                let t = self.tmp();
                self.op(Op::Move { dst: t, src: v });
                t
            }
        })
    }

    fn check_class_scope(&self, what: &str) -> R<()> {
        if self.class_ctx.is_none() && (self.is_main || !self.name.ends_with(b"{closure}")) {
            return Err(self.err(format!(
                "Cannot use \"{}\" when no class scope is active",
                what
            )));
        }
        Ok(())
    }
}

/// Whether a constant expression names `static::` (php forbids it).
fn uses_static(e: &ast::Expr) -> bool {
    match &e.kind {
        K::ClassConst { class, .. } => matches!(class, ast::ClassRef::Static),
        K::Binary { left, right, .. } => uses_static(left) || uses_static(right),
        K::Unary { expr, .. } => uses_static(expr),
        K::Ternary { cond, then, els } => {
            uses_static(cond) || then.as_ref().is_some_and(|t| uses_static(t)) || uses_static(els)
        }
        K::Array(items) => items
            .iter()
            .any(|i| i.key.as_ref().is_some_and(uses_static) || uses_static(&i.value)),
        K::Index {
            base,
            index: Some(i),
        } => uses_static(base) || uses_static(i),
        _ => false,
    }
}
