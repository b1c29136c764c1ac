--TEST--
enum_exists, class_exists and get_class on enums
--FILE--
<?php
enum E { case A; }
class C {}
var_dump(enum_exists('E'), enum_exists('C'), class_exists('E'), enum_exists('Nope'), get_class(E::A), E::A::class);
var_dump((new ReflectionClass('E'))->isFinal());
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(false)
string(1) "E"
string(1) "E"
bool(true)
