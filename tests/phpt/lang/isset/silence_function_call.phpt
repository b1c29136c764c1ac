--TEST--
@ on a function call suppresses warnings inside it
--FILE--
<?php
function noisy() { echo $undefinedInside; return "ret"; }
var_dump(@noisy());
var_dump(noisy());
--EXPECTF--
string(3) "ret"

Warning: Undefined variable $undefinedInside in %s on line 2
string(3) "ret"
