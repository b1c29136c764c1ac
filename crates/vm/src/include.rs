//! include/require/eval: path resolution as php does it (include_path, the
//! including file's directory, the cwd), *_once bookkeeping, and running the
//! included unit in the includer's variable scope.

use crate::{LoadError, Unwind, Vm};
use std::sync::Arc;
use tusk_bytecode::{include_kind, CodeUnit};
use tusk_value::{PRef, PStr, Value};

impl Vm {
    fn resolve_include(&self, unit: &CodeUnit, p: &str) -> Option<String> {
        let exists = |s: &str| std::path::Path::new(s).is_file();
        if p.starts_with('/') {
            return exists(p).then(|| p.to_string());
        }
        if p.starts_with("./") || p.starts_with("../") {
            let cwd = std::env::current_dir().ok()?;
            let full = cwd.join(p);
            let s = full.to_string_lossy().into_owned();
            return exists(&s).then_some(s);
        }
        let ip = self
            .ini_get("include_path")
            .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned())
            .unwrap_or_else(|| ".:/usr/share/php".into());
        for dir in ip.split(':') {
            if dir.is_empty() {
                continue;
            }
            let base = if dir == "." {
                std::env::current_dir().ok()?.to_string_lossy().into_owned()
            } else {
                dir.to_string()
            };
            let cand = format!("{}/{}", base.trim_end_matches('/'), p);
            if exists(&cand) {
                return Some(cand);
            }
        }
        // The including script's own directory.
        if let Some(i) = unit.file.rfind('/') {
            let cand = format!("{}/{}", &unit.file[..i], p);
            if exists(&cand) {
                return Some(cand);
            }
        }
        None
    }

    fn include_path_text(&self) -> String {
        self.ini_get("include_path")
            .map(|s| String::from_utf8_lossy(s.as_bytes()).into_owned())
            .unwrap_or_else(|| ".:/usr/share/php".into())
    }

    pub(crate) fn include(
        &mut self,
        unit: &CodeUnit,
        path: PStr,
        kind: u32,
    ) -> Result<Value, Unwind> {
        let p = String::from_utf8_lossy(path.as_bytes()).into_owned();
        let fname = match kind {
            include_kind::INCLUDE => "include",
            include_kind::INCLUDE_ONCE => "include_once",
            include_kind::REQUIRE => "require",
            _ => "require_once",
        };
        let is_require = kind == include_kind::REQUIRE || kind == include_kind::REQUIRE_ONCE;
        let once = kind == include_kind::INCLUDE_ONCE || kind == include_kind::REQUIRE_ONCE;
        let resolved = if p.is_empty() {
            None
        } else {
            self.resolve_include(unit, &p)
        };
        if p.is_empty() {
            return Err(self.throw("ValueError", "Path cannot be empty"));
        }
        let Some(full) = resolved else {
            {
                self.warning(&format!(
                    "{}({}): Failed to open stream: No such file or directory",
                    fname, p
                ));
            }
            if is_require {
                let m = format!(
                    "Failed opening required '{}' (include_path='{}')",
                    p,
                    self.include_path_text()
                );
                return Err(self.throw("Error", &m));
            }
            let m = format!(
                "{}(): Failed opening '{}' for inclusion (include_path='{}')",
                fname,
                p,
                self.include_path_text()
            );
            self.warning(&m);
            return Ok(Value::Bool(false));
        };
        let canon = std::fs::canonicalize(&full)
            .map(|c| c.to_string_lossy().into_owned())
            .unwrap_or(full.clone());
        if once && self.rt.included.contains(&canon) {
            return Ok(Value::Bool(true));
        }
        let Some(loader) = self.rt.loader.clone() else {
            return Ok(Value::Bool(false));
        };
        let child = match loader.compile_file(&full) {
            Ok(u) => u,
            Err(e) => return Err(self.load_error(e, &full)),
        };
        self.rt.included.insert(canon);
        self.report_compile_warnings(&child);
        self.unit_loaded(&child);
        self.run_in_scope(child)
    }

    pub(crate) fn eval(&mut self, unit: &CodeUnit, code: PStr) -> Result<Value, Unwind> {
        if code.is_empty() {
            // php compiles nothing and reports failure.
            return Ok(Value::Bool(false));
        }
        let (file, line) = self.location();
        let _ = unit;
        let name = format!("{}({}) : eval()'d code", file, line);
        let Some(loader) = self.rt.loader.clone() else {
            return Ok(Value::Null);
        };
        let child = match loader.compile_eval(code.as_bytes(), &name) {
            Ok(u) => u,
            Err(e) => return Err(self.load_error(e, &name)),
        };
        self.unit_loaded(&child);
        let v = self.run_in_scope(child)?;
        // eval returns null unless the code returns something.
        Ok(v)
    }

    /// Prints the warnings php emits while compiling a file.
    pub fn report_compile_warnings(&mut self, unit: &CodeUnit) {
        for (deprecation, msg, line) in &unit.compile_warnings {
            let level = if *deprecation {
                crate::ErrorLevel::Deprecated
            } else {
                crate::ErrorLevel::Warning
            };
            if self.error_reporting & level.bit() != 0 {
                self.report(level, msg, &unit.file, *line);
            }
        }
    }

    fn load_error(&mut self, e: LoadError, file: &str) -> Unwind {
        match e {
            LoadError::NotFound => self.throw("Error", "Failed opening file"),
            LoadError::Parse(msg, line) => {
                let o = self.make_exception("ParseError", &msg);
                self.set_exception_location(&o, file, line);
                Unwind::Throw(o)
            }
            LoadError::Compile(msg, line) => {
                self.report(crate::ErrorLevel::Fatal, &msg, file, line);
                Unwind::Exit(255)
            }
        }
    }

    /// Runs an included unit with the current frame's variables.
    fn run_in_scope(&mut self, child: Arc<CodeUnit>) -> Result<Value, Unwind> {
        let caller = self.rt.frames.len() - 1;
        let cbase = self.rt.frames[caller].base;
        let cunit = self.rt.frames[caller].unit.clone();
        let is_global = caller == 0;
        let mut refs = Vec::with_capacity(child.cv_names.len());
        for name in child.cv_names.iter() {
            if !is_global && tusk_bytecode::is_superglobal(name) {
                // An auto-global in a file included from a function.
                refs.push(Some(self.global_ref(name)));
                continue;
            }
            let r = match cunit.cv_names.iter().position(|n| n == name) {
                Some(i) => {
                    let slot = &mut self.rt.stack[cbase + i];
                    match slot {
                        Value::Ref(r) => Some(r.clone()),
                        other => {
                            let v = std::mem::take(other);
                            let r = PRef::new(v);
                            *other = Value::Ref(r.clone());
                            Some(r)
                        }
                    }
                }
                None if is_global => Some(
                    self.rt
                        .extra_globals
                        .entry(name.to_vec())
                        .or_insert_with(|| PRef::new(Value::Undef))
                        .clone(),
                ),
                // A variable the function made at run time (extract,
                // $$name): the included file shares it.
                None => Some(
                    self.rt
                        .dyn_vars
                        .entry((caller, name.to_vec()))
                        .or_insert_with(|| PRef::new(Value::Undef))
                        .clone(),
                ),
            };
            refs.push(r);
        }
        let depth = self.rt.frames.len();
        self.push_frame(child, Vec::new(), Vec::new(), tusk_bytecode::NONE, false)?;
        let base = self.rt.frames[depth].base;
        self.rt.frames[depth].statics_key = 0;
        for (i, r) in refs.into_iter().enumerate() {
            if let Some(r) = r {
                self.rt.stack[base + i] = Value::Ref(r);
            }
        }
        self.execute(depth)
    }
}
