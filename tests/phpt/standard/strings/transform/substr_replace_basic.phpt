--TEST--
substr_replace on a string
--FILE--
<?php
var_dump(substr_replace("Hello World", "PHP", 6), substr_replace("Hello World", "PHP", 6, 0), substr_replace("Hello World", "PHP", -5, 2), substr_replace("Hello", "", 1, -1));
--EXPECT--
string(9) "Hello PHP"
string(14) "Hello PHPWorld"
string(12) "Hello PHPrld"
string(2) "Ho"
