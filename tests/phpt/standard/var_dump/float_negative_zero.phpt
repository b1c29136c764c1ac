--TEST--
var_dump of -0.0
--FILE--
<?php
var_dump(-0.0);
var_dump(0.0);
var_dump(0.0 * -1);
--EXPECT--
float(-0)
float(0)
float(-0)
