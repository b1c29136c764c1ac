--TEST--
unset on variables
--FILE--
<?php
$a = 1; $b = 2;
unset($a);
var_dump(isset($a));
unset($b, $never);
echo "unset of undefined is silent\n";
var_dump($a);
--EXPECTF--
bool(false)
unset of undefined is silent

Warning: Undefined variable $a in %s on line 7
NULL
