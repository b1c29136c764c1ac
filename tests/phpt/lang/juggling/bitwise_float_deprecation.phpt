--TEST--
Bitwise op on fractional float is deprecated
--FILE--
<?php
var_dump(7.5 & 3);
var_dump(~1.5);
--EXPECTF--

Deprecated: Implicit conversion from float 7.5 to int loses precision in %s on line 2
int(3)

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 3
int(-2)
