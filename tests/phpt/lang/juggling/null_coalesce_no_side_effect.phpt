--TEST--
??= only evaluates the right side when needed
--FILE--
<?php
function rhs() { echo "rhs called\n"; return 1; }
$x = 0;
$x ??= rhs();
$y = null;
$y ??= rhs();
var_dump($x, $y);
--EXPECT--
rhs called
int(0)
int(1)
