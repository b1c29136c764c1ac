--TEST--
sprintf precision is ignored for integers
--FILE--
<?php
var_dump(sprintf('%.3d', 5));
var_dump(sprintf('%5.1d', 42));
--EXPECT--
string(1) "5"
string(5) "   42"
