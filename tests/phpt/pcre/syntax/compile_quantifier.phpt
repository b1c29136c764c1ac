--TEST--
compilation failure: quantifier without an item
--FILE--
<?php
var_dump(preg_match('/?a/', 'a'));
var_dump(preg_match('/a**/', 'a'));
var_dump(preg_match('/a{2,1}/', 'a'));
--EXPECTF--

Warning: preg_match(): Compilation failed: quantifier does not follow a repeatable item at offset 0 in %s on line 2
bool(false)

Warning: preg_match(): Compilation failed: quantifier does not follow a repeatable item at offset 2 in %s on line 3
bool(false)

Warning: preg_match(): Compilation failed: numbers out of order in {} quantifier at offset 5 in %s on line 4
bool(false)
