--TEST--
max() keeps the first of equal values
--FILE--
<?php
var_dump(max('1', 1, 1.0));
var_dump(min(1.0, '1', 1));
--EXPECT--
string(1) "1"
float(1)
