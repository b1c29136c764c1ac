--TEST--
range with floats accumulates correctly
--FILE--
<?php
var_dump(count(range(0, 1, 0.1)));
var_dump(range(0, 1, 0.1)[10]);
var_dump(range(0, 1, 0.1)[3]);
--EXPECT--
int(11)
float(1)
float(0.30000000000000004)
