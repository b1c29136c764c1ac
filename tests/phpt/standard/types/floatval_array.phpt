--TEST--
floatval of arrays
--FILE--
<?php
var_dump(floatval([]));
var_dump(floatval([1, 2]));
--EXPECT--
float(0)
float(1)
