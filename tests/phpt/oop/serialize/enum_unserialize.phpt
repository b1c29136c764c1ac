--TEST--
unserialize of enum cases gives the same case
--FILE--
<?php
enum S: string { case A = "a"; case B = "b"; }
var_dump(unserialize(serialize(S::A)) === S::A);
$u = unserialize(serialize([S::B, S::A, S::B])); var_dump($u[0] === S::B, $u[1] === S::A, $u[2] === $u[0]);
var_dump(unserialize("E:3:\"S:B\";", ["allowed_classes" => false]) === S::B);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
