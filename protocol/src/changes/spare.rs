//! Each thread's spare buffers for the diff's writers: the paths, the old and new elements'
//! words of a rebuilt list, the candidate changes of its elements. A diff takes them and gives
//! them back, so that a server making an update per viewer per action allocates them once per
//! thread instead of a few dozen times per action (each allocation freed by another thread
//! than the one that made it, when the update is sent from a connection's task).
//!
//! A writer inside another (a rebuilt list's element patched inside a diff) finds the buffers
//! taken, and takes fresh ones: a few of each kind are kept, and none larger than
//! [`KEPT_BYTES`], so what a thread holds stays small.

use std::cell::RefCell;

/// A path: (node, index) from the root.
pub(super) type Path = Vec<(u32, usize)>;
/// Old elements: each one's word, index and offset in the old words.
pub(super) type Olds = Vec<(u64, usize, usize)>;
/// New elements written so far: each one's word and node.
pub(super) type Made = Vec<(u64, u32)>;

/// Buffers of each kind kept per thread, at most.
const KEPT: usize = 8;
/// A buffer that grew past this many bytes is freed rather than kept.
const KEPT_BYTES: usize = 64 * 1024;

#[derive(Default)]
pub(super) struct Spare {
    paths: Vec<Path>,
    olds: Vec<Olds>,
    made: Vec<Made>,
    texts: Vec<String>,
}

thread_local! {
    static SPARE: RefCell<Spare> = RefCell::default();
}

/// A kind of buffer kept in [`Spare`].
pub(super) trait Reused: Default {
    fn pool(spare: &mut Spare) -> &mut Vec<Self>;
    fn clear(&mut self);
    fn bytes(&self) -> usize;
}

macro_rules! reused_vec {
    ($element:ty, $field:ident) => {
        impl Reused for Vec<$element> {
            fn pool(spare: &mut Spare) -> &mut Vec<Self> {
                &mut spare.$field
            }
            fn clear(&mut self) {
                Vec::clear(self)
            }
            fn bytes(&self) -> usize {
                self.capacity() * std::mem::size_of::<$element>()
            }
        }
    };
}
reused_vec!((u32, usize), paths);
reused_vec!((u64, usize, usize), olds);
reused_vec!((u64, u32), made);

impl Reused for String {
    fn pool(spare: &mut Spare) -> &mut Vec<Self> {
        &mut spare.texts
    }
    fn clear(&mut self) {
        String::clear(self)
    }
    fn bytes(&self) -> usize {
        self.capacity()
    }
}

/// An empty buffer: a spare one of this thread's, or a new one.
pub(super) fn take<T: Reused>() -> T {
    SPARE
        .with(|s| T::pool(&mut s.borrow_mut()).pop())
        .unwrap_or_default()
}

/// Gives a buffer back to this thread's spares (emptied; freed if too many or too large).
pub(super) fn give<T: Reused>(mut buffer: T) {
    if buffer.bytes() > KEPT_BYTES {
        return;
    }
    buffer.clear();
    SPARE.with(|s| {
        let mut s = s.borrow_mut();
        let pool = T::pool(&mut s);
        if pool.len() < KEPT {
            pool.push(buffer);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_given_back_is_taken_again_empty_and_a_large_one_is_freed() {
        let mut path: Path = take();
        path.extend([(1, 2), (3, 4)]);
        let capacity = path.capacity();
        give(path);
        let again: Path = take();
        assert!(again.is_empty());
        assert_eq!(again.capacity(), capacity, "the same buffer, emptied");
        // Nested takes find the spare taken and get fresh buffers.
        let nested: Path = take();
        assert_eq!(nested.capacity(), 0);
        give(again);
        give(nested);

        let large = String::with_capacity(KEPT_BYTES + 1);
        give(large);
        let texts: Vec<String> = (0..KEPT + 2).map(|_| take()).collect();
        assert!(texts.iter().all(|t| t.capacity() <= KEPT_BYTES));
        for t in texts {
            give(t);
        }
        assert!(SPARE.with(|s| s.borrow().texts.len()) <= KEPT);
    }
}
