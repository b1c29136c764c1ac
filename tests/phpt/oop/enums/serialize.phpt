--TEST--
serialize and unserialize of enum cases keep identity
--FILE--
<?php
enum E: string { case A = 'a'; }
enum P { case X; }
$s = serialize([E::A, P::X]);
echo $s, "\n";
$u = unserialize($s);
var_dump($u[0] === E::A, $u[1] === P::X);
var_dump(unserialize('E:3:"P:Y";'));
--EXPECTF--
a:2:{i:0;E:3:"E:A";i:1;E:3:"P:X";}
bool(true)
bool(true)

Warning: unserialize(): Undefined constant P::Y in %s on line 8

Notice: unserialize(): Error at offset 10 of 10 bytes in %s on line 8
bool(false)
