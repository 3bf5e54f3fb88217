//! [`JsonWriter`] as a serde serializer: serde's data model written as compact JSON, the text
//! serde_json writes (numbers by `itoa` and `zmij`, as serde_json writes them; a float that is
//! not finite as `null`; enums externally tagged; map keys as strings, numbers and booleans
//! quoted), each value's node noted as it is written.

use std::fmt;

use serde::ser::{self, Serialize};

use super::shared::SHARED;
use super::written::JsonWriter;
use super::Kind;

/// Why a value could not be written (a map key that is not a string, or a value's own
/// refusal).
#[derive(Debug)]
pub struct WriteError(String);

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for WriteError {}

impl ser::Error for WriteError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        WriteError(msg.to_string())
    }
}

type Result<T = ()> = std::result::Result<T, WriteError>;

/// The struct name serde_json gives a raw JSON value (`serde_json::value::RawValue`), whose
/// one field holds its text.
const RAW_VALUE: &str = "$serde_json::private::RawValue";

/// An integer's digits.
fn integer(w: &mut Vec<u8>, n: impl itoa::Integer) {
    w.extend_from_slice(itoa::Buffer::new().format(n).as_bytes());
}

/// A list or an object being written (`variant`: inside `{"Variant": …}`, closed with it).
pub struct Compound<'a> {
    w: &'a mut JsonWriter,
    first: bool,
    variant: bool,
}

impl Compound<'_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        if !self.first {
            self.w.text.push(b',');
        }
        self.first = false;
        value.serialize(&mut *self.w)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        let first = std::mem::replace(&mut self.first, false);
        self.w.write_key(first, |w| {
            w.field_key(key);
            Ok::<(), WriteError>(())
        })?;
        value.serialize(&mut *self.w)
    }

    fn close(self, byte: u8) -> Result {
        self.w.close_container(byte);
        if self.variant {
            self.w.close_container(b'}');
        }
        Ok(())
    }
}

impl JsonWriter {
    /// Opens `{"variant":` around what follows.
    fn variant(&mut self, variant: &str) {
        self.open_container(Kind::Object);
        self.key(variant, true);
    }

    fn compound(&mut self, kind: Kind, variant: bool) -> Compound<'_> {
        self.open_container(kind);
        Compound {
            w: self,
            first: true,
            variant,
        }
    }
}

/// Integers and floats, written the same way whatever their width.
macro_rules! integers {
    ($($method:ident($ty:ty)),*) => {
        $(fn $method(self, v: $ty) -> Result {
            self.scalar(|w| integer(w, v));
            Ok(())
        })*
    };
}

impl<'a> ser::Serializer for &'a mut JsonWriter {
    type Ok = ();
    type Error = WriteError;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Compound<'a>;
    type SerializeTupleStruct = Compound<'a>;
    type SerializeTupleVariant = Compound<'a>;
    type SerializeMap = Compound<'a>;
    type SerializeStruct = Raw<'a>;
    type SerializeStructVariant = Compound<'a>;

    integers!(
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_u128(u128)
    );

    fn serialize_bool(self, v: bool) -> Result {
        self.scalar(|w| w.extend_from_slice(if v { b"true" } else { b"false" }));
        Ok(())
    }

    fn serialize_f32(self, v: f32) -> Result {
        match v.is_finite() {
            true => self
                .scalar(|w| w.extend_from_slice(zmij::Buffer::new().format_finite(v).as_bytes())),
            false => self.scalar(|w| w.extend_from_slice(b"null")),
        }
        Ok(())
    }

    fn serialize_f64(self, v: f64) -> Result {
        match v.is_finite() {
            true => self
                .scalar(|w| w.extend_from_slice(zmij::Buffer::new().format_finite(v).as_bytes())),
            false => self.scalar(|w| w.extend_from_slice(b"null")),
        }
        Ok(())
    }

    fn serialize_char(self, v: char) -> Result {
        self.string(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result {
        self.string(v);
        Ok(())
    }

    fn serialize_bytes(self, v: &[u8]) -> Result {
        let mut list = self.compound(Kind::List, false);
        for b in v {
            list.element(b)?;
        }
        list.close(b']')
    }

    fn serialize_none(self) -> Result {
        self.serialize_unit()
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result {
        self.scalar(|w| w.extend_from_slice(b"null"));
        Ok(())
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result {
        self.serialize_unit()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result {
        self.serialize_str(variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        name: &'static str,
        value: &T,
    ) -> Result {
        match name {
            SHARED => self.shared(value),
            _ => value.serialize(self),
        }
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result {
        self.variant(variant);
        value.serialize(&mut *self)?;
        self.close_container(b'}');
        Ok(())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>> {
        Ok(self.compound(Kind::List, false))
    }

    fn serialize_tuple(self, _len: usize) -> Result<Compound<'a>> {
        Ok(self.compound(Kind::List, false))
    }

    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>> {
        Ok(self.compound(Kind::List, false))
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(self.compound(Kind::List, true))
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a>> {
        Ok(self.compound(Kind::Object, false))
    }

    fn serialize_struct(self, name: &'static str, _len: usize) -> Result<Raw<'a>> {
        Ok(match name {
            RAW_VALUE => Raw::Text(self),
            _ => Raw::Fields(self.compound(Kind::Object, false)),
        })
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a>> {
        self.variant(variant);
        Ok(self.compound(Kind::Object, true))
    }

    fn collect_str<T: fmt::Display + ?Sized>(self, value: &T) -> Result {
        /// Writes what `Display` makes straight into the string, escaped.
        struct Escaping<'w>(&'w mut JsonWriter);
        impl fmt::Write for Escaping<'_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                self.0.escaped_contents(s);
                Ok(())
            }
        }
        let index = self.open_value(Kind::Scalar);
        self.text.push(b'"');
        let written = fmt::write(&mut Escaping(self), format_args!("{value}"))
            .map_err(|_| WriteError("a value's text could not be made".into()));
        self.text.push(b'"');
        self.close_value(index);
        written
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        self.close(b']')
    }
}

impl ser::SerializeTuple for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        self.close(b']')
    }
}

impl ser::SerializeTupleStruct for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        self.close(b']')
    }
}

impl ser::SerializeTupleVariant for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        self.element(value)
    }

    fn end(self) -> Result {
        self.close(b']')
    }
}

impl ser::SerializeMap for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result {
        let first = std::mem::replace(&mut self.first, false);
        self.w.write_key(first, |w| key.serialize(Key(w)))
    }

    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result {
        value.serialize(&mut *self.w)
    }

    fn end(self) -> Result {
        self.close(b'}')
    }
}

impl ser::SerializeStructVariant for Compound<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        self.field(key, value)
    }

    fn end(self) -> Result {
        self.close(b'}')
    }
}

/// A struct being written: its fields, or, for serde_json's raw value, its text as it is.
pub enum Raw<'a> {
    /// A struct's fields, as an object.
    Fields(Compound<'a>),
    /// A raw value, whose field holds the text.
    Text(&'a mut JsonWriter),
}

impl ser::SerializeStruct for Raw<'_> {
    type Ok = ();
    type Error = WriteError;

    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result {
        match self {
            Raw::Fields(c) => c.field(key, value),
            Raw::Text(w) => value.serialize(RawText(w)),
        }
    }

    fn end(self) -> Result {
        match self {
            Raw::Fields(c) => c.close(b'}'),
            Raw::Text(_) => Ok(()),
        }
    }
}

/// Takes a raw value's text (a string) and writes it as it is.
struct RawText<'a>(&'a mut JsonWriter);

/// Writes a map key: a string, or a number or boolean as a quoted string.
struct Key<'a>(&'a mut JsonWriter);

/// Refuses every kind of value but those `$allowed` lists (the key and raw text serializers).
macro_rules! refuse {
    ($why:expr; $($method:ident($($arg:ty),*)),* $(,)?) => {
        $(fn $method(self, $(_: $arg),*) -> Result {
            Err(WriteError($why.into()))
        })*
    };
}

/// Refuses compound values (the key and raw text serializers).
macro_rules! refuse_compounds {
    ($why:expr) => {
        type SerializeSeq = ser::Impossible<(), WriteError>;
        type SerializeTuple = ser::Impossible<(), WriteError>;
        type SerializeTupleStruct = ser::Impossible<(), WriteError>;
        type SerializeTupleVariant = ser::Impossible<(), WriteError>;
        type SerializeMap = ser::Impossible<(), WriteError>;
        type SerializeStruct = ser::Impossible<(), WriteError>;
        type SerializeStructVariant = ser::Impossible<(), WriteError>;

        fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Result {
            Err(WriteError($why.into()))
        }
        fn serialize_newtype_variant<T: Serialize + ?Sized>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result {
            Err(WriteError($why.into()))
        }
        fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq> {
            Err(WriteError($why.into()))
        }
        fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple> {
            Err(WriteError($why.into()))
        }
        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleStruct> {
            Err(WriteError($why.into()))
        }
        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleVariant> {
            Err(WriteError($why.into()))
        }
        fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap> {
            Err(WriteError($why.into()))
        }
        fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self::SerializeStruct> {
            Err(WriteError($why.into()))
        }
        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStructVariant> {
            Err(WriteError($why.into()))
        }
    };
}

const NOT_RAW: &str = "a raw value's field is its text";
const NOT_A_KEY: &str = "a map key must be a string, a number or a boolean";
const NOT_FINITE: &str = "a float map key must be finite";

impl ser::Serializer for RawText<'_> {
    type Ok = ();
    type Error = WriteError;
    refuse_compounds!(NOT_RAW);
    refuse!(NOT_RAW;
        serialize_bool(bool), serialize_i8(i8), serialize_i16(i16), serialize_i32(i32),
        serialize_i64(i64), serialize_i128(i128), serialize_u8(u8), serialize_u16(u16),
        serialize_u32(u32), serialize_u64(u64), serialize_u128(u128), serialize_f32(f32),
        serialize_f64(f64), serialize_char(char), serialize_bytes(&[u8]), serialize_none(),
        serialize_unit(), serialize_unit_struct(&'static str),
        serialize_unit_variant(&'static str, u32, &'static str),
    );

    fn serialize_str(self, v: &str) -> Result {
        self.0.raw(v);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, _: &T) -> Result {
        Err(WriteError(NOT_RAW.into()))
    }
}

/// A key's text as a quoted number or boolean.
macro_rules! quoted_keys {
    ($($method:ident($ty:ty)),*) => {
        $(fn $method(self, v: $ty) -> Result {
            self.0.text.push(b'"');
            integer(&mut self.0.text, v);
            self.0.text.push(b'"');
            Ok(())
        })*
    };
}

impl ser::Serializer for Key<'_> {
    type Ok = ();
    type Error = WriteError;
    refuse_compounds!(NOT_A_KEY);
    refuse!(NOT_A_KEY;
        serialize_bytes(&[u8]), serialize_none(), serialize_unit(),
        serialize_unit_struct(&'static str),
    );
    quoted_keys!(
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_i128(i128),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_u128(u128)
    );

    fn serialize_bool(self, v: bool) -> Result {
        let text: &[u8] = if v { b"\"true\"" } else { b"\"false\"" };
        self.0.text.extend_from_slice(text);
        Ok(())
    }

    fn serialize_f32(self, v: f32) -> Result {
        match v.is_finite() {
            true => self.float(zmij::Buffer::new().format_finite(v)),
            false => Err(WriteError(NOT_FINITE.into())),
        }
    }

    fn serialize_f64(self, v: f64) -> Result {
        match v.is_finite() {
            true => self.float(zmij::Buffer::new().format_finite(v)),
            false => Err(WriteError(NOT_FINITE.into())),
        }
    }

    fn serialize_char(self, v: char) -> Result {
        self.0.escaped(v.encode_utf8(&mut [0; 4]));
        Ok(())
    }

    fn serialize_str(self, v: &str) -> Result {
        self.0.escaped(v);
        Ok(())
    }

    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result {
        self.0.escaped(variant);
        Ok(())
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result {
        value.serialize(self)
    }
}

impl Key<'_> {
    /// A (finite) float key's text, quoted.
    fn float(self, text: &str) -> Result {
        self.0.text.push(b'"');
        self.0.text.extend_from_slice(text.as_bytes());
        self.0.text.push(b'"');
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Serialize;

    use super::*;

    /// Every kind of value in serde's data model, in every shape an enum takes.
    #[derive(Serialize)]
    enum Shapes {
        Unit,
        Newtype(i8),
        Tuple(u16, i128),
        Struct { a: u128, b: Option<char> },
    }

    #[derive(Serialize)]
    struct UnitStruct;

    #[derive(Serialize)]
    struct NewtypeStruct(f32);

    #[derive(Serialize)]
    struct TupleStruct(bool, ());

    #[derive(Serialize)]
    #[serde(tag = "kind")]
    enum Tagged {
        One { x: i32 },
        Two(BTreeMap<String, u8>),
    }

    #[derive(Serialize)]
    struct All {
        shapes: Vec<Shapes>,
        unit: UnitStruct,
        newtype: NewtypeStruct,
        tuple: TupleStruct,
        tagged: Vec<Tagged>,
        bytes: serde_bytes_like::Bytes,
        floats: (f64, f64, f32, f64),
        text: String,
        #[serde(with = "displayed")]
        shown: u64,
        int_keys: BTreeMap<i64, ()>,
        bool_keys: BTreeMap<bool, u8>,
        char_keys: BTreeMap<char, u8>,
        unit_keys: BTreeMap<Shape, u8>,
        raw: Box<serde_json::value::RawValue>,
    }

    #[derive(Serialize, PartialEq, Eq, PartialOrd, Ord)]
    enum Shape {
        Round,
    }

    /// Bytes, written as serde writes `&[u8]` with `serialize_bytes`.
    mod serde_bytes_like {
        pub struct Bytes(pub Vec<u8>);
        impl serde::Serialize for Bytes {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_bytes(&self.0)
            }
        }
    }

    /// A value written through `collect_str`.
    mod displayed {
        pub fn serialize<S: serde::Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
            s.collect_str(&format_args!("{v} \"dice\"\n"))
        }
    }

    #[test]
    fn every_kind_of_value_is_written_as_serde_json_writes_it() {
        let all = All {
            shapes: vec![
                Shapes::Unit,
                Shapes::Newtype(-8),
                Shapes::Tuple(7, i128::MIN),
                Shapes::Struct {
                    a: u128::MAX,
                    b: Some('\u{1}'),
                },
                Shapes::Struct { a: 0, b: None },
            ],
            unit: UnitStruct,
            newtype: NewtypeStruct(1.5),
            tuple: TupleStruct(true, ()),
            tagged: vec![
                Tagged::One { x: -3 },
                Tagged::Two(BTreeMap::from([("k".into(), 1)])),
            ],
            bytes: serde_bytes_like::Bytes(vec![0, 255]),
            floats: (f64::NAN, 1e300, f32::INFINITY, -0.0),
            text: "quote \" back \\ tab \t nul \u{0} del \u{7f} é 😀".into(),
            shown: 42,
            int_keys: BTreeMap::from([(-1, ()), (7, ())]),
            bool_keys: BTreeMap::from([(true, 1), (false, 0)]),
            char_keys: BTreeMap::from([('"', 1)]),
            unit_keys: BTreeMap::from([(Shape::Round, 1)]),
            raw: serde_json::value::RawValue::from_string(r#"{"a":[1,"x"]}"#.into()).unwrap(),
        };
        let mut w = JsonWriter::new();
        w.value(&all);
        assert!(w.parts().is_some());
        assert_eq!(w.text(), serde_json::to_string(&all).unwrap());
    }

    #[test]
    fn a_key_that_is_not_a_string_leaves_nothing_to_trust() {
        let mut w = JsonWriter::new();
        w.value(&BTreeMap::from([((1, 2), 3)]));
        assert!(w.parts().is_none());
        assert!(serde_json::to_string(&BTreeMap::from([((1, 2), 3)])).is_err());
    }
}
