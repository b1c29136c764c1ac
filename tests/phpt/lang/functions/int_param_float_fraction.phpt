--TEST--
Float with fractional part to int parameter is deprecated
--FILE--
<?php
function i(int $x) { var_dump($x); }
i(1.5);
i("1.5");
--EXPECTF--

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(1)

Deprecated: Implicit conversion from float-string "1.5" to int loses precision in %s on line 2
int(1)
