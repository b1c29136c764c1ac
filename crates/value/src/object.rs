//! `PObj`: an object handle (objects are shared by handle, not copied).
//!
//! This first form holds a class name, an opaque class pointer that the VM
//! owns, and the properties as an ordered table. Declared-property slots and
//! the class model proper come with the objects work; this is not the class
//! model.

use crate::{ArrayData, PStr};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub struct ObjectData {
    pub id: u32,
    pub class_name: PStr,
    /// The VM's class record, opaque here.
    pub class: Option<Rc<dyn Any>>,
    pub props: RefCell<ArrayData>,
    pub flags: Cell<u32>,
}

/// An object handle (8 bytes).
#[derive(Clone)]
pub struct PObj(pub Rc<ObjectData>);

const _: () = assert!(std::mem::size_of::<PObj>() == 8);

thread_local! {
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

impl PObj {
    pub fn new(class_name: PStr, class: Option<Rc<dyn Any>>) -> PObj {
        let id = NEXT_ID.with(|n| {
            let id = n.get();
            n.set(id + 1);
            id
        });
        PObj(Rc::new(ObjectData {
            id,
            class_name,
            class,
            props: RefCell::new(ArrayData::new()),
            flags: Cell::new(0),
        }))
    }
    pub fn id(&self) -> u32 {
        self.0.id
    }
    pub fn class_name(&self) -> &PStr {
        &self.0.class_name
    }
    pub fn ptr_eq(&self, o: &PObj) -> bool {
        Rc::ptr_eq(&self.0, &o.0)
    }
}

impl std::fmt::Debug for PObj {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "object({:?})#{}", self.0.class_name, self.0.id)
    }
}
