--TEST--
sprintf with star width and precision
--FILE--
<?php
var_dump(sprintf("%*d|%-*d|%.*f", 5, 42, 4, 7, 2, 3.14159));
--EXPECT--
string(15) "   42|7   |3.14"
