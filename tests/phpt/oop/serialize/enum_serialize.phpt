--TEST--
serialize of enum cases uses E: and r: for repeats
--FILE--
<?php
enum S: string { case A = "a"; case B = "b"; } enum P { case X; }
var_dump(serialize(S::A), serialize([P::X, S::B, S::B]));
$o = new stdClass; $o->e = S::A; var_dump(serialize([$o, S::A]));
--EXPECT--
string(10) "E:3:"S:A";"
string(42) "a:3:{i:0;E:3:"P:X";i:1;E:3:"S:B";i:2;r:3;}"
string(55) "a:2:{i:0;O:8:"stdClass":1:{s:1:"e";E:3:"S:A";}i:1;r:3;}"
