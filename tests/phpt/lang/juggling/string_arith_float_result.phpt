--TEST--
String arithmetic producing floats
--FILE--
<?php
var_dump("1.0" + "1", "0.1" + "0.2", ".5" * 2, "5." + 0, "1e1" - 0, "-1e-1" * 10);
--EXPECT--
float(2)
float(0.30000000000000004)
float(1)
float(5)
float(10)
float(-1)
