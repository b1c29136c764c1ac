--TEST--
Redeclaring a const warns at runtime
--FILE--
<?php
const Q = 1;
const Q = 2;
var_dump(Q);
--EXPECTF--

Warning: Constant Q already defined in %s on line 3
int(1)
