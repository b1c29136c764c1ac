--TEST--
implode converts floats the same way echo does
--FILE--
<?php
var_dump(implode(' ', [0.1 + 0.2, 1e25, -0.0, 1.0, 1/3]));
--EXPECT--
string(33) "0.3 1.0E+25 -0 1 0.33333333333333"
