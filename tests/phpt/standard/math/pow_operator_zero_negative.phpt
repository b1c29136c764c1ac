--TEST--
** with zero base and negative exponent
--FILE--
<?php
var_dump(0 ** -1);
var_dump(0.0 ** -1);
--EXPECT--
float(INF)
float(INF)
