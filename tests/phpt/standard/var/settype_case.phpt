--TEST--
settype type names are case-insensitive
--FILE--
<?php
$a = "5"; settype($a, "INT"); var_dump($a);
$b = 5; settype($b, "String"); var_dump($b);
--EXPECT--
int(5)
string(1) "5"
