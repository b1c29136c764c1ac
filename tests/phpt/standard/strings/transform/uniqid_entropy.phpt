--TEST--
uniqid with more entropy
--FILE--
<?php
$u = uniqid("", true);
var_dump(strlen($u), $u[14]);
--EXPECT--
int(23)
string(1) "."
