//! `PRes`: a resource handle (a stream, a stream context, a directory
//! handle): PHP's `resource` type.
//!
//! A resource has a per-request id (`Resource id #5`), a type name as
//! get_resource_type() shows it ("stream", "stream-context"; "Unknown" once
//! closed) and a payload owned by the extension that made it. Closing drops
//! the payload but the handle lives on (a closed resource is still a
//! resource, of type "Unknown"), as in php.
//!
//! Not here: streams themselves (tusk-ext's file and stream code).

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub struct ResourceData {
    pub id: u32,
    kind: Cell<&'static str>,
    payload: RefCell<Option<Box<dyn Any>>>,
}

/// A resource handle (8 bytes).
#[derive(Clone)]
pub struct PRes(pub Rc<ResourceData>);

const _: () = assert!(std::mem::size_of::<PRes>() == 8);

thread_local! {
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

/// Resets resource ids (a new request starts at #1).
pub fn reset_ids() {
    NEXT_ID.with(|n| n.set(1));
}

/// The id the next resource will get.
pub fn peek_next_id() -> u32 {
    NEXT_ID.with(|n| n.get())
}

/// Takes an id without making a resource (php spends ids on internal
/// resources, e.g. the context of a php:// wrapper).
pub fn skip_id() -> u32 {
    NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    })
}

impl PRes {
    /// A new resource of type `kind` holding `payload`.
    pub fn new(kind: &'static str, payload: Box<dyn Any>) -> PRes {
        PRes(Rc::new(ResourceData {
            id: skip_id(),
            kind: Cell::new(kind),
            payload: RefCell::new(Some(payload)),
        }))
    }
    #[inline]
    pub fn id(&self) -> u32 {
        self.0.id
    }
    /// The type name ("stream", ..., "Unknown" when closed).
    pub fn kind(&self) -> &'static str {
        self.0.kind.get()
    }
    pub fn is_closed(&self) -> bool {
        self.0.payload.borrow().is_none()
    }
    /// Closes it: the payload is dropped (and returned), the type becomes
    /// "Unknown".
    pub fn close(&self) -> Option<Box<dyn Any>> {
        self.0.kind.set("Unknown");
        self.0.payload.borrow_mut().take()
    }
    /// Runs `f` on the payload when it is open and of type T. Re-entrant
    /// use of the same resource inside `f` sees it as busy (None).
    pub fn with<T: 'static, R>(&self, f: impl FnOnce(&mut T) -> R) -> Option<R> {
        let mut p = self.0.payload.try_borrow_mut().ok()?;
        p.as_mut()?.downcast_mut::<T>().map(f)
    }
    /// Whether the payload is of type T (and open).
    pub fn is<T: 'static>(&self) -> bool {
        self.0
            .payload
            .try_borrow()
            .map(|p| p.as_ref().is_some_and(|b| b.is::<T>()))
            .unwrap_or(false)
    }
    pub fn ptr_eq(&self, o: &PRes) -> bool {
        Rc::ptr_eq(&self.0, &o.0)
    }
}

impl std::fmt::Debug for PRes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Resource id #{} ({})", self.id(), self.kind())
    }
}
