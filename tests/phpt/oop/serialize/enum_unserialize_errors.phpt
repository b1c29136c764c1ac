--TEST--
unserialize of bad enum tokens
--FILE--
<?php
enum S: string { case A = "a"; const C = 5; } class K {}
var_dump(unserialize("E:3:\"Q:A\";"));
var_dump(unserialize("E:3:\"K:A\";"));
var_dump(unserialize("E:3:\"S:B\";"));
var_dump(unserialize("E:3:\"S:C\";"));
var_dump(unserialize("E:2:\"SA\";"));
--EXPECTF--

Warning: unserialize(): Class 'Q' not found in %s on line 3

Notice: unserialize(): Error at offset 0 of 10 bytes in %s on line 3
bool(false)

Warning: unserialize(): Class 'K' is not an enum in %s on line 4

Notice: unserialize(): Error at offset 0 of 10 bytes in %s on line 4
bool(false)

Warning: unserialize(): Undefined constant S::B in %s on line 5

Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 5
bool(false)

Warning: unserialize(): S::C is not an enum case in %s on line 6

Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 6
bool(false)

Warning: unserialize(): Invalid enum name 'SA' (missing colon) in %s on line 7

Notice: unserialize(): Error at offset 0 of 9 bytes in %s on line 7
bool(false)
