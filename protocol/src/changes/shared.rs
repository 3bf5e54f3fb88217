//! Parts of a view written once and copied while they are unchanged.
//!
//! A view is written again for every viewer after every step, yet most of it is the same from
//! one viewer to the next (what is public) and from one step to the next (what did not move).
//! A game wraps such a part in [`Shared`]: on the wire it is the value itself (serde_json, and
//! any other serializer, write it as they would the value), while [`super::JsonWriter`] keys it
//! by a fingerprint of its contents ([`fingerprint`]: the value walked through serde and hashed,
//! without writing any text) and copies its text and nodes from its cache when it has written
//! that part before. The fingerprint is 128 bits: two parts that differ and hash the same would
//! take each other's text, which the width makes too unlikely to consider.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hasher};

use serde::ser::{self, Serialize};
use serde::{Deserialize, Deserializer, Serializer};

use super::serializer::WriteError;
use super::Node;

/// The newtype name a [`Shared`] part is serialised under, which [`super::JsonWriter`] looks
/// for (other serializers write newtypes as their value).
pub(super) const SHARED: &str = "$tavern::changes::Shared";

/// A part of a view that is often unchanged, written from the writer's cache while it is (see
/// the module docs). It reads and writes as the value itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Shared<T>(pub T);

impl<T> std::ops::Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T> std::ops::DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        s.serialize_newtype_struct(SHARED, &self.0)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> std::result::Result<Self, D::Error> {
        T::deserialize(d).map(Shared)
    }
}

/// A part written before: its text, and its nodes with their spans from the part's start (the
/// first node's key span is the place's, set when it is copied).
struct Written {
    text: Box<[u8]>,
    nodes: Box<[Node]>,
}

/// Parts written before, by fingerprint. Bounded: emptied when full (a match's parts come back
/// within a few steps, so what is lost is written again at once).
#[derive(Default)]
pub(super) struct Cache {
    parts: HashMap<u128, Written, foldhash::fast::FixedState>,
}

impl std::fmt::Debug for Cache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cache")
            .field("parts", &self.parts.len())
            .finish()
    }
}

/// The most parts kept (a few hundred bytes each, in one per worker thread).
const PARTS: usize = 2048;

impl Cache {
    /// The text and nodes of the part with fingerprint `key`, if written before.
    pub(super) fn get(&self, key: u128) -> Option<(&[u8], &[Node])> {
        self.parts.get(&key).map(|w| (&*w.text, &*w.nodes))
    }

    /// Keeps a part just written: `text`, and `nodes` with their spans from its start.
    pub(super) fn put(&mut self, key: u128, text: &[u8], nodes: Vec<Node>) {
        if self.parts.len() >= PARTS {
            self.parts.clear();
        }
        self.parts.insert(
            key,
            Written {
                text: text.into(),
                nodes: nodes.into(),
            },
        );
    }
}

/// The 128-bit fingerprint of a key, by its `Hash` (what a host keys a part it writes itself
/// by: a game's refused action and the refusal).
pub(super) fn key_fingerprint<K: std::hash::Hash + ?Sized>(key: &K) -> u128 {
    let mut f = Fingerprint::new();
    key.hash(&mut f);
    f.finish128()
}

/// The 128-bit fingerprint of a value's contents, as serde sees them (its kinds, field names,
/// variants and values, in order), or `None` when the value refuses to be serialised.
pub(super) fn fingerprint<T: Serialize + ?Sized>(value: &T) -> Option<u128> {
    let mut f = Fingerprint::new();
    value.serialize(&mut f).ok()?;
    Some(f.finish128())
}

/// A serde serializer that hashes what it is given instead of writing it, into two
/// independent 64-bit hashes (foldhash's, and a multiply-rotate of its own).
struct Fingerprint {
    low: foldhash::quality::FoldHasher,
    high: u64,
}

impl Fingerprint {
    fn new() -> Fingerprint {
        Fingerprint {
            low: foldhash::quality::FixedState::with_seed(0x5348_4152_4544).build_hasher(),
            high: 0x7061_7274_7321,
        }
    }

    fn finish128(&self) -> u128 {
        u128::from(self.low.finish()) << 64 | u128::from(self.high)
    }

    fn word(&mut self, w: u64) {
        self.low.write_u64(w);
        self.high = (self.high.rotate_left(23) ^ w).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    /// Text of the value's own (a string's contents), by its bytes.
    fn bytes(&mut self, b: &[u8]) {
        self.word(b.len() as u64);
        for chunk in b.chunks(8) {
            let mut w = [0; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.word(u64::from_le_bytes(w));
        }
    }

    /// A field or variant name: static text, told apart by where it is (a fingerprint is only
    /// compared within one process, where a name's place never changes).
    fn name(&mut self, name: &'static str) {
        self.word(name.as_ptr() as u64 ^ (name.len() as u64) << 48);
    }

    /// A kind of value, so that different shapes of the same values hash differently.
    fn tag(&mut self, tag: u8) {
        self.word(0x7461_6700 | u64::from(tag));
    }
}

/// A key hashed through `Hash`: what it writes goes into both hashes.
impl Hasher for Fingerprint {
    fn write(&mut self, bytes: &[u8]) {
        self.bytes(bytes);
    }

    fn write_u64(&mut self, w: u64) {
        self.word(w);
    }

    fn write_u32(&mut self, w: u32) {
        self.word(u64::from(w));
    }

    fn write_u8(&mut self, w: u8) {
        self.word(u64::from(w));
    }

    fn write_usize(&mut self, w: usize) {
        self.word(w as u64);
    }

    fn finish(&self) -> u64 {
        self.low.finish() ^ self.high
    }
}

type Result<T = ()> = std::result::Result<T, WriteError>;

/// The scalars of 32 bits or fewer, each hashed in one word with its kind (the kind in the top
/// byte, the value's bits in the low four bytes: no two differ and hash the same word).
macro_rules! small {
    ($($method:ident($ty:ty) => $tag:expr),* $(,)?) => {
        $(fn $method(self, v: $ty) -> Result {
            self.word(u64::from($tag as u8) << 56 | u64::from(v as u32));
            Ok(())
        })*
    };
}

/// The 64-bit scalars, hashed as their kind, then their bits.
macro_rules! wide {
    ($($method:ident($ty:ty) => $tag:expr),* $(,)?) => {
        $(fn $method(self, v: $ty) -> Result {
            self.tag($tag);
            self.word(v as u64);
            Ok(())
        })*
    };
}

impl ser::Serializer for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Self;
    type SerializeTuple = Self;
    type SerializeTupleStruct = Self;
    type SerializeTupleVariant = Self;
    type SerializeMap = Self;
    type SerializeStruct = Self;
    type SerializeStructVariant = Self;

    small!(
        serialize_bool(bool) => 1,
        serialize_i8(i8) => 2,
        serialize_i16(i16) => 3,
        serialize_i32(i32) => 4,
        serialize_u8(u8) => 6,
        serialize_u16(u16) => 7,
        serialize_u32(u32) => 8,
        serialize_char(char) => 10,
    );
    wide!(serialize_i64(i64) => 5, serialize_u64(u64) => 9);

    fn serialize_i128(self, v: i128) -> Result {
        self.tag(11);
        self.bytes(&v.to_le_bytes());
        Ok(())
    }

    fn serialize_u128(self, v: u128) -> Result {
        self.tag(12);
        self.bytes(&v.to_le_bytes());
        Ok(())
    }

    fn serialize_f32(self, v: f32) -> Result {
        self.tag(13);
        self.word(u64::from(v.to_bits()));
        Ok(())
    }

    fn serialize_f64(self, v: f64) -> Result {
        self.tag(14);
        self.word(v.to_bits());
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result {
        self.tag(15);
        self.bytes(v.as_bytes());
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result {
        self.tag(16);
        self.bytes(v);
        Ok(())
    }

    fn serialize_none(self) -> Result {
        self.tag(17);
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result {
        self.tag(18);
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result {
        self.tag(19);
        Ok(())
    }

    fn serialize_unit_struct(self, name: &'static str) -> Result {
        self.tag(20);
        self.name(name);
        Ok(())
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result {
        self.tag(21);
        self.name(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result {
        self.tag(22);
        self.name(variant);
        value.serialize(self)
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Self> {
        self.tag(23);
        Ok(self)
    }

    fn serialize_tuple(self, _len: usize) -> Result<Self> {
        self.tag(23);
        Ok(self)
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Self> {
        self.tag(23);
        Ok(self)
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self> {
        self.tag(24);
        self.name(variant);
        Ok(self)
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self> {
        self.tag(25);
        Ok(self)
    }

    fn serialize_struct(self, name: &'static str, _len: usize) -> Result<Self> {
        self.tag(26);
        self.name(name);
        Ok(self)
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Self> {
        self.tag(27);
        self.name(variant);
        Ok(self)
    }
}

/// The end of a list or an object, so that nesting shows in the fingerprint.
fn end(f: &mut Fingerprint) -> Result {
    f.tag(28);
    Ok(())
}

impl ser::SerializeSeq for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        end(self)
    }
}

impl ser::SerializeTuple for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        end(self)
    }
}

impl ser::SerializeTupleStruct for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        end(self)
    }
}

impl ser::SerializeTupleVariant for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        end(self)
    }
}

impl ser::SerializeMap for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result {
        key.serialize(&mut **self)
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut **self)
    }

    fn end(self) -> Result {
        end(self)
    }
}

impl ser::SerializeStruct for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.name(key);
        value.serialize(&mut **self)
    }

    fn skip_field(&mut self, key: &'static str) -> Result {
        self.tag(29);
        self.name(key);
        Ok(())
    }

    fn end(self) -> Result {
        end(self)
    }
}

impl ser::SerializeStructVariant for &mut Fingerprint {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.name(key);
        value.serialize(&mut **self)
    }

    fn skip_field(&mut self, key: &'static str) -> Result {
        self.tag(29);
        self.name(key);
        Ok(())
    }

    fn end(self) -> Result {
        end(self)
    }
}
