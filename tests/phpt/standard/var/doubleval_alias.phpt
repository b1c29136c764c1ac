--TEST--
doubleval is floatval
--FILE--
<?php
var_dump(doubleval("3.5"), doubleval(2));
--EXPECT--
float(3.5)
float(2)
