--TEST--
ob_clean empties the buffer, writing continues
--FILE--
<?php
ob_start();
echo "first";
var_dump(ob_clean());
echo "second";
$s = ob_get_clean();
var_dump($s);
--EXPECT--
string(17) "bool(true)
second"
