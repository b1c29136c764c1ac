--TEST--
settype to float, string and bool
--FILE--
<?php
$a = "1.5e3"; settype($a, "float"); var_dump($a);
$b = 5; settype($b, "double"); var_dump($b);
$c = 1.0; settype($c, "string"); var_dump($c);
$d = "0"; settype($d, "bool"); var_dump($d);
$e = "0.0"; settype($e, "boolean"); var_dump($e);
--EXPECT--
float(1500)
float(5)
string(1) "1"
bool(false)
bool(true)
