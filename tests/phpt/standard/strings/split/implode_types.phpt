--TEST--
implode converts values
--FILE--
<?php
var_dump(implode(",", [1, 2.5, true, false, null, "x", -0.0, 1e100]));
--EXPECT--
string(23) "1,2.5,1,,,x,-0,1.0E+100"
