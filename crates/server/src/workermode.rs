//! Worker mode (`tusk serve --worker FILE`): each worker thread boots FILE
//! once and the script serves requests itself, in a loop on
//! `tusk_handle_request(callable $handler): bool`. That built-in drives
//! the thread's event loop ([`Loop::turn`]) from inside the running script
//! until one PHP request has been handled by calling `$handler` (with
//! fresh superglobals, headers, output and ini state: tusk-engine's
//! `run_handler`), then returns true; it returns false when the worker
//! should end: --max-requests reached, SIGUSR2, a drained stop, or an
//! exception that escaped the handler. The thread then boots the script
//! again on a fresh VM, unless the server is stopping.
//! Not here: the per-request reset (tusk-engine worker.rs), the loop
//! (conn.rs).

use crate::conn::{Ctx, Loop};
use crate::php::Runner;
use std::cell::{Cell, RefCell};
use std::path::Path;
use std::time::Duration;
use tusk_engine::worker::{self, Outcome, Request};
use tusk_value::Value;
use tusk_vm::{Args, BResult, Vm};

thread_local! {
    /// The thread's event loop while its worker script runs (taken by
    /// tusk_handle_request for the length of a call).
    static LOOP: RefCell<Option<(Loop, Ctx)>> = const { RefCell::new(None) };
    /// Requests handled by the current worker script.
    static HANDLED: Cell<u64> = const { Cell::new(0) };
}

/// Runs a worker thread in worker mode until the server has stopped.
pub fn run(lp: Loop, ctx: Ctx, script: &Path) {
    let shared = ctx.shared.clone();
    LOOP.with(|l| *l.borrow_mut() = Some((lp, ctx)));
    loop {
        HANDLED.with(|h| h.set(0));
        let mut w = crate::php::new_worker(&shared);
        w.run_worker_script(script);
        drop(w);
        let over = LOOP.with(|l| l.borrow().as_ref().is_none_or(|(lp, _)| lp.finished()));
        if over {
            break;
        }
        if crate::signals::stopping() {
            // The script ended on its own while the server stops: finish
            // the connections without PHP.
            let Some((mut lp, mut ctx)) = LOOP.with(|l| l.borrow_mut().take()) else {
                break;
            };
            let mut none = NoPhp;
            while lp.turn(&mut ctx, &mut none) {}
            break;
        }
        if HANDLED.with(|h| h.get()) == 0 {
            // A script that serves nothing (a fatal error at boot, or no
            // loop): do not spin; its error went to the log.
            eprintln!(
                "Tusk: worker script {} ended without handling a request; restarting in 1s",
                script.display()
            );
            std::thread::sleep(Duration::from_secs(1));
        }
    }
    LOOP.with(|l| l.borrow_mut().take());
}

/// tusk_handle_request(callable $handler): bool
///
/// Declared `mixed` and checked here: the usual handler, a closure, is
/// known at once (the generic `callable` check looks it up as a function
/// name, an invokable object and a method first, on every request).
pub fn tusk_handle_request(vm: &mut Vm, a: &mut Args) -> BResult {
    let handler = a.take(0).unref();
    let closure = match &handler {
        Value::Obj(o) => o
            .internal()
            .is_some_and(|i| i.is::<tusk_vm::runtime::ClosureData>()),
        _ => false,
    };
    if !closure && !vm.is_callable(&handler) {
        let why = vm.callback_error(&handler);
        return Err(vm.throw(
            "TypeError",
            &format!(
                "tusk_handle_request(): Argument #1 ($handler) must be a valid callback, {why}"
            ),
        ));
    }
    let Some((mut lp, mut ctx)) = LOOP.with(|l| l.borrow_mut().take()) else {
        return Err(vm.throw(
            "Error",
            "tusk_handle_request() can only be called from a worker script (tusk serve --worker), once at a time",
        ));
    };
    let max = ctx.shared.opts.max_requests;
    let handled = HANDLED.with(|h| h.get());
    let gen = crate::signals::restart_generation();
    let result = if (max > 0 && handled >= max) || gen != ctx.generation || lp.finished() {
        if gen != ctx.generation {
            ctx.generation = gen;
            ctx.shared.cache.clear();
        }
        false
    } else {
        let shared = ctx.shared.clone();
        let mut run = Handler {
            vm,
            ini: &shared.ini,
            handler: &handler,
            ran: false,
            keep: true,
        };
        loop {
            let alive = lp.turn(&mut ctx, &mut run);
            if run.ran {
                break run.keep;
            }
            if !alive {
                break false;
            }
        }
    };
    LOOP.with(|l| *l.borrow_mut() = Some((lp, ctx)));
    Ok(Value::Bool(result))
}

/// Runs requests by calling the worker script's handler.
struct Handler<'a> {
    vm: &'a mut Vm,
    ini: &'a worker::RequestIni,
    handler: &'a Value,
    ran: bool,
    keep: bool,
}

impl Runner for Handler<'_> {
    fn run(&mut self, req: Request) -> Outcome {
        let (out, keep) = worker::run_handler(self.vm, self.ini, self.handler, req);
        HANDLED.with(|h| h.set(h.get() + 1));
        self.ran = true;
        self.keep = keep;
        out
    }

    fn stop_turn(&self) -> bool {
        self.ran
    }
}

/// The loop's runner once no worker script runs (a stop after the script
/// ended): PHP requests get a 503.
struct NoPhp;

impl Runner for NoPhp {
    fn run(&mut self, _req: Request) -> Outcome {
        Outcome {
            status: 503,
            status_line: None,
            headers: Vec::new(),
            exit_status: 0,
            returned_false: false,
        }
    }
}
