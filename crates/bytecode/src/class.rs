//! Compiled class declarations (classes, interfaces, traits, enums): what
//! the compiler produces from a `class` statement and the VM links into
//! its per-request class table. Immutable and `Send + Sync`, like units.
//!
//! Not here: linking, inheritance checks, objects (tusk-vm).

use crate::{CodeUnit, TypeInfo};
use std::sync::Arc;
use tusk_value::SyncValue;

/// Member flags (properties, methods, constants) and class flags.
pub mod flags {
    pub const PUBLIC: u32 = 1;
    pub const PROTECTED: u32 = 2;
    pub const PRIVATE: u32 = 4;
    pub const STATIC: u32 = 8;
    pub const ABSTRACT: u32 = 16;
    pub const FINAL: u32 = 32;
    pub const READONLY: u32 = 64;
    /// Class flag: #[AllowDynamicProperties].
    pub const ALLOW_DYNAMIC: u32 = 128;
    /// Property flag: declared through constructor promotion.
    pub const PROMOTED: u32 = 256;
    /// Method flag: declared with a by-reference return.
    pub const BY_REF: u32 = 512;
    /// Method flag (built-in classes): callable, but not listed by
    /// get_class_methods() or getMethods(); php serves it from a handler,
    /// not its method table (Closure::__invoke, ArrayObject's property
    /// hooks for ARRAY_AS_PROPS).
    pub const HIDDEN: u32 = 1024;
    pub const VIS_MASK: u32 = PUBLIC | PROTECTED | PRIVATE;
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassKind {
    Class,
    Interface,
    Trait,
    Enum,
}

/// A constant expression: a literal, or code run once (in the class's
/// scope) when first needed (`self::A * 2`, `[PHP_EOL]`, `new Foo`).
#[derive(Debug, Clone)]
pub enum ConstInit {
    Value(SyncValue),
    Code(Arc<CodeUnit>),
}

/// One attribute (`#[Name(args)]`) as reflection sees it: the class name
/// as written (resolved) and its arguments, evaluated only when
/// `ReflectionAttribute::getArguments()`/`newInstance()` asks.
#[derive(Debug, Clone)]
pub struct AttrDecl {
    /// Fully qualified, no leading backslash.
    pub name: Box<[u8]>,
    /// (named-argument name, value expression).
    pub args: Vec<(Option<Box<[u8]>>, ConstInit)>,
    pub line: u32,
}

#[derive(Debug, Clone)]
pub struct ConstDecl {
    pub name: Box<[u8]>,
    pub value: ConstInit,
    pub flags: u32,
    pub line: u32,
    pub attrs: Vec<AttrDecl>,
}

#[derive(Debug, Clone)]
pub struct PropDecl {
    pub name: Box<[u8]>,
    /// None: no default (typed properties start uninitialized; untyped
    /// ones start null).
    pub default: Option<ConstInit>,
    pub ty: Option<TypeInfo>,
    pub flags: u32,
    pub line: u32,
    pub attrs: Vec<AttrDecl>,
    pub doc_comment: Option<Box<[u8]>>,
}

#[derive(Debug, Clone)]
pub struct MethodDecl {
    pub name: Box<[u8]>,
    pub unit: Arc<CodeUnit>,
    pub flags: u32,
    /// Abstract and interface methods have no body.
    pub has_body: bool,
}

#[derive(Debug, Clone)]
pub enum TraitRule {
    InsteadOf {
        trait_name: Box<[u8]>,
        method: Box<[u8]>,
        instead_of: Vec<Box<[u8]>>,
    },
    Alias {
        trait_name: Option<Box<[u8]>>,
        method: Box<[u8]>,
        /// New visibility flags (0: unchanged).
        vis: u32,
        alias: Option<Box<[u8]>>,
    },
}

#[derive(Debug, Clone)]
pub struct EnumCase {
    pub name: Box<[u8]>,
    pub value: Option<ConstInit>,
    pub line: u32,
    pub attrs: Vec<AttrDecl>,
}

#[derive(Debug)]
pub struct ClassDecl {
    /// As declared (fully qualified, no leading backslash).
    pub name: Box<[u8]>,
    pub kind: ClassKind,
    pub flags: u32,
    pub parent: Option<Box<[u8]>>,
    /// Implemented interfaces (for interfaces: extended ones).
    pub interfaces: Vec<Box<[u8]>>,
    pub consts: Vec<ConstDecl>,
    pub props: Vec<PropDecl>,
    pub methods: Vec<MethodDecl>,
    pub traits: Vec<Box<[u8]>>,
    pub trait_rules: Vec<TraitRule>,
    /// Backed enums: "int" or "string".
    pub enum_backing: Option<Box<[u8]>>,
    pub cases: Vec<EnumCase>,
    /// Attribute names (fully qualified).
    pub attributes: Vec<Box<[u8]>>,
    /// The attributes with their arguments (for reflection).
    pub attrs: Vec<AttrDecl>,
    pub doc_comment: Option<Box<[u8]>>,
    pub file: Arc<str>,
    pub line: u32,
    pub end_line: u32,
}
