--TEST--
sprintf * width and precision from arguments
--FILE--
<?php
var_dump(sprintf('[%*d]', 6, 42));
var_dump(sprintf('[%-*s]', 5, 'ab'));
var_dump(sprintf('[%.*f]', 2, 3.14159));
var_dump(sprintf('[%*.*f]', 8, 1, 3.14159));
--EXPECT--
string(8) "[    42]"
string(7) "[ab   ]"
string(6) "[3.14]"
string(10) "[     3.1]"
