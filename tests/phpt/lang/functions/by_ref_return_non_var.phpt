--TEST--
Returning a non-variable by reference emits a notice
--FILE--
<?php
function &bad() { return 5; }
$x = &bad();
var_dump($x);
--EXPECTF--

Notice: Only variable references should be returned by reference in %s on line 2
int(5)
