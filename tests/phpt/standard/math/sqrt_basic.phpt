--TEST--
sqrt results
--FILE--
<?php
var_dump(sqrt(16));
var_dump(sqrt(2));
var_dump(sqrt(0));
var_dump(sqrt(-0.0));
var_dump(sqrt(-1));
var_dump(sqrt(INF));
--EXPECT--
float(4)
float(1.4142135623730951)
float(0)
float(-0)
float(NAN)
float(INF)
