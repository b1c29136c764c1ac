--TEST--
Redefining a constant warns
--FILE--
<?php
define('K', 1);
var_dump(define('K', 2));
var_dump(K);
--EXPECTF--

Warning: Constant K already defined in %s on line 3
bool(false)
int(1)
